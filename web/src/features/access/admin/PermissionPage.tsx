import { AdminPermissionDocument, CreatePermissionDocument, UpdatePermissionDocument } from '../../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../../kit/DetailLayout.tsx';
import { FormInput } from '../../../kit/formFields.tsx';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDetailPage } from '../../../kit/useDetailPage.ts';
import { saveOutcome } from './common.ts';
import { permissionSchema } from './formSchemas.ts';

const FIELDS = ['name', 'description', 'order'] as const;
const schema = permissionSchema;
const toInput = (values: { name: string; description: string; order: string }) => ({
  name: values.name.trim(),
  description: values.description.trim(),
  order: Number(values.order),
});

/** /permissions/:id and /permissions/new: name, description, order. */
export default function PermissionPage() {
  const create = useAppMutation(CreatePermissionDocument, { result: (data) => data.createPermissionDefinition, fields: FIELDS });
  const update = useAppMutation(UpdatePermissionDocument, { result: (data) => data.updatePermissionDefinition, fields: FIELDS });
  const page = useDetailPage({
    load: { query: AdminPermissionDocument, variables: (permissionId) => ({ permissionId }), read: (data) => data.permissionDefinition },
    notFound: '/permissions/new',
    listPath: '/permissions/',
    editPath: (id) => `/permissions/${id}`,
    afterCreate: 'list',
    toValues: (permission) => ({
      name: permission?.name ?? '',
      description: permission?.description ?? '',
      order: permission?.order === null || permission?.order === undefined ? '' : String(permission.order),
    }),
    schema,
    create: async (values) => saveOutcome(await create.run({ input: toInput(values) }), (data) => data.createPermissionDefinition.permission?.permissionId),
    update: async (permissionId, values) => saveOutcome(await update.run({ permissionId, input: toInput(values) }), () => permissionId),
  });
  return (
    <DetailLayout title={page.isNew ? 'Nouvelle permission' : 'Permission'} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      <FormSection onSubmit={page.formik.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={page.formik} name="name" label="Nom" required />
        <FormInput form={page.formik} name="description" label="Description" required />
        <FormInput form={page.formik} name="order" label="Ordre" type="number" required />
      </FormSection>
    </DetailLayout>
  );
}
