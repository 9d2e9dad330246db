import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Field, Input, Spinner, Switch, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular, Search20Regular } from '@fluentui/react-icons';
import { Messages } from '@console/schema';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { boolean, object } from 'yup';
import { boundedText } from '../../kit/textRules.ts';
import { CustomerForUpdateDocument, CustomerUpdateLocationDocument, type CustomerForUpdateQuery } from '../../generated/graphql.ts';
import { Section } from '../../kit/DetailLayout.tsx';
import { useDocumentTitle } from '../../kit/useDocumentTitle.ts';
import { errorMessages } from '../../kit/errors.ts';
import { fieldError } from '../../kit/formFields.tsx';
import { LookupCombobox } from '../../kit/LookupCombobox.tsx';
import type { Option } from '../../kit/options.ts';
import { ReadOnlyField } from '../../kit/ReadOnlyField.tsx';
import { useToasts } from '../../kit/toasts.tsx';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { CoordinateInput } from './CoordinateInput.tsx';
import { sectorLookup } from './options.ts';
import { isCoordinate, statusLabel, updateScreenMessage, updateScreenState } from './rules.ts';

type Customer = NonNullable<CustomerForUpdateQuery['customerForUpdate']>;

interface LocationValues {
  active: boolean;
  sector: Option | null;
  longitude: string;
  latitude: string;
}

const COORDINATE_MESSAGE = 'Format de coordonnée invalide';
const FIELDS = ['sectorId', 'longitude', 'latitude', 'active'] as const;

const schema = object({
  active: boolean(),
  longitude: boundedText('longitude').required(Messages.requiredField).test('longitude', COORDINATE_MESSAGE, (value) => isCoordinate(value ?? '', 'longitude')),
  latitude: boundedText('latitude').required(Messages.requiredField).test('latitude', COORDINATE_MESSAGE, (value) => isCoordinate(value ?? '', 'latitude')),
});

