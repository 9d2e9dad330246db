import { object } from 'yup';
import { CreateReturnReasonDocument, ReturnReasonDocument, UpdateReturnReasonDocument, type ReturnReasonFieldsFragment } from '../../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../../kit/DetailLayout.tsx';
import { FormInput } from '../../../kit/formFields.tsx';
import { requiredText } from '../../../kit/textRules.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDetailPage } from '../../../kit/useDetailPage.ts';

const LIST = '/reasonreturns/';
const FIELDS = ['name', 'description'] as const;

const toValues = (reason: ReturnReasonFieldsFragment | null) => ({ name: reason?.name ?? '', description: reason?.description ?? '' });
/** Seed 002: name and description required. */
const schema = () => object({ name: requiredText('name'), description: requiredText('description') });
const toInput = (values: { name: string; description: string }) => ({ name: values.name.trim(), description: values.description.trim() });

/** /reasonreturns/new (level 3) and /reasonreturns/:id (level 4) on permission 17: name and description; a missing reason returns to the list. */
export default function ReturnReasonPage() {
  const create = useAppMutation(CreateReturnReasonDocument, { result: (data) => data.createReturnReason, fields: FIELDS });
  const update = useAppMutation(UpdateReturnReasonDocument, { result: (data) => data.updateReturnReason, fields: FIELDS });
  const page = useDetailPage({
    load: { query: ReturnReasonDocument, variables: (reasonReturnId) => ({ reasonReturnId }), read: (data) => data.returnReason ?? null },
    notFound: LIST,
    listPath: LIST,
    editPath: (reasonReturnId) => `/reasonreturns/${reasonReturnId}`,
    afterCreate: 'list',
    toValues,
    schema,
    create: async (values) => {
      const outcome = await create.run({ input: toInput(values) });
      if (!outcome.ok) return outcome;
      return { ok: true, id: outcome.data.createReturnReason.returnReason?.reasonReturnId ?? 0 };
    },
    update: async (reasonReturnId, values) => {
      const outcome = await update.run({ reasonReturnId, input: toInput(values) });
      return outcome.ok ? { ok: true, id: reasonReturnId } : outcome;
    },
  });
  const form = page.formik;
  return (
    <DetailLayout
      title={page.isNew ? 'Nouveau motif de retour' : `Motif de retour${page.item ? ` : ${page.item.name}` : ''}`}
      onBack={page.back}
      loading={page.loading}
      error={page.loadError}
      guard={page.guard}
    >
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={form} name="name" label="Nom" required />
        <FormInput form={form} name="description" label="Description" required multiline />
      </FormSection>
    </DetailLayout>
  );
}
