import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Caption1, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Calculator20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { PromotionSimulateDocument, PromotionSimulatorCustomersDocument, type PromotionInput, type PromotionSimulateQuery } from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { Section } from '../../kit/DetailLayout.tsx';
import { errorMessages } from '../../kit/errors.ts';
import { LookupCombobox, lookupSource } from '../../kit/LookupCombobox.tsx';
import { formatMoney, formatNumber } from '../../kit/money.ts';
import type { Option } from '../../kit/options.ts';
import { kitTexts } from '../../kit/texts.ts';
import { useToasts } from '../../kit/toasts.tsx';
import { articleLookup, useFormStyles } from './GiftsSection.tsx';
import { parseNumber } from './promotionForm.ts';

type Simulation = PromotionSimulateQuery['simulatePromotion'];
type PricedLine = Simulation['with']['lines'][number];

interface BasketLine {
  articleId: number;
  label: string;
  quantity: number;
}

/** A line of the result: the line with the promotion, beside the same article's line without it (none for a gift). */
interface SimulatedLine {
  key: string;
  line: PricedLine;
  without: PricedLine | null;
}

/** Pairs each line priced with the promotion with the same article's line without it; gifts stand alone. */
function simulatedLines(simulation: Simulation): SimulatedLine[] {
  const without = new Map(simulation.without.lines.filter((line) => !line.isGift).map((line) => [line.articleId, line]));
  return simulation.with.lines.map((line, index) => ({ key: `${index}-${line.articleId}`, line, without: line.isGift ? null : (without.get(line.articleId) ?? null) }));
}

const customerLookup = lookupSource(
  PromotionSimulatorCustomersDocument,
  (data) => data.promotionSimulationCustomers.map((customer) => ({ value: String(customer.itemId), label: customer.name, detail: customer.code ?? undefined })),
  (keyword) => ({ keyword, take: 20 }),
);

