import { useQuery } from '@apollo/client/react';
import { Button, Dropdown, Field, Input, MessageBar, MessageBarBody, Option, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { dispatchConfigurationErrors } from '@console/schema';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DispatchWarehousesDocument } from '../../../generated/graphql.ts';
import { Section } from '../../../kit/DetailLayout.tsx';
import { errorMessages } from '../../../kit/errors.ts';
import { useDocumentTitle } from '../../../kit/useDocumentTitle.ts';
import { DispatchMap } from './DispatchMap.tsx';
import { dispatchTexts as texts } from './dispatchTexts.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  // Fixed widths: an error under a field wraps there instead of pushing the buttons to another line.
  warehouse: { width: '290px' },
  date: { width: '180px' },
  // The buttons line up with the inputs, under the labels.
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, paddingTop: '26px' },
});

interface Configuration {
  warehouseId: number | null;
  dateFrom: string;
  dateTo: string;
}

const EMPTY: Configuration = { warehouseId: null, dateFrom: '', dateTo: '' };

/** The configuration in the query string (a reload keeps the map); null parts when absent or unreadable. */
function fromParams(params: URLSearchParams): Configuration {
  const id = Number(params.get('warehouseId'));
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  };
  return { warehouseId: Number.isInteger(id) && id > 0 ? id : null, dateFrom: date('dateFrom'), dateTo: date('dateTo') };
}

/**
 * `/map` (seed 002, permission 14): the configuration (warehouse, desired delivery dates from and to, reset,
 * confirm) and, once it is valid, the dispatch map of the confirmed orders it selects.
 */
export default function DispatchPage() {
  const styles = useStyles();
  useDocumentTitle(texts.title);
  const [params, setParams] = useSearchParams();
  const applied = fromParams(params);
  const [form, setForm] = useState<Configuration>(applied);
  const [submitted, setSubmitted] = useState(false);
  const warehouses = useQuery(DispatchWarehousesDocument);
  const list = warehouses.data?.deliveryWarehouses ?? [];
  const errors = submitted ? dispatchConfigurationErrors(form) : {};
  const appliedValid = Object.keys(dispatchConfigurationErrors(applied)).length === 0;
  const warehouse = appliedValid ? list.find((candidate) => candidate.warehouseId === applied.warehouseId) : undefined;
  const chosen = list.find((candidate) => candidate.warehouseId === form.warehouseId);
  const labelOf = (candidate: (typeof list)[number]) => `${candidate.code} – ${candidate.localisation}`;

  const confirm = () => {
    setSubmitted(true);
    if (Object.keys(dispatchConfigurationErrors(form)).length > 0 || form.warehouseId === null) return;
    setParams({ warehouseId: String(form.warehouseId), dateFrom: form.dateFrom, dateTo: form.dateTo });
  };
  const reset = () => {
    setForm(EMPTY);
    setSubmitted(false);
    setParams({});
  };

  return (
    <section className={styles.page}>
      <Title2 as="h1">{texts.title}</Title2>
      <Section title={texts.configuration} testId="dispatch-configuration">
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field label={texts.warehouse} required validationMessage={errors.warehouseId} className={styles.warehouse}>
            <Dropdown
              placeholder={texts.chooseWarehouse}
              value={chosen ? labelOf(chosen) : ''}
              selectedOptions={form.warehouseId === null ? [] : [String(form.warehouseId)]}
              onOptionSelect={(_, option) => option.optionValue && setForm({ ...form, warehouseId: Number(option.optionValue) })}
            >
              {list.map((candidate) => (
                <Option key={candidate.warehouseId} value={String(candidate.warehouseId)}>
                  {labelOf(candidate)}
                </Option>
              ))}
            </Dropdown>
          </Field>
          <Field label={texts.dateFrom} required validationMessage={errors.dateFrom} className={styles.date}>
            <Input type="date" name="dateFrom" value={form.dateFrom} onChange={(_, data) => setForm({ ...form, dateFrom: data.value })} />
          </Field>
          <Field label={texts.dateTo} required validationMessage={errors.dateTo} className={styles.date}>
            <Input type="date" name="dateTo" value={form.dateTo} min={form.dateFrom || undefined} onChange={(_, data) => setForm({ ...form, dateTo: data.value })} />
          </Field>
          <div className={styles.actions}>
            <Button type="button" onClick={reset}>
              {texts.reset}
            </Button>
            <Button type="submit" appearance="primary">
              {texts.confirm}
            </Button>
          </div>
        </form>
      </Section>
      {warehouses.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessages(warehouses.error).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      {warehouse ? (
        <DispatchMap key={`${warehouse.warehouseId}/${applied.dateFrom}/${applied.dateTo}`} warehouse={warehouse} dateFrom={applied.dateFrom} dateTo={applied.dateTo} />
      ) : (
        warehouses.data && (
          <MessageBar intent="info">
            <MessageBarBody>{texts.configureFirst}</MessageBarBody>
          </MessageBar>
        )
      )}
    </section>
  );
}
