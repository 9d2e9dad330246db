import { Level, Permission } from '@console/schema';
import { Button, makeStyles } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { CreateSelectionDocument, SelectionDocument, UpdateSelectionDocument, type SelectionFieldsFragment } from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { DetailLayout, FormSection, Section } from '../../kit/DetailLayout.tsx';
import { FormInput, FormSelect } from '../../kit/formFields.tsx';
import { Image } from '../../kit/Image.tsx';
import { useOptions } from '../../kit/options.ts';
import { kitTexts } from '../../kit/texts.ts';
import { useAccess } from '../../kit/useAccess.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDetailPage } from '../../kit/useDetailPage.ts';
import { selectionChannelOptions } from './options.ts';
import { SELECTION_FIELDS, SelectionCommonFields, selectionSchema, toSelectionInput, toSelectionValues } from './selectionForm.tsx';

type SubSelection = SelectionFieldsFragment['subSelections'][number];

const useStyles = makeStyles({ thumbnail: { width: '56px', height: '40px' } });

/**
 * /selections/new and /selections/:id (permission 11; edit at level 4, read-only at 6): names,
 * channel, descriptions, active, image, the chosen articles, and on an existing selection its
 * sub-selections. A missing selection opens the new-selection form (seed 001 §2); a create
 * returns to the list (seed 001 §9).
 */
export default function SelectionPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canEdit = useAccess({ permissions: [Permission.SELECTIONS], levels: [Level.EDIT, Level.CREATE] });
  const canAddSub = useAccess({ permissions: [Permission.SELECTIONS], levels: [Level.CREATE] });
  const canOpenSub = useAccess({ permissions: [Permission.SELECTIONS], levels: [Level.EDIT, Level.READ] });
  const create = useAppMutation(CreateSelectionDocument, { result: (data) => data.createSelection, fields: SELECTION_FIELDS });
  const update = useAppMutation(UpdateSelectionDocument, { result: (data) => data.updateSelection, fields: SELECTION_FIELDS });
  const page = useDetailPage({
    load: { query: SelectionDocument, variables: (selectionId) => ({ selectionId }), read: (data) => data.selection ?? null },
    notFound: '/selections/new',
    listPath: '/selections/',
    editPath: (selectionId) => `/selections/${selectionId}`,
    afterCreate: 'list',
    toValues: toSelectionValues,
    schema: () => selectionSchema(false),
    editable: canEdit,
    create: async (values) => {
      const outcome = await create.run({ input: toSelectionInput(values, null) });
      if (!outcome.ok) return outcome;
      return { ok: true, id: outcome.data.createSelection.selection?.selectionId ?? 0 };
    },
    update: async (selectionId, values) => {
      const outcome = await update.run({ selectionId, input: toSelectionInput(values, null) });
      return outcome.ok ? { ok: true, id: selectionId } : outcome;
    },
  });
  const { options: channels } = useOptions(selectionChannelOptions, {});
  const selection = page.item;
  const form = page.formik;
  const readOnly = !canEdit;

  const columns: Column<SubSelection>[] = [
    { id: 'id', header: 'Id', cell: (sub) => sub.selectionId, width: '70px' },
    { id: 'image', header: 'Image', width: '90px', cell: (sub) => <Image className={styles.thumbnail} src={sub.imageUrl} alt={sub.nameFr} /> },
    { id: 'nameFr', header: 'Nom (FR)', cell: (sub) => sub.nameFr, minWidth: 180 },
    { id: 'nameAr', header: 'Nom (AR)', cell: (sub) => <span dir="rtl">{sub.nameAr}</span>, title: (sub) => sub.nameAr, minWidth: 160 },
    { id: 'active', header: 'Active', cell: (sub) => (sub.active ? kitTexts.yes : kitTexts.no), width: '80px' },
  ];

  return (
    <DetailLayout
      title={page.isNew ? 'Nouvelle sélection' : `Sélection${selection ? ` : ${selection.nameFr}` : ''}`}
      onBack={page.back}
      loading={page.loading}
      error={page.loadError}
      guard={page.guard}
    >
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty} readOnly={readOnly}>
        <FormInput form={form} name="nameFr" label="Nom (FR)" required />
        <FormInput form={form} name="nameAr" label="Nom (AR)" required arabic />
        <FormSelect form={form} name="channelId" label="Canal" options={channels} required />
        <SelectionCommonFields form={form} sub={false} readOnly={readOnly} />
      </FormSection>
      {selection && (
        <Section
          title="Sous-sélections"
          flush
          actions={
            canAddSub && (
              <Button icon={<Add20Regular />} onClick={() => navigate(`/sub-selections/new/${selection.selectionId}`)}>
                {kitTexts.add}
              </Button>
            )
          }
        >
          <DataTable
            label="Sous-sélections"
            columns={columns}
            rows={selection.subSelections}
            rowKey={(sub) => sub.selectionId}
            onRowClick={canOpenSub ? (sub) => navigate(`/sub-selections/${sub.selectionId}`) : undefined}
          />
        </Section>
      )}
    </DetailLayout>
  );
}
