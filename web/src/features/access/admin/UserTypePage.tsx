import { AdminUserTypeDocument, CreateUserTypeDocument, UpdateUserTypeDocument } from '../../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../../kit/DetailLayout.tsx';
import { FormInput } from '../../../kit/formFields.tsx';
import { ReadOnlyField } from '../../../kit/ReadOnlyField.tsx';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDetailPage } from '../../../kit/useDetailPage.ts';
import { saveOutcome } from './common.ts';
import { userTypeSchema } from './formSchemas.ts';

const FIELDS = ['name', 'description'] as const;
const schema = userTypeSchema;

/** /users/types/:id and /users/types/new. */
export default function UserTypePage() {
  const create = useAppMutation(CreateUserTypeDocument, { result: (data) => data.createUserType, fields: FIELDS });
  const update = useAppMutation(UpdateUserTypeDocument, { result: (data) => data.updateUserType, fields: FIELDS });
  const page = useDetailPage({
    load: { query: AdminUserTypeDocument, variables: (userTypeId) => ({ userTypeId }), read: (data) => data.userType },
    notFound: '/users/types/new',
    listPath: '/users/types/',
    editPath: (id) => `/users/types/${id}`,
    afterCreate: 'list',
    toValues: (type) => ({ name: type?.name ?? '', description: type?.description ?? '' }),
    schema,
    create: async (input) => saveOutcome(await create.run({ input }), (data) => data.createUserType.userType?.userTypeId),
    update: async (userTypeId, input) => saveOutcome(await update.run({ userTypeId, input }), () => userTypeId),
  });
  return (
    <DetailLayout title={page.isNew ? "Nouveau type d'utilisateur" : "Type d'utilisateur"} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      <FormSection onSubmit={page.formik.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        {page.id !== null && (
          <ReadOnlyField label="Id" value={page.id} />
        )}
        <FormInput form={page.formik} name="name" label="Nom" required />
        <FormInput form={page.formik} name="description" label="Description" required />
      </FormSection>
    </DetailLayout>
  );
}
