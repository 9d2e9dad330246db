import { AdminPermissionTypeDocument, CreatePermissionTypeDocument, UpdatePermissionTypeDocument } from '../../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../../kit/DetailLayout.tsx';
import { FormInput } from '../../../kit/formFields.tsx';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDetailPage } from '../../../kit/useDetailPage.ts';
import { saveOutcome } from './common.ts';
import { permissionTypeSchema } from './formSchemas.ts';

const FIELDS = ['name', 'description'] as const;
const schema = permissionTypeSchema;

/** /permissionstypes/:id and /permissionstypes/new: name, description. */
export default function PermissionTypePage() {
  const create = useAppMutation(CreatePermissionTypeDocument, { result: (data) => data.createPermissionType, fields: FIELDS });
  const update = useAppMutation(UpdatePermissionTypeDocument, { result: (data) => data.updatePermissionType, fields: FIELDS });
  const page = useDetailPage({
    load: { query: AdminPermissionTypeDocument, variables: (permissionTypeId) => ({ permissionTypeId }), read: (data) => data.permissionType },
    notFound: '/permissionstypes/new',
    listPath: '/permissionstypes/',
    editPath: (id) => `/permissionstypes/${id}`,
    afterCreate: 'list',
    toValues: (type) => ({ name: type?.name ?? '', description: type?.description ?? '' }),
    schema,
    create: async (input) => saveOutcome(await create.run({ input }), (data) => data.createPermissionType.permissionType?.permissionTypeId),
    update: async (permissionTypeId, input) => saveOutcome(await update.run({ permissionTypeId, input }), () => permissionTypeId),
  });
  return (
    <DetailLayout title={page.isNew ? 'Nouveau type de permission' : 'Type de permission'} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      <FormSection onSubmit={page.formik.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={page.formik} name="name" label="Nom" required />
        <FormInput form={page.formik} name="description" label="Description" required />
      </FormSection>
    </DetailLayout>
  );
}
