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
import { changesToSend } from '../../kit/editableRows.ts';
import { FormInput, FormSelect, type Form } from '../../kit/formFields.tsx';
import { toOptions, useOptions } from '../../kit/options.ts';
import { ReadOnlyField } from '../../kit/ReadOnlyField.tsx';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDetailPage } from '../../kit/useDetailPage.ts';
import { AddressesGrid } from './AddressesGrid.tsx';
import { CustomerStatusBadge } from './CustomerStatusBadge.tsx';
import { channelOptions } from './options.ts';
import { ADDRESS_MESSAGES, activationAction, addressChange, hasAddress, isCustomerEditable, statusLabel, type AddressData } from './rules.ts';
import { StatusDialog } from './StatusDialog.tsx';

type Customer = NonNullable<CustomerDetailQuery['customer']>;
type Address = Customer['addresses'][number];

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

export const toAddressData = (address: Address): AddressData => ({
  adress: address.adress,
  postalCode: text(address.postalCode),
  countryId: idText(address.countryId),
  countryName: text(address.countryName),
  regionId: idText(address.regionId),
  regionName: text(address.regionName),
  sectorId: idText(address.sectorId),
  sectorName: text(address.sectorName),
  latitude: address.latitude || '0',
  longitude: address.longitude || '0',
  isDefault: address.isDefault,
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
  const [editable, setEditable] = useState(false);

  const page = useDetailPage({
    load: { query: CustomerDetailDocument, variables: (customerId) => ({ customerId }), read: (data) => data.customer ?? null },
    notFound: '/customers',
    listPath: '/customers',
    editPath: (customerId) => `/customers/${customerId}`,
    toValues,
    schema: customerSchema,
    editable,
    create: async () => ({ ok: false, fieldErrors: {} }),
    update: async (customerId, values) => {
      const verify = verifying.current;
      verifying.current = false;
      if (!hasAddress(rows)) {
        setAddressError(ADDRESS_MESSAGES.atLeastOne);
        return { ok: false, fieldErrors: {} };
      }
      setAddressError(null);
      const outcome = await update.run({
        customerId,
        verify,
        addresses: changesToSend(rows).map(addressChange),
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
      // The seeds reload the customer after a save (and after the confirm): the grid shows the server's rows.
      await page.reload();
      return { ok: true, id: customerId };
    },
  });
  const customer = page.item;
  const form = page.formik;
  useEffect(() => setEditable(isCustomerEditable(customer?.customerStatusId)), [customer?.customerStatusId]);
  useEffect(() => {
    if (!customer) return;
    dispatch({ type: 'load', rows: customer.addresses.map((address) => ({ id: address.customerAdressId, data: toAddressData(address) })) });
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

  const changeStatus = async (statusId: number) => {
    if (!customer) return false;
    const outcome = await setStatus.run({ customerId: customer.customerId, statusId });
    if (outcome.ok) await page.reload();
    return outcome.ok;
  };
  const activation = activationAction(customer?.customerStatusId);
  const readOnly = !editable;
  const busy = page.saving || setStatus.loading;

  return (
    <DetailLayout
      title={customer ? `Client : ${[customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.code}` : 'Client'}
      documentTitle={customer ? `Client ${customer.code ?? customer.customerId}` : 'Client'}
      onBack={page.back}
      loading={page.loading}
      error={page.loadError}
    >
      {customer && (
        <>
          <Section
            title="Statut"
            testId="customer-status"
            actions={
              <div className={styles.actions}>
                {activation && (
                  <Button icon={<Power20Regular />} disabled={busy} onClick={() => void changeStatus(activation.statusId)}>
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
                    onClick={() => {
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
          <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled || busy} saving={page.saving && !verifying.current} hideSubmit={readOnly}>
            <ReadOnlyField label="Code" value={customer.code} testId="customer-code" />
            <FormInput form={form} name="firstName" label="Prénom" required disabled={readOnly} />
            <FormInput form={form} name="lastName" label="Nom" required disabled={readOnly} />
            <FormInput form={form} name="phoneNumber" label="Téléphone" type="tel" required disabled={readOnly} />
            <FormInput form={form} name="email" label="E-mail" type="email" disabled={readOnly} />
            <FormSelect form={form} name="channelId" label="Canal" options={channels} required disabled={readOnly} />
            <FormSelect form={form} name="segmentId" label="Segment" options={segments} disabled={readOnly} />
            <ReadOnlyField label="Type" value={customer.customerType?.code} />
            <FormInput form={form} name="cin" label="CIN" disabled={readOnly} />
            <FormInput form={form} name="rc" label="RC" disabled={readOnly} />
            <FormInput form={form} name="patente" label="Patente" disabled={readOnly} />
            <FormInput form={form} name="ice" label="ICE" disabled={readOnly} />
            <PaymentModes form={form} modes={paymentModes} disabled={readOnly} />
          </FormSection>
          <AddressesGrid customerId={customer.customerId} rows={rows} dispatch={dispatch} editable={editable} error={addressError} />
          <StatusDialog open={statusOpen} current={customer.customerStatusId} onClose={() => setStatusOpen(false)} onConfirm={changeStatus} />
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
function PaymentModes({ form, modes, disabled }: { form: Form<CustomerValues>; modes: readonly { paymentModeId: number; title: string }[]; disabled: boolean }) {
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
              disabled={disabled}
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
