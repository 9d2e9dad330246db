import { Badge, Button, Checkbox, Dropdown, Field, Option as FluentOption, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Star20Regular } from '@fluentui/react-icons';
import { Messages } from '@console/schema';
import { useCallback, useRef, type Dispatch } from 'react';
import { object, string } from 'yup';
import { boundedText, requiredText } from '../../kit/textRules.ts';
import { CustomerFormOptionsDocument, CustomerSaveAddressesDocument, CustomerSectorsDocument, type CustomerAddressFieldsFragment } from '../../generated/graphql.ts';
import { EditableGrid } from '../../kit/EditableGrid.tsx';
import { changesToSend, gridReducer, type GridAction, type GridRow } from '../../kit/editableRows.ts';
import { FormInput, fieldError, type Form } from '../../kit/formFields.tsx';
import { queryOptions, toOptions, useOptions, type Option } from '../../kit/options.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { CoordinateInput } from './CoordinateInput.tsx';
import { regionOptions } from './options.ts';
import { DEFAULT_COORDINATE, addressChange, defaultAddressEdits, isCoordinate, withDefaultRule, type AddressData } from './rules.ts';

const countryOptions = queryOptions(CustomerFormOptionsDocument, (data) => toOptions(data.countries, (country) => country.countryId, (country) => country.name));
const sectorsOfRegion = queryOptions(
  CustomerSectorsDocument,
  (data) => toOptions(data.sectors.items, (sector) => sector.sectorId, (sector) => sector.name),
  (context: { regionId: string }) => (context.regionId ? { regionId: Number(context.regionId), take: 1000 } : null),
);

const COORDINATE_MESSAGE = 'Format de coordonnée invalide';

/** Seed 000 §5: address, postal code, country, region and sector required; coordinates default "0". */
const rowSchema = object({
  adress: requiredText('adress'),
  postalCode: requiredText('postalCode'),
  countryId: string().required(Messages.requiredField),
  regionId: string().required(Messages.requiredField),
  sectorId: string().required(Messages.requiredField),
  latitude: boundedText('latitude').test('latitude', COORDINATE_MESSAGE, (value) => !value || isCoordinate(value, 'latitude')),
  longitude: boundedText('longitude').test('longitude', COORDINATE_MESSAGE, (value) => !value || isCoordinate(value, 'longitude')),
});

const newAddress = (isFirst: boolean): AddressData => ({
  adress: '',
  postalCode: '',
  countryId: '',
  countryName: '',
  regionId: '',
  regionName: '',
  sectorId: '',
  sectorName: '',
  latitude: DEFAULT_COORDINATE,
  longitude: DEFAULT_COORDINATE,
  isDefault: isFirst,
});

const text = (value: string | null | undefined) => value ?? '';
const idText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A server address as a grid row. */
export const toAddressRow = (address: CustomerAddressFieldsFragment): { id: number; data: AddressData } => ({
  id: address.customerAdressId,
  data: {
    adress: address.adress,
    postalCode: text(address.postalCode),
    countryId: idText(address.countryId),
    countryName: text(address.countryName),
    regionId: idText(address.regionId),
    regionName: text(address.regionName),
    sectorId: idText(address.sectorId),
    sectorName: text(address.sectorName),
    latitude: address.latitude || DEFAULT_COORDINATE,
    longitude: address.longitude || DEFAULT_COORDINATE,
    isDefault: address.isDefault,
  },
});

