import { closestCenter, DndContext, KeyboardSensor, MouseSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, ReOrderDotsVertical20Regular } from '@fluentui/react-icons';
import type { HomePageBlocFieldsFragment } from '../../generated/graphql.ts';
import { moveItem } from '../../kit/orderedList.ts';
import { kitTexts } from '../../kit/texts.ts';

export type BlocRow = HomePageBlocFieldsFragment;

const blocsTableTexts = {
  label: 'Blocs de la page',
  move: (name: string) => `Déplacer ${name}`,
  edit: (name: string) => `Modifier ${name}`,
  remove: (name: string) => `Supprimer ${name}`,
  instructions:
    'Pour déplacer un bloc, appuyez sur Espace ou Entrée, utilisez les flèches haut et bas, puis Espace ou Entrée pour le déposer, ou Échap pour annuler.',
} as const;

const useStyles = makeStyles({
  handle: {
    cursor: 'grab',
    border: 'none',
    background: 'transparent',
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    display: 'inline-flex',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dragging: { backgroundColor: tokens.colorBrandBackground2, position: 'relative', zIndex: 1 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

const nameOf = (blocs: readonly BlocRow[], id: string | number) => blocs.find((bloc) => bloc.blocId === Number(id))?.nameFr ?? '';

/** dnd-kit's screen-reader announcements, in French. */
const announcements = (blocs: readonly BlocRow[]): Announcements => ({
  onDragStart: ({ active }) => `Bloc « ${nameOf(blocs, active.id)} » saisi.`,
  onDragOver: ({ active, over }) => (over ? `Bloc « ${nameOf(blocs, active.id)} » au-dessus de « ${nameOf(blocs, over.id)} ».` : undefined),
  onDragEnd: ({ active, over }) => (over ? `Bloc « ${nameOf(blocs, active.id)} » déposé à la place de « ${nameOf(blocs, over.id)} ».` : undefined),
  onDragCancel: ({ active }) => `Déplacement du bloc « ${nameOf(blocs, active.id)} » annulé.`,
});

/**
 * A home page's blocs in order (id, title, algorithm, bloc type), reordered by dragging the handle
 * with the mouse or with the keyboard (Space, arrows, Space); `onReorder` receives the new order.
 */
export function BlocsTable({
  blocs,
  disabled,
  onReorder,
  onEdit,
  onRemove,
}: {
  blocs: readonly BlocRow[];
  disabled?: boolean;
  onReorder(next: BlocRow[]): void;
  onEdit(bloc: BlocRow): void;
  onRemove(bloc: BlocRow): void;
}) {
  const sensors = useSensors(useSensor(MouseSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocs.findIndex((bloc) => bloc.blocId === Number(active.id));
    const to = blocs.findIndex((bloc) => bloc.blocId === Number(over.id));
    if (from >= 0 && to >= 0) onReorder(moveItem(blocs, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(blocs), screenReaderInstructions: { draggable: blocsTableTexts.instructions } }}
    >
      <SortableContext items={blocs.map((bloc) => bloc.blocId)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Table aria-label={blocsTableTexts.label}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: '48px' }} aria-label="Ordre" />
              <TableHeaderCell style={{ width: '70px' }}>Id</TableHeaderCell>
              <TableHeaderCell>Titre</TableHeaderCell>
              <TableHeaderCell style={{ width: '200px' }}>Algorithme</TableHeaderCell>
              <TableHeaderCell style={{ width: '200px' }}>Type de bloc</TableHeaderCell>
              <TableHeaderCell style={{ width: '96px' }}>{kitTexts.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {blocs.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{kitTexts.noRows}</TableCell>
              </TableRow>
            )}
            {blocs.map((bloc) => (
              <SortableBlocRow key={bloc.blocId} bloc={bloc} disabled={disabled} onEdit={onEdit} onRemove={onRemove} />
            ))}
          </TableBody>
        </Table>
      </SortableContext>
    </DndContext>
  );
}

function SortableBlocRow({ bloc, disabled, onEdit, onRemove }: { bloc: BlocRow; disabled?: boolean; onEdit(bloc: BlocRow): void; onRemove(bloc: BlocRow): void }) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: bloc.blocId });
  return (
    <TableRow
      ref={setNodeRef}
      className={isDragging ? styles.dragging : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="bloc-row"
      data-bloc-id={bloc.blocId}
    >
      <TableCell>
        <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={blocsTableTexts.move(bloc.nameFr)}>
          <ReOrderDotsVertical20Regular />
        </button>
      </TableCell>
      <TableCell>{bloc.blocId}</TableCell>
      <TableCell>{bloc.nameFr}</TableCell>
      <TableCell>{bloc.algorithm.name}</TableCell>
      <TableCell>{bloc.blocType.name}</TableCell>
      <TableCell>
        <div className={styles.actions}>
          <Button appearance="subtle" icon={<Edit20Regular />} aria-label={blocsTableTexts.edit(bloc.nameFr)} disabled={disabled} onClick={() => onEdit(bloc)} />
          <Button appearance="subtle" icon={<Delete20Regular />} aria-label={blocsTableTexts.remove(bloc.nameFr)} disabled={disabled} onClick={() => onRemove(bloc)} />
        </div>
      </TableCell>
    </TableRow>
  );
}
