import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { History20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { PosCustomersDocument, type PosCustomerFieldsFragment } from '../../generated/graphql.ts';
import { LookupCombobox, lookupSource } from '../../kit/LookupCombobox.tsx';
import type { Option } from '../../kit/options.ts';
import { OrderHistoryDialog } from './OrderHistoryDialog.tsx';
import { posTexts as texts } from './posTexts.ts';

export type PosCustomer = PosCustomerFieldsFragment;

const customerLookup = lookupSource(
  PosCustomersDocument,
  (data) => data.posCustomers.map((customer) => ({ value: String(customer.customerId), label: customer.name, detail: [customer.code, customer.phoneNumber].filter(Boolean).join(' · ') })),
  (keyword) => ({ keyword }),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  summary: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  label: { color: tokens.colorNeutralForeground3 },
  // Wraps rather than cuts: the code at the end is what the agent reads back to the customer.
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  history: { gridColumnStart: 3, gridRowStart: 1, gridRowEnd: 4 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The customer: a search (the point of sale only), then the summary seed 001 names and the order history. */
export function CustomerPanel({ customer, onChoose }: { customer: PosCustomer | null; onChoose?: (customerId: number | null) => void }) {
  const styles = useStyles();
  const [historyOpen, setHistoryOpen] = useState(false);
  const chosen: Option | null = customer ? { value: String(customer.customerId), label: customer.name } : null;
  return (
    <div className={styles.root} data-testid="pos-customer">
      {onChoose && (
        <LookupCombobox
          label={texts.customer}
          placeholder={texts.customerHint}
          source={customerLookup}
          value={chosen}
          onChange={(option) => onChoose(option ? Number(option.value) : null)}
          testId="pos-customer-search"
        />
      )}
      {customer ? (
        <div className={styles.summary} data-testid="pos-customer-summary">
          <Caption1 className={styles.label}>{texts.name}</Caption1>
          <Text className={styles.name}>
            {customer.name} ({customer.code})
          </Text>
          <Button className={styles.history} icon={<History20Regular />} onClick={() => setHistoryOpen(true)}>
            {texts.history}
          </Button>
          <Caption1 className={styles.label}>{texts.channel}</Caption1>
          <Text>{customer.channel?.channelCode ?? '—'}</Text>
          <Caption1 className={styles.label}>{texts.phone}</Caption1>
          <Text>{customer.phoneNumber ?? '—'}</Text>
          <OrderHistoryDialog customerId={customer.customerId} open={historyOpen} onClose={() => setHistoryOpen(false)} />
        </div>
      ) : (
        <Text className={styles.hint}>{texts.chooseCustomer}</Text>
      )}
    </div>
  );
}
