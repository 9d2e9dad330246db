import { Permission } from '@console/schema';
import { makeStyles } from '@fluentui/react-components';
import { DeleteSelectionDocument, SelectionsDocument, type SelectionsQuery } from '../../generated/graphql.ts';
import type { Column } from '../../kit/DataTable.tsx';
import { Image } from '../../kit/Image.tsx';
import { ListPage, intFilter, keywordFilter } from '../../kit/ListPage.tsx';
import { kitTexts } from '../../kit/texts.ts';
import { useDeleteMutation } from '../../kit/useDeleteMutation.ts';
import { ACTIVE_OPTIONS, activeFilter, selectionChannelOptions } from './options.ts';

type SelectionRow = SelectionsQuery['selections']['items'][number];

const read = (data: SelectionsQuery) => data.selections;
const deleted = (data: { deleteSelection: boolean }) => data.deleteSelection;
const evicted = (variables: { selectionId: number }) => ({ __typename: 'Selection', selectionId: variables.selectionId });

const useStyles = makeStyles({ thumbnail: { width: '56px', height: '40px' } });

/**
 * /selections/ (permission 11): keyword, channel and active filters; id, image, names, channel,
 * active. New at level 3, row click at 4 or 6, delete at 5.
 */
export default function SelectionsPage() {
  const styles = useStyles();
  const del = useDeleteMutation(DeleteSelectionDocument, deleted, evicted);
  const columns: Column<SelectionRow>[] = [
    { id: 'id', header: 'Id', cell: (selection) => selection.selectionId, width: '70px' },
    { id: 'image', header: 'Image', width: '90px', cell: (selection) => <Image className={styles.thumbnail} src={selection.imageUrl} alt={selection.nameFr} /> },
    { id: 'nameFr', header: 'Nom (FR)', cell: (selection) => selection.nameFr, minWidth: 180 },
    { id: 'nameAr', header: 'Nom (AR)', cell: (selection) => <span dir="rtl">{selection.nameAr}</span>, title: (selection) => selection.nameAr, minWidth: 160, priority: 2 },
    { id: 'channel', header: 'Canal', cell: (selection) => selection.channel?.code ?? '', width: '110px' },
    { id: 'active', header: 'Active', cell: (selection) => (selection.active ? kitTexts.yes : kitTexts.no), width: '80px' },
  ];
  return (
    <ListPage
      title="Sélections"
      permission={Permission.SELECTIONS}
      query={SelectionsDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters), channelId: intFilter(filters, 'channelId'), active: activeFilter(filters) })}
      read={read}
      rowKey={(selection) => selection.selectionId}
      columns={columns}
      filters={[
        { key: 'channelId', label: 'Canal', source: selectionChannelOptions },
        { key: 'active', label: 'Active', options: ACTIVE_OPTIONS, allLabel: 'Toutes' },
      ]}
      rowHref={(selection) => `/selections/${selection.selectionId}`}
      add={{ href: '/selections/new' }}
      remove={{ run: (selection) => del.remove({ selectionId: selection.selectionId }) }}
    />
  );
}
