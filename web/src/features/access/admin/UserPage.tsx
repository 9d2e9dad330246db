import { Permission, SUPERVISOR_ROLE_ID } from '@console/schema';
import { AdminUserDocument, CreateUserDocument, UpdateUserDocument, type AdminUserQuery } from '../../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../../kit/DetailLayout.tsx';
import { FormCheckbox, FormInput, FormSelect } from '../../../kit/formFields.tsx';
import { ReadOnlyField } from '../../../kit/ReadOnlyField.tsx';
import { useOptions } from '../../../kit/options.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDetailPage } from '../../../kit/useDetailPage.ts';
import { blankToNull, companyOptions, fullName, intOrNull, saveOutcome, useGridLevels, userTypeOptions } from './common.ts';
import { userSchema } from './formSchemas.ts';
import { SupervisorAgentsSection } from './SupervisorAgentsSection.tsx';
import { UserPermissionsGrid } from './UserPermissionsGrid.tsx';

type Detail = NonNullable<AdminUserQuery['user']>;

interface UserValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  matriculation: string;
  extension: string;
  workingDays: string;
  company: string;
  userTypeId: string;
  active: boolean;
}

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'password', 'matriculation', 'extension', 'workingDays', 'company', 'userTypeId', 'active'] as const;

const toValues = (detail: Detail | null): UserValues => {
  const user = detail?.user;
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    password: '',
    matriculation: user?.matriculation ?? '',
    extension: user?.extension ?? '',
    workingDays: user?.workingDays === null || user?.workingDays === undefined ? '' : String(user.workingDays),
    company: user?.company ? String(user.company) : '',
    userTypeId: user ? String(user.userTypeId) : '',
    active: user?.active ?? true,
  };
};

/** Seed 000 §5. */
const schema = userSchema;

const toInput = (values: UserValues, isNew: boolean) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phoneNumber: values.phoneNumber.trim(),
  ...(isNew ? { password: values.password } : {}),
  matriculation: blankToNull(values.matriculation),
  extension: blankToNull(values.extension),
  workingDays: intOrNull(values.workingDays),
  company: intOrNull(values.company),
  userTypeId: Number(values.userTypeId),
  active: values.active,
});

/** /users/:id and /users/new: the user form, the user's permissions, and a supervisor's agents. */
export default function UserPage() {
  const create = useAppMutation(CreateUserDocument, { result: (data) => data.createUser, fields: FIELDS });
  const update = useAppMutation(UpdateUserDocument, { result: (data) => data.updateUser, fields: FIELDS });
  const gridLevels = useGridLevels(Permission.USERS);
  const canEditGrid = gridLevels.editable;
  const { options: types } = useOptions(userTypeOptions, {});
  const page = useDetailPage({
    load: { query: AdminUserDocument, variables: (userId) => ({ userId }), read: (data) => data.user },
    notFound: '/users/new',
    listPath: '/users',
    editPath: (userId) => `/users/${userId}`,
    afterCreate: 'edit',
    toValues,
    schema,
    create: async (values) => saveOutcome(await create.run({ input: toInput(values, true) }), (data) => data.createUser.user?.userId),
    update: async (userId, values) => saveOutcome(await update.run({ userId, input: toInput(values, false) }), () => userId),
  });
  const { formik: form, item } = page;
  const isSupervisor = item?.user.roles.some((role) => role.roleId === SUPERVISOR_ROLE_ID) ?? false;

  return (
    <DetailLayout title={page.isNew ? 'Nouvel utilisateur' : item ? `Utilisateur : ${fullName(item.user)}` : 'Utilisateur'} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={form} name="firstName" label="Prénom" required />
        <FormInput form={form} name="lastName" label="Nom" required />
        <FormInput form={form} name="email" label="E-mail" type="email" required autoComplete="off" />
        <FormInput form={form} name="phoneNumber" label="Téléphone" type="tel" required />
        {page.isNew && <FormInput form={form} name="password" label="Mot de passe" type="password" required autoComplete="new-password" />}
        <FormInput form={form} name="matriculation" label="Matricule" />
        <FormInput form={form} name="extension" label="Poste 3CX" hint="Numéro de poste du standard : relie les appels du journal à l’utilisateur" />
        <FormInput form={form} name="workingDays" label="Jours travaillés" type="number" />
        <FormSelect form={form} name="company" label="Société" options={companyOptions} />
        {page.isNew ? (
          <FormSelect form={form} name="userTypeId" label="Type d'utilisateur" options={types} required />
        ) : (
          // The type no longer changes once the user exists: shown as text.
          <ReadOnlyField label="Type d'utilisateur" value={types.find((type) => type.value === form.values.userTypeId)?.label} testId="user-type" />
        )}
        <FormCheckbox form={form} name="active" label="Actif" />
      </FormSection>
      {item && page.id !== null && (
        <UserPermissionsGrid key={page.id} userId={page.id} permissions={item.permissions} levels={gridLevels} />
      )}
      {item && page.id !== null && isSupervisor && canEditGrid && <SupervisorAgentsSection supervisorId={page.id} />}
    </DetailLayout>
  );
}
