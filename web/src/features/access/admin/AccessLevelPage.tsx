import { useQuery } from '@apollo/client/react';
import { Permission } from '@console/schema';
import { useEffect, useMemo, useState } from 'react';
import {
  AdminAccessLevelDocument,
  AllPermissionTypesDocument,
  CreateAccessLevelDocument,
  SaveAccessLevelPermissionTypesDocument,
  UpdateAccessLevelDocument,
  type AdminAccessLevelQuery,
  type AllPermissionTypesQuery,
} from '../../../generated/graphql.ts';
import { DataTable, type Column } from '../../../kit/DataTable.tsx';
import { DetailLayout, FormSection, Section } from '../../../kit/DetailLayout.tsx';
import { FormInput } from '../../../kit/formFields.tsx';
import { clampPage, pageSlice } from '../../../kit/listState.ts';
import { Pager } from '../../../kit/Pager.tsx';
import { TypeAction } from '../../../kit/editableRows.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDetailPage } from '../../../kit/useDetailPage.ts';
import { saveOutcome, useGridLevels } from './common.ts';
import { accessLevelSchema } from './formSchemas.ts';

const FIELDS = ['name', 'description'] as const;
const schema = accessLevelSchema;

type Detail = NonNullable<AdminAccessLevelQuery['accessLevel']>['details'][number];
type PermissionTypeRow = AllPermissionTypesQuery['permissionTypes']['items'][number];

/** /accesslevels/:id and /accesslevels/new: the form, then a checkbox per permission type. */
export default function AccessLevelPage() {
  const create = useAppMutation(CreateAccessLevelDocument, { result: (data) => data.createAccessLevel, fields: FIELDS });
  const update = useAppMutation(UpdateAccessLevelDocument, { result: (data) => data.updateAccessLevel, fields: FIELDS });
  const page = useDetailPage({
    load: { query: AdminAccessLevelDocument, variables: (accessLevelId) => ({ accessLevelId }), read: (data) => data.accessLevel },
    notFound: '/accesslevels/new',
    listPath: '/accesslevels/',
    editPath: (id) => `/accesslevels/${id}`,
    afterCreate: 'edit',
    toValues: (level) => ({ name: level?.name ?? '', description: level?.description ?? '' }),
    schema,
    create: async (input) => saveOutcome(await create.run({ input }), (data) => data.createAccessLevel.accessLevel?.accessLevelId),
    update: async (accessLevelId, input) => saveOutcome(await update.run({ accessLevelId, input }), () => accessLevelId),
  });
  return (
    <DetailLayout title={page.isNew ? "Nouveau niveau d'accès" : `Niveau d'accès${page.item ? ` : ${page.item.name}` : ''}`} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      <FormSection onSubmit={page.formik.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={page.formik} name="name" label="Nom" required />
        <FormInput form={page.formik} name="description" label="Description" required />
      </FormSection>
      {page.item && page.id !== null && <PermissionTypesGrid key={page.id} accessLevelId={page.id} details={page.item.details} />}
    </DetailLayout>
  );
}

const columns: Column<PermissionTypeRow>[] = [
  { id: 'id', header: 'Id', cell: (type) => type.permissionTypeId, width: '70px' },
  { id: 'name', header: 'Type de permission', cell: (type) => type.name },
  { id: 'description', header: 'Description', cell: (type) => type.description ?? '' },
];

/** Checking a type sends typeAction 1, unchecking sends 3 (with the detail's id), at once. */
function PermissionTypesGrid({ accessLevelId, details: loaded }: { accessLevelId: number; details: readonly Detail[] }) {
  // A box checked needs level 3, unchecked level 5 (each change is one row): the boxes move when either is held.
  const { editable, canAdd, canDelete } = useGridLevels(Permission.ACCESS_ADMIN);
  const { data, loading } = useQuery(AllPermissionTypesDocument, { fetchPolicy: 'cache-and-network' });
  const save = useAppMutation(SaveAccessLevelPermissionTypesDocument);
  const [details, setDetails] = useState<readonly Detail[]>(loaded);
  useEffect(() => setDetails(loaded), [loaded]);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);

  const types = data?.permissionTypes.items ?? [];
  const saved = useMemo(() => new Set<string | number>(details.map((detail) => detail.permissionTypeId)), [details]);
  // What the boxes show: the change at once, the server's answer after (or back to it on a refusal).
  const [checked, setChecked] = useState<ReadonlySet<string | number>>(saved);
  useEffect(() => setChecked(saved), [saved]);
  const current = clampPage(page, types.length, pageSize);

  const onChange = async (next: Set<string | number>) => {
    const changes = [
      ...[...next].filter((id) => !saved.has(id)).map((id) => ({ typeAction: TypeAction.NEW_SAVED, permissionTypeId: Number(id) })),
      ...details
        .filter((detail) => !next.has(detail.permissionTypeId))
        .map((detail) => ({ typeAction: TypeAction.DELETED, accessLevelDetailId: detail.accessLevelDetailId, permissionTypeId: detail.permissionTypeId })),
    ];
    if (changes.length === 0) return;
    setChecked(next);
    const outcome = await save.run({ accessLevelId, changes });
    if (outcome.ok) setDetails(outcome.data.saveAccessLevelPermissionTypes.details);
    else setChecked(saved);
  };

  return (
    <Section title="Types de permissions du niveau" testId="access-level-types" flush>
      <DataTable
        label="Types de permissions du niveau"
        columns={columns}
        rows={pageSlice(types, current, pageSize)}
        rowKey={(type) => type.permissionTypeId}
        loading={loading && !data}
        selection={{ selected: checked, onChange: (next) => void onChange(next), label: (type) => type.name, disabled: !editable || !(canAdd || canDelete) || save.loading }}
      />
      <Pager page={current} pageSize={pageSize} count={types.length} pageSizes={[5, 10, 20, 50]} onPage={setPage} onPageSize={(size) => (setPageSize(size), setPage(0))} />
    </Section>
  );
}