const useStyles = makeStyles({
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  totals: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}` },
  total: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' },
});

const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value));

const columns: Column<SimulatedLine>[] = [
  {
    id: 'article',
    header: 'Article',
    cell: ({ line }) => (
      <>
        {line.isGift && (
          <Badge appearance="tint" color="success" size="small">
            Cadeau
          </Badge>
        )}{' '}
        {line.articleDescription ? `${line.articleCode} – ${line.articleDescription}` : line.articleCode}
      </>
    ),
    title: ({ line }) => `${line.isGift ? 'Cadeau : ' : ''}${line.articleCode} ${line.articleDescription ?? ''}`.trim(),
    minWidth: 180,
  },
  { id: 'quantity', header: 'Qté', cell: ({ line }) => formatNumber(line.quantity), width: '64px', align: 'end' },
  { id: 'unitBefore', header: 'PU sans promo', cell: ({ without }) => money(without?.unitPrice), width: '120px', align: 'end', priority: 2 },
  { id: 'totalBefore', header: 'Total sans promo', cell: ({ without }) => money(without?.total), width: '130px', align: 'end' },
  { id: 'unitWith', header: 'PU promo', cell: ({ line }) => formatMoney(line.unitPromotionPrice), width: '110px', align: 'end', priority: 2 },
  { id: 'discount', header: 'Remise', cell: ({ line }) => formatMoney(line.discountAmount), width: '110px', align: 'end' },
  { id: 'totalWith', header: 'Total promo', cell: ({ line }) => formatMoney(line.total), width: '120px', align: 'end' },
];

/**
 * 'Simulateur': a customer, a few articles with quantities and an optional date; 'Simuler' prices
 * the basket without promotions and with the promotion as edited (unsaved values included).
 */
export function SimulatorSection({ promotion, promotionId }: { promotion(): PromotionInput; promotionId: number | null }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const client = useApolloClient();
  const toasts = useToasts();
  const [customer, setCustomer] = useState<Option | null>(null);
  const [article, setArticle] = useState<Option | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [date, setDate] = useState('');
  const [lines, setLines] = useState<BasketLine[]>([]);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Simulation | null>(null);
  const quantityValue = parseNumber(quantity);

  const simulate = async () => {
    if (!customer) return;
    setRunning(true);
    try {
      const { data } = await client.query({
        query: PromotionSimulateDocument,
        fetchPolicy: 'no-cache',
        variables: {
          promotion: promotion(),
          promotionId,
          basket: { customerId: Number(customer.value), date: date || null, lines: lines.map(({ articleId, quantity: count }) => ({ articleId, quantity: count })) },
        },
      });
      setResult(data?.simulatePromotion ?? null);
    } catch (error) {
      errorMessages(error).forEach(toasts.error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Section title="Simulateur" testId="promotion-simulator">
      <div className={formStyles.row}>
        <LookupCombobox label="Client" source={customerLookup} value={customer} onChange={setCustomer} testId="simulator-customer" />
        <Field label="Date">
          <Input type="date" value={date} onChange={(_, data) => setDate(data.value)} name="simulatorDate" />
        </Field>
      </div>
      <div className={formStyles.row}>
        <LookupCombobox label="Article" source={articleLookup} value={article} onChange={setArticle} testId="simulator-article" />
        <Field label="Quantité">
          <Input className={formStyles.number} value={quantity} onChange={(_, data) => setQuantity(data.value)} inputMode="numeric" name="simulatorQuantity" />
        </Field>
        <Button
          icon={<Add20Regular />}
          disabled={article === null || quantityValue === null || quantityValue <= 0}
          onClick={() => {
            if (!article || quantityValue === null) return;
            setLines((current) => [...current.filter((line) => line.articleId !== Number(article.value)), { articleId: Number(article.value), label: article.label, quantity: Math.round(quantityValue) }]);
            setArticle(null);
            setQuantity('1');
          }}
        >
          Ajouter au panier
        </Button>
      </div>
      {lines.length > 0 && (
        <div className={styles.lines} role="list" aria-label="Panier simulé">
          {lines.map((line) => (
            <div key={line.articleId} className={styles.line} role="listitem">
              <span>
                {formatNumber(line.quantity)} × {line.label}
              </span>
              <Button
                size="small"
                appearance="subtle"
                icon={<Delete20Regular />}
                aria-label={`${kitTexts.delete} ${line.label}`}
                onClick={() => setLines((current) => current.filter((item) => item.articleId !== line.articleId))}
              />
            </div>
          ))}
        </div>
      )}
      <div className={formStyles.row}>
        <Button appearance="primary" icon={running ? <Spinner size="tiny" /> : <Calculator20Regular />} disabled={!customer || lines.length === 0 || running} onClick={() => void simulate()}>
          Simuler
        </Button>
      </div>
      {result && <SimulationResult simulation={result} />}
    </Section>
  );
}

function SimulationResult({ simulation }: { simulation: Simulation }) {
  const styles = useStyles();
  const totals = [
    { label: 'Total sans promotion', value: simulation.without.total },
    { label: 'Remise', value: simulation.with.discountTotal },
    { label: 'Dont remise commande', value: simulation.with.orderDiscount },
    { label: 'Total avec la promotion', value: simulation.with.total },
  ].filter((total) => total.label !== 'Dont remise commande' || total.value !== 0);
  return (
    <>
      {simulation.notApplicable && (
        <MessageBar intent="warning" data-testid="simulator-not-applicable">
          <MessageBarBody>{simulation.notApplicable}</MessageBarBody>
        </MessageBar>
      )}
      <DataTable label="Résultat de la simulation" columns={columns} rows={simulatedLines(simulation)} rowKey={(row) => row.key} />
      <div className={styles.totals} data-testid="simulator-totals">
        {totals.map(({ label, value }) => (
          <div key={label} className={styles.total}>
            <Caption1>{label}</Caption1>
            <strong>{formatMoney(value)}</strong>
          </div>
        ))}
      </div>
    </>
  );
}
