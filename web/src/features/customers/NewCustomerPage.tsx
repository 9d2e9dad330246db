import { Messages } from '@console/schema';
import { object, ref } from 'yup';
import { boundedText, optionalEmailText, passwordText, requiredText } from '../../kit/textRules.ts';
import { CustomerCreateDocument, CustomerDetailDocument } from '../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../kit/DetailLayout.tsx';
import { FormInput } from '../../kit/formFields.tsx';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDetailPage } from '../../kit/useDetailPage.ts';

interface NewCustomerValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'password'] as const;

const empty: NewCustomerValues = { firstName: '', lastName: '', phoneNumber: '', email: '', password: '', confirmPassword: '' };

/** Seed 000 §5: names, phone, password and its confirmation required; e-mail optional; the confirmation must match. */
export const newCustomerSchema = () =>
  object({
    firstName: requiredText('firstName'),
    lastName: requiredText('lastName'),
    phoneNumber: requiredText('phoneNumber'),
    email: optionalEmailText(),
    password: passwordText(),
    confirmPassword: boundedText('confirmPassword')
      .required(Messages.requiredField)
      .oneOf([ref('password')], Messages.passwordConfirmMismatch),
  });

/** /customers/new (permission 3, level 3): a customer account (user type 3); the confirmation is not sent. Opens the new customer. */
export default function NewCustomerPage() {
  const create = useAppMutation(CustomerCreateDocument, { result: (data) => data.createCustomer, fields: FIELDS });
  const page = useDetailPage({
    // The route has no id: the page only creates.
    load: { query: CustomerDetailDocument, variables: (customerId) => ({ customerId }), read: (data) => data.customer ?? null },
    notFound: '/customers',
    listPath: '/customers',
    editPath: (customerId) => `/customers/${customerId}`,
    afterCreate: 'edit',
    toValues: () => empty,
    schema: newCustomerSchema,
    create: async ({ firstName, lastName, phoneNumber, email, password }) => {
      const outcome = await create.run({
        input: { firstName: firstName.trim(), lastName: lastName.trim(), phoneNumber: phoneNumber.trim(), email: email.trim() === '' ? null : email.trim(), password },
      });
      if (!outcome.ok) return outcome;
      const customerId = outcome.data.createCustomer.customer?.customerId;
      return typeof customerId === 'number' ? { ok: true, id: customerId } : { ok: false, fieldErrors: {} };
    },
    update: async () => ({ ok: false, fieldErrors: {} }),
  });
  const form = page.formik;
  return (
    <DetailLayout title="Nouveau client" onBack={page.back} guard={page.guard}>
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={form} name="firstName" label="Prénom" required />
        <FormInput form={form} name="lastName" label="Nom" required />
        <FormInput form={form} name="phoneNumber" label="Téléphone" type="tel" required />
        <FormInput form={form} name="email" label="E-mail" type="email" autoComplete="off" />
        <FormInput form={form} name="password" label="Mot de passe" type="password" required autoComplete="new-password" />
        <FormInput form={form} name="confirmPassword" label="Confirmation du mot de passe" type="password" required autoComplete="new-password" />
      </FormSection>
    </DetailLayout>
  );
}
