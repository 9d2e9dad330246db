import { Level, Permission } from '@console/schema';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CreateSelectionDocument, SelectionDocument, UpdateSelectionDocument } from '../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../kit/DetailLayout.tsx';
import { FormInput } from '../../kit/formFields.tsx';
import { useAccess } from '../../kit/useAccess.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { routeId, useDetailPage } from '../../kit/useDetailPage.ts';
import { SELECTION_FIELDS, SelectionCommonFields, selectionSchema, toSelectionInput, toSelectionValues } from './selectionForm.tsx';

/** The selections list: where a missing sub-selection goes, its parent being unknown then. */
const LIST = '/selections/';

/**
 * /sub-selections/new/:id (the parent selection's id, level 3) and /sub-selections/:id (level 4,
 * read-only at 6): names, descriptions, active, image, articles. Back and a create go to the parent
 * selection. A missing sub-selection goes to the selections list: its parent cannot be known then.
 */
export default function SubSelectionPage() {
  const params = useParams();
  const creating = useLocation().pathname.startsWith('/sub-selections/new/');
  const routeParent = creating ? routeId(params.id) : null;
  const canEdit = useAccess({ permissions: [Permission.SELECTIONS], levels: creating ? [Level.CREATE] : [Level.EDIT] });
  const create = useAppMutation(CreateSelectionDocument, { result: (data) => data.createSelection, fields: SELECTION_FIELDS });
  const update = useAppMutation(UpdateSelectionDocument, { result: (data) => data.updateSelection, fields: SELECTION_FIELDS });
  const navigate = useNavigate();
  const page = useDetailPage({
    // On the new route the id is the parent's: no parameter names the sub-selection.
    param: creating ? 'subSelectionId' : 'id',
    load: { query: SelectionDocument, variables: (selectionId) => ({ selectionId }), read: (data) => data.selection ?? null },
    notFound: LIST,
    listPath: LIST,
    editPath: (selectionId) => `/sub-selections/${selectionId}`,
    afterCreate: () => (routeParent ? `/selections/${routeParent}` : LIST),
    toValues: toSelectionValues,
    schema: () => selectionSchema(true),
    editable: canEdit,
    create: async (values) => {
      const outcome = await create.run({ input: toSelectionInput(values, routeParent) });
      if (!outcome.ok) return outcome;
      return { ok: true, id: outcome.data.createSelection.selection?.selectionId ?? 0 };
    },
    update: async (selectionId, values) => {
      const outcome = await update.run({ selectionId, input: toSelectionInput(values, page.item?.parentId ?? null) });
      return outcome.ok ? { ok: true, id: selectionId } : outcome;
    },
  });
  const sub = page.item;
  const parentId = creating ? routeParent : (sub?.parentId ?? null);
  const parentPath = parentId ? `/selections/${parentId}` : LIST;
  const form = page.formik;
  const invalidParent = creating && (routeParent === null || Number.isNaN(routeParent));
  useEffect(() => {
    if (invalidParent) navigate(LIST, { replace: true });
  }, [invalidParent, navigate]);

  return (
    <DetailLayout
      title={page.isNew ? 'Nouvelle sous-sélection' : `Sous-sélection${sub ? ` : ${sub.nameFr}` : ''}`}
      onBack={() => navigate(parentPath)}
      loading={page.loading}
      error={page.loadError}
      guard={page.guard}
    >
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled || invalidParent} saving={page.saving} pending={page.dirty} readOnly={!canEdit}>
        <FormInput form={form} name="nameFr" label="Nom (FR)" required />
        <FormInput form={form} name="nameAr" label="Nom (AR)" required arabic />
        <SelectionCommonFields form={form} sub readOnly={!canEdit} />
      </FormSection>
    </DetailLayout>
  );
}