/** The customer's default address gives the sector and the coordinates shown. */
function toValues(customer: Customer | null): LocationValues {
  const address = customer?.addresses.find((candidate) => candidate.isDefault) ?? customer?.addresses[0];
  const sectorId = address?.sectorId ?? customer?.sector?.sectorId;
  const sectorName = address?.sectorName ?? customer?.sector?.name;
  return {
    active: updateScreenState(customer?.customerStatusId).active,
    sector: sectorId ? { value: String(sectorId), label: sectorName ?? String(sectorId) } : null,
    longitude: address?.longitude ?? '0',
    latitude: address?.latitude ?? '0',
  };
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  search: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  message: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`, alignItems: 'start' },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * /customer/update (permission 30): find a customer by id; for statuses 3 and 4 only, change the
 * activation, the sector and the coordinates of the default address. Success returns to the list.
 */
export default function CustomerUpdatePage() {
  const styles = useStyles();
  useDocumentTitle('Mise à jour client');
  const navigate = useNavigate();
  const toasts = useToasts();
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const { data, loading, error } = useQuery(CustomerForUpdateDocument, customerId === null ? skipToken : { variables: { customerId }, fetchPolicy: 'network-only' });
  const customer = customerId !== null && data ? (data.customerForUpdate ?? null) : null;
  const save = useAppMutation(CustomerUpdateLocationDocument, { result: (answer) => answer.updateCustomerLocation, fields: FIELDS });

  useEffect(() => {
    if (customerId !== null && data && !loading && data.customerForUpdate === null) toasts.error(Messages.noResult);
  }, [customerId, data, loading, toasts]);
  useEffect(() => {
    if (error) errorMessages(error).forEach(toasts.error);
  }, [error, toasts]);

  const { editable } = updateScreenState(customer?.customerStatusId);
  const form = useFormik<LocationValues>({
    initialValues: toValues(customer),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      if (!customer) return;
      const outcome = await save.run({
        customerId: customer.customerId,
        active: values.active,
        sectorId: values.sector ? Number(values.sector.value) : null,
        longitude: values.longitude,
        latitude: values.latitude,
      });
      if (!outcome.ok) {
        helpers.setErrors({ ...outcome.fieldErrors, sector: outcome.fieldErrors.sectorId } as never);
        return;
      }
      navigate('/customers');
    },
  });

  const find = () => {
    const text = search.trim();
    if (!/^\d+$/.test(text) || Number(text) < 1) {
      setCustomerId(null);
      if (text !== '') toasts.error(Messages.noResult);
      return;
    }
    setCustomerId(Number(text));
  };

  const message = loading ? null : updateScreenMessage(customer?.customerStatusId);
  const sectorError = typeof form.errors.sector === 'string' ? form.errors.sector : undefined;
  return (
    <section className={styles.page}>
      <Title2 as="h1">Mise à jour client</Title2>
      <Section>
        <div className={styles.search} role="search">
          <Field label="Identifiant du client">
            <Input
              value={search}
              inputMode="numeric"
              placeholder="Ex. 1250"
              onChange={(_, value) => setSearch(value.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') find();
              }}
            />
          </Field>
          <Button icon={loading ? <Spinner size="tiny" /> : <Search20Regular />} onClick={find}>
            Rechercher
          </Button>
        </div>
      </Section>
      <Section>
        {message && (
          <Text role="alert" className={styles.message} data-testid="customer-update-message">
            {message}
          </Text>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            form.handleSubmit(event);
          }}
          noValidate
          className={styles.form}
        >
          <div className={styles.fields}>
            <ReadOnlyField label="Code" value={customer?.code} testId="customer-update-code" />
            <ReadOnlyField label="Nom" value={customer ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') : ''} testId="customer-update-name" />
            <ReadOnlyField label="Téléphone" value={customer?.phoneNumber} />
          </div>
          {editable ? (
            <>
              <div className={styles.fields}>
                <Field label="Activation">
                  <Switch
                    label={form.values.active ? 'Actif' : 'Désactivé'}
                    checked={form.values.active}
                    disabled={form.isSubmitting}
                    onChange={(_, value) => void form.setFieldValue('active', value.checked)}
                  />
                </Field>
                <LookupCombobox
                  label="Secteur"
                  source={sectorLookup}
                  value={form.values.sector}
                  disabled={form.isSubmitting}
                  onChange={(option) => void form.setFieldValue('sector', option)}
                  validationMessage={sectorError}
                  testId="customer-update-sector"
                />
              </div>
              <div className={styles.fields}>
                <CoordinateInput
                  kind="longitude"
                  label="Longitude"
                  value={form.values.longitude}
                  disabled={form.isSubmitting}
                  onChange={(value) => void form.setFieldValue('longitude', value)}
                  onBlur={() => void form.setFieldTouched('longitude', true)}
                  error={fieldError(form, 'longitude')}
                />
                <CoordinateInput
                  kind="latitude"
                  label="Latitude"
                  value={form.values.latitude}
                  disabled={form.isSubmitting}
                  onChange={(value) => void form.setFieldValue('latitude', value)}
                  onBlur={() => void form.setFieldTouched('latitude', true)}
                  error={fieldError(form, 'latitude')}
                />
              </div>
            </>
          ) : (
            // Nothing chosen, or a status that cannot change here: values to read, not controls.
            <>
              <div className={styles.fields}>
                <ReadOnlyField label="Activation" value={customer ? statusLabel(customer.customerStatusId) : ''} testId="customer-update-activation" />
                <ReadOnlyField label="Secteur" value={customer ? form.values.sector?.label : ''} />
              </div>
              <div className={styles.fields}>
                <ReadOnlyField label="Longitude" value={customer ? form.values.longitude : ''} />
                <ReadOnlyField label="Latitude" value={customer ? form.values.latitude : ''} />
              </div>
            </>
          )}
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={!editable || form.isSubmitting} icon={form.isSubmitting ? <Spinner size="tiny" /> : <ArrowSync20Regular />}>
              Mettre à jour
            </Button>
          </div>
        </form>
      </Section>
    </section>
  );
}