const useStyles = makeStyles({
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
  twoColumns: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

/**
 * The customer's addresses: add and edit in a dialog (region → sector), delete, set default (clears
 * the others). One saving model: each confirmed dialog (add, edit, delete) and each 'Définir par
 * défaut' is saved at once, and the grid then shows the server's rows, so an address never waits
 * for the form's 'Enregistrer' (which saves the customer's own fields).
 */
export function AddressesGrid({
  customerId,
  rows,
  dispatch,
  editable,
  error,
  onSaved,
}: {
  customerId: number;
  /** Reloads the customer (its addresses come back as the grid's rows; unsaved form fields are kept). */
  onSaved(): Promise<unknown>;
  rows: readonly GridRow<AddressData>[];
  dispatch: Dispatch<GridAction<AddressData>>;
  editable: boolean;
  /** The at-least-one message, under the block. */
  error?: string | null;
}) {
  const styles = useStyles();
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const save = useAppMutation(CustomerSaveAddressesDocument, { result: (data) => data.saveCustomerAddresses });
  const withRules = useCallback((action: GridAction<AddressData>) => withDefaultRule(rowsRef.current, action).forEach(dispatch), [dispatch]);
  // Applies the grid actions to a copy, sends what they change, then reloads the server's rows (the
  // answer holds only the rows sent).
  const saveNow = async (actions: readonly GridAction<AddressData>[]): Promise<boolean> => {
    const changes = changesToSend(actions.reduce(gridReducer<AddressData>, rowsRef.current));
    if (changes.length === 0) return true;
    const outcome = await save.run({ customerId, changes: changes.map(addressChange) });
    if (!outcome.ok) return false;
    await onSaved();
    return true;
  };

  return (
    <div className={styles.block}>
      <EditableGrid<AddressData>
        title="Adresses"
        testId="customer-addresses"
        rows={rows}
        dispatch={withRules}
        editable={editable}
        addTitle="Nouvelle adresse"
        editTitle="Modifier l'adresse"
        newRow={() => newAddress(rowsRef.current.every((row) => row.typeAction === 3))}
        rowSchema={rowSchema}
        columns={[
          { id: 'adress', header: 'Adresse', cell: (data) => data.adress, wrap: true },
          { id: 'postalCode', header: 'Code postal', cell: (data) => data.postalCode, width: '100px' },
          { id: 'region', header: 'Région', cell: (data) => data.regionName },
          { id: 'sector', header: 'Secteur', cell: (data) => data.sectorName },
          { id: 'coordinates', header: 'Lat. / Long.', cell: (data) => `${data.latitude} / ${data.longitude}`, width: '170px' },
          {
            id: 'default',
            header: 'Par défaut',
            // The whole « Définir par défaut » button, dense cells included.
            width: '188px',
            cell: (data) => {
              if (data.isDefault) return <Badge appearance="filled" color="brand">Par défaut</Badge>;
              if (!editable) return null;
              return (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Star20Regular />}
                  data-testid="address-set-default"
                  onClick={(event) => {
                    event.stopPropagation();
                    const row = rowsRef.current.find((candidate) => candidate.data === data);
                    if (row) void saveNow(defaultAddressEdits(rowsRef.current, row.key));
                  }}
                  onKeyDown={(event) => event.stopPropagation()}
                >
                  Définir par défaut
                </Button>
              );
            },
          },
        ]}
        renderFields={(form) => <AddressFields form={form} />}
        onCommitRow={async (row, data) => ((await saveNow(withDefaultRule(rowsRef.current, { type: 'commit', key: row.key, data }))) ? 'replaced' : null)}
        onRemoveRow={async (row) => (row.id === null ? true : saveNow([{ type: 'remove', key: row.key }]))}
      />
      {error && (
        <Text role="alert" className={styles.error} data-testid="addresses-error">
          {error}
        </Text>
      )}
    </div>
  );
}

/** The address dialog's fields; the sector list follows the region and is cleared when it changes. */
function AddressFields({ form }: { form: Form<AddressData> }) {
  const styles = useStyles();
  const { options: countries } = useOptions(countryOptions, {});
  const { options: regions } = useOptions(regionOptions, {});
  const { options: sectors } = useOptions(sectorsOfRegion, { regionId: form.values.regionId });
  // One setValues per choice: formik validates each setFieldValue against the values of the last
  // render, so two in a row would validate a half-updated row.
  const labelOf = (options: Option[], value: string) => options.find((option) => option.value === value)?.label ?? '';
  return (
    <>
      <FormInput form={form} name="adress" label="Adresse" required />
      <FormInput form={form} name="postalCode" label="Code postal" required />
      <Select form={form} name="countryId" label="Pays" options={countries} onSelect={(value) => void form.setValues({ ...form.values, countryId: value, countryName: labelOf(countries, value) })} />
      <Select
        form={form}
        name="regionId"
        label="Région"
        options={regions}
        onSelect={(value) => {
          if (value === form.values.regionId) return;
          void form.setValues({ ...form.values, regionId: value, regionName: labelOf(regions, value), sectorId: '', sectorName: '' });
        }}
      />
      <Select
        form={form}
        name="sectorId"
        label="Secteur"
        options={sectors}
        disabled={!form.values.regionId}
        onSelect={(value) => void form.setValues({ ...form.values, sectorId: value, sectorName: labelOf(sectors, value) })}
      />
      <div className={styles.twoColumns}>
        <CoordinateInput
          kind="latitude"
          label="Latitude"
          value={form.values.latitude}
          onChange={(value) => void form.setFieldValue('latitude', value)}
          onBlur={() => void form.setFieldTouched('latitude', true)}
          error={fieldError(form, 'latitude')}
        />
        <CoordinateInput
          kind="longitude"
          label="Longitude"
          value={form.values.longitude}
          onChange={(value) => void form.setFieldValue('longitude', value)}
          onBlur={() => void form.setFieldTouched('longitude', true)}
          error={fieldError(form, 'longitude')}
        />
      </div>
      <Checkbox label="Adresse par défaut" checked={form.values.isDefault} onChange={(_, data) => void form.setFieldValue('isDefault', data.checked === true)} />
    </>
  );
}

/** A required select of the dialog, with a custom change (names kept beside ids, dependent fields cleared). */
function Select({
  form,
  name,
  label,
  options,
  disabled,
  onSelect,
}: {
  form: Form<AddressData>;
  name: 'countryId' | 'regionId' | 'sectorId';
  label: string;
  options: Option[];
  disabled?: boolean;
  onSelect(value: string): void;
}) {
  const error = fieldError(form, name);
  const value = form.values[name];
  const names = { countryId: 'countryName', regionId: 'regionName', sectorId: 'sectorName' } as const;
  const shown = options.find((option) => option.value === value)?.label ?? form.values[names[name]];
  return (
    <Field label={label} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        name={name}
        placeholder="Choisir…"
        disabled={disabled}
        value={value ? shown : ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => onSelect(data.optionValue ?? '')}
        onBlur={() => void form.setFieldTouched(name, true)}
      >
        {options.map((option) => (
          <FluentOption key={option.value} value={option.value}>
            {option.label}
          </FluentOption>
        ))}
      </Dropdown>
    </Field>
  );
}
