import { useQuery } from '@apollo/client/react';
import { Button, Caption1, Checkbox, Field, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular, CheckmarkCircle20Regular, Power20Regular } from '@fluentui/react-icons';
import { Messages } from '@console/schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { array, object, string } from 'yup';
import { boundedText, optionalEmailText, requiredText } from '../../kit/textRules.ts';
import { CustomerDetailDocument, CustomerFormOptionsDocument, CustomerSetStatusDocument, CustomerUpdateDocument, type CustomerDetailQuery } from '../../generated/graphql.ts';
import { formatDate } from '../../kit/dates.ts';
import { DetailLayout, FormSection, Section } from '../../kit/DetailLayout.tsx';
import { useEditableRows } from '../../kit/EditableGrid.tsx';
import { FormInput, FormSelect, type Form } from '../../kit/formFields.tsx';
import { toOptions, useOptions } from '../../kit/options.ts';
import { useConfirm } from '../../kit/ConfirmDialog.tsx';
import { ReadOnlyField } from '../../kit/ReadOnlyField.tsx';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDetailPage } from '../../kit/useDetailPage.ts';
import { AddressesGrid, toAddressRow } from './AddressesGrid.tsx';
import { CustomerStatusBadge } from './CustomerStatusBadge.tsx';
import { channelOptions } from './options.ts';
import { ADDRESS_MESSAGES, activationAction, hasAddress, isCustomerEditable, statusLabel, type AddressData } from './rules.ts';
import { StatusDialog } from './StatusDialog.tsx';

type Customer = NonNullable<CustomerDetailQuery['customer']>;

interface CustomerValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  channelId: string;
  segmentId: string;
  cin: string;
  rc: string;
  patente: string;
  ice: string;
  paymentModeIds: string[];
}

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'channelId', 'segmentId', 'cin', 'rc', 'patente', 'ice', 'paymentModeIds', 'addresses'] as const;

const text = (value: string | null | undefined) => value ?? '';
const idText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

const toValues = (customer: Customer | null): CustomerValues => ({
  firstName: text(customer?.firstName),
  lastName: text(customer?.lastName),
  phoneNumber: text(customer?.phoneNumber),
  email: text(customer?.email),
  channelId: idText(customer?.channelId ?? customer?.channel?.channelId),
  segmentId: idText(customer?.segment?.segmentId),
  cin: text(customer?.cin),
  rc: text(customer?.rc),
  patente: text(customer?.patente),
  ice: text(customer?.ice),
  paymentModeIds: (customer?.paymentModes ?? []).map((mode) => String(mode.paymentModeId)),
});

/** Seed 000 §5: names, phone and channel required; e-mail optional but well-formed. */
export const customerSchema = () =>
  object({
    firstName: requiredText('firstName'),
    lastName: requiredText('lastName'),
    phoneNumber: requiredText('phoneNumber'),
    email: optionalEmailText(),
    channelId: string().required(Messages.requiredField),
    segmentId: string(),
    cin: boundedText('cin'),
    rc: boundedText('rc'),
    patente: boundedText('patente'),
    ice: boundedText('ice'),
    paymentModeIds: array(string()),
  });

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`, alignItems: 'center' },
  summaryItem: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  modes: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * /customers/:id (permission 3, level 4): the customer form (editable in statuses 1, 5, 6, 7, 8, 9
 * only), the addresses grid, 'Enregistrer' and 'Confirmer' (verify), the status dialog and
 * activate / deactivate. A missing customer returns to the list.
 */
export default function CustomerPage() {
  const styles = useStyles();
  const update = useAppMutation(CustomerUpdateDocument, { result: (data) => data.updateCustomer, fields: FIELDS });
  const setStatus = useAppMutation(CustomerSetStatusDocument);
  const [rows, dispatch] = useEditableRows<AddressData>();
  const [addressError, setAddressError] = useState<string | null>(null);
  const [statusOpen, setStatusOpen] = useState(false);
  const verifying = useRef(false);

  const page = useDetailPage({
    load: { query: CustomerDetailDocument, variables: (customerId) => ({ customerId }), read: (data) => data.customer ?? null },
    notFound: '/customers',
    listPath: '/customers',
    editPath: (customerId) => `/customers/${customerId}`,
    toValues,
    schema: customerSchema,
    editable: (item) => isCustomerEditable(item?.customerStatusId),
    create: async () => ({ ok: false, fieldErrors: {} }),
    update: async (customerId, values) => {
      const verify = verifying.current;
      verifying.current = false;
      if (!hasAddress(rows)) {
        setAddressError(ADDRESS_MESSAGES.atLeastOne);
        return { ok: false, fieldErrors: {} };
      }
      setAddressError(null);
      // Addresses are saved as each dialog confirms (AddressesGrid): the form sends its own fields.
      const outcome = await update.run({
        customerId,
        verify,
        input: {
          channelId: Number(values.channelId),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phoneNumber: values.phoneNumber.trim(),
          email: blankToNull(values.email),
          segmentId: values.segmentId ? Number(values.segmentId) : null,
          customerTypeId: page.item?.customerType?.customerTypeId ?? null,
          cin: blankToNull(values.cin),
          rc: blankToNull(values.rc),
          patente: blankToNull(values.patente),
          ice: blankToNull(values.ice),
          paymentModeIds: values.paymentModeIds.map(Number),
        },
      });
      if (!outcome.ok) {
        if (outcome.fieldErrors.addresses) setAddressError(outcome.fieldErrors.addresses);
        return outcome;
      }
      // The answer's customer replaces the cached one: the form and the grid show the server's rows.
      return { ok: true, id: customerId };
    },
  });
  const customer = page.item;
  const form = page.formik;
  useEffect(() => {
    if (!customer) return;
    dispatch({ type: 'load', rows: customer.addresses.map(toAddressRow) });
    setAddressError(null);
  }, [customer, dispatch]);

  // The at-least-one message goes as soon as an address is there again.
  useEffect(() => {
    if (hasAddress(rows)) setAddressError(null);
  }, [rows]);

  const { options: channels } = useOptions(channelOptions, {});
  const { data: formOptions } = useQuery(CustomerFormOptionsDocument);
  const segments = toOptions(formOptions?.customerSegments ?? [], (segment) => segment.segmentId, (segment) => segment.name);
  const paymentModes = formOptions?.paymentModes ?? [];

  const { confirm, dialog: confirmDialog } = useConfirm();
  const customerName = customer ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.code : '';
  const changeStatus = async (statusId: number) => {
    if (!customer) return false;
    // The answer's customer updates the page (and the list) through the cache.
    const outcome = await setStatus.run({ customerId: customer.customerId, statusId });
    return outcome.ok;
  };
  const activation = activationAction(customer?.customerStatusId);
  const editable = page.editable;
  const readOnly = !editable;
  const busy = page.saving || setStatus.loading;

  return (
    <DetailLayout
      title={customer ? `Client : ${customerName}` : 'Client'}
      documentTitle={customer ? `Client ${customer.code ?? customer.customerId}` : 'Client'}
      onBack={page.back}
      loading={page.loading}
      error={page.loadError}
      guard={page.guard}
    >
      {customer && (
        <>
          <Section
            title="Statut"
            testId="customer-status"
            actions={
              <div className={styles.actions}>
                {activation && (
                  <Button
                    icon={<Power20Regular />}
                    disabled={busy}
                    onClick={async () => {
                      const asked = await confirm({
                        title: `${activation.label} le client ?`,
                        message: `Le client « ${customerName} » passera au statut « ${statusLabel(activation.statusId)} ».`,
                        confirmLabel: activation.label,
                      });
                      if (asked) await changeStatus(activation.statusId);
                    }}
                  >
                    {activation.label}
                  </Button>
                )}
                <Button icon={<ArrowSync20Regular />} disabled={busy} onClick={() => setStatusOpen(true)}>
                  Changer le statut
                </Button>
                {editable && (
                  <Button
                    appearance="primary"
                    icon={page.saving && verifying.current ? <Spinner size="tiny" /> : <CheckmarkCircle20Regular />}
                    disabled={page.submitDisabled || busy}
                    onClick={async () => {
                      const asked = await confirm({
                        title: 'Confirmer le client ?',
                        message: `La fiche de « ${customerName} » sera enregistrée et validée ; elle ne pourra plus être modifiée ensuite.`,
                      });
                      if (!asked) return;
                      verifying.current = true;
                      void form.submitForm().finally(() => {
                        verifying.current = false;
                      });
                    }}
                  >
                    Confirmer
                  </Button>
                )}
              </div>
            }
          >
            <div className={styles.summary}>
              <SummaryItem label="Statut">
                <CustomerStatusBadge statusId={customer.customerStatusId} testId="customer-status-label" />
              </SummaryItem>
              <SummaryItem label="Origine">{customer.origin?.name || '—'}</SummaryItem>
              <SummaryItem label="Entrepôt">{customer.warehouse?.localisation || '—'}</SummaryItem>
              <SummaryItem label="Créé le">{formatDate(customer.createdAt) || '—'}</SummaryItem>
            </div>
            {readOnly && (
              <MessageBar intent="info" data-testid="customer-read-only">
                <MessageBarBody>
                  Un client au statut « {statusLabel(customer.customerStatusId)} » ne peut pas être modifié : la fiche est en lecture seule.
                </MessageBarBody>
              </MessageBar>
            )}
          </Section>
          <FormSection
            onSubmit={form.handleSubmit}
            submitDisabled={page.submitDisabled || busy}
            saving={page.saving && !verifying.current}
            readOnly={readOnly}
            pending={page.dirty}
          >
            <ReadOnlyField label="Code" value={customer.code} testId="customer-code" />
            <FormInput form={form} name="firstName" label="Prénom" required />
            <FormInput form={form} name="lastName" label="Nom" required />
            <FormInput form={form} name="phoneNumber" label="Téléphone" type="tel" required />
            <FormInput form={form} name="email" label="E-mail" type="email" />
            <FormSelect form={form} name="channelId" label="Canal" options={channels} required />
            <FormSelect form={form} name="segmentId" label="Segment" options={segments} />
            <ReadOnlyField label="Type" value={customer.customerType?.code} />
            <FormInput form={form} name="cin" label="CIN" />
            <FormInput form={form} name="rc" label="RC" />
            <FormInput form={form} name="patente" label="Patente" />
            <FormInput form={form} name="ice" label="ICE" />
            {readOnly ? (
              <ReadOnlyField label="Modes de paiement" value={paymentModes.filter((mode) => form.values.paymentModeIds.includes(String(mode.paymentModeId))).map((mode) => mode.title).join(', ')} />
            ) : (
              <PaymentModes form={form} modes={paymentModes} />
            )}
          </FormSection>
          <AddressesGrid customerId={customer.customerId} rows={rows} dispatch={dispatch} editable={editable} error={addressError} onSaved={page.reload} />
          <StatusDialog open={statusOpen} current={customer.customerStatusId} onClose={() => setStatusOpen(false)} onConfirm={changeStatus} />
          {confirmDialog}
        </>
      )}
    </DetailLayout>
  );
}

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.summaryItem}>
      <Caption1>{label}</Caption1>
      <div>{children}</div>
    </div>
  );
}

/** The payment modes the customer may use (checkboxes over every mode). */
function PaymentModes({ form, modes }: { form: Form<CustomerValues>; modes: readonly { paymentModeId: number; title: string }[] }) {
  const styles = useStyles();
  const chosen = new Set(form.values.paymentModeIds);
  return (
    <Field label="Modes de paiement">
      <div className={styles.modes} role="group" aria-label="Modes de paiement">
        {modes.map((mode) => {
          const value = String(mode.paymentModeId);
          return (
            <Checkbox
              key={value}
              label={mode.title}
              checked={chosen.has(value)}
              onChange={(_, data) => {
                const next = new Set(chosen);
                if (data.checked === true) next.add(value);
                else next.delete(value);
                void form.setFieldValue(
                  'paymentModeIds',
                  modes.map((item) => String(item.paymentModeId)).filter((id) => next.has(id)),
                );
              }}
            />
          );
        })}
      </div>
    </Field>
  );
}
