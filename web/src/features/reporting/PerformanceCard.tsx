import { Sparkline } from '@fluentui/react-charts';
import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import type { PerformanceReportQuery } from '../../generated/graphql.ts';
import { urlWithQuery } from '../../kit/download.ts';
import { formatChange, formatFigure, pluralLabel, type FigureKind } from './figures.ts';
import { FIGURE_LABELS, FIGURE_LOWER_IS_BETTER, reportTexts } from './texts.ts';

const texts = reportTexts.performance;

export type Card = PerformanceReportQuery['performanceReport']['cards'][number];

/** The ten coloured cards (seed 002), one colour each, in the dashboard's order. */
const COLOURS = [
  tokens.colorPaletteBlueBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteRedBorderActive,
  tokens.colorPalettePurpleBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPaletteCranberryBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteNavyBorderActive,
  tokens.colorPaletteForestBorderActive,
];

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    borderTop: '4px solid currentColor',
    textDecoration: 'none',
    ':hover': { boxShadow: tokens.shadow16 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  label: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold, minHeight: '2.6em' },
  value: { color: tokens.colorNeutralForeground1, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  change: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, fontVariantNumeric: 'tabular-nums' },
  better: { color: tokens.colorPaletteGreenForeground1 },
  worse: { color: tokens.colorPaletteRedForeground1 },
  same: { color: tokens.colorNeutralForeground2 },
  note: { color: tokens.colorNeutralForeground3, marginTop: 'auto' },
  spark: { height: '32px' },
});

/** How a card reads, by the server's unit alone: amounts in Dh, counts, ratios whose change reads in points. */
const UNIT_KINDS: Readonly<Record<Card['unit'], FigureKind>> = { AMOUNT: 'amount', COUNT: 'count', RATIO: 'ratio' };


/** The orders behind a card, as the all-orders list reads them from its URL (`/orders?statusIds=…`). */
export const ordersLink = (card: Card): string =>
  urlWithQuery('/orders', { statusIds: card.orders.statusIds.join(','), dateType: card.orders.dateType, dateFrom: card.orders.dateFrom, dateTo: card.orders.dateTo });

/**
 * One card of the dashboard: the figure (plural above 1), its change against the previous period of equal length
 * (absolute and percent, points for ratios, « — » when the previous value is 0), the period's sparkline, and a link
 * to the orders behind it. Every number is the server's.
 */
export function PerformanceCard({ card, index }: { card: Card; index: number }) {
  const styles = useStyles();
  const kind = UNIT_KINDS[card.unit];
  const label = FIGURE_LABELS[card.figure] ?? { one: card.figure, other: card.figure };
  const shownLabel = pluralLabel(label, card.value);
  const change = formatChange(kind, card);
  const better = FIGURE_LOWER_IS_BETTER.has(card.figure) ? card.change < 0 : card.change > 0;
  const tone = card.change === 0 ? styles.same : better ? styles.better : styles.worse;
  const colour = COLOURS[index % COLOURS.length];
  const points = card.series.map((point, position) => ({ x: position, y: point.value }));
  return (
    <Link to={ordersLink(card)} className={styles.card} style={{ color: colour }} data-testid={`card-${card.figure}`} aria-label={`${shownLabel} : ${formatFigure(kind, card.value)}. ${texts.openOrders(shownLabel)}`}>
      <Text className={styles.label}>{shownLabel}</Text>
      <Text className={styles.value} data-testid="card-value">
        {formatFigure(kind, card.value)}
      </Text>
      <div className={mergeClasses(styles.change, tone)} data-testid="card-change">
        <span data-testid="card-change-absolute">{change.absolute}</span>
        <span data-testid="card-change-percent">{change.relative}</span>
      </div>
      <Caption1 className={styles.note} title={texts.previousValue(formatFigure(kind, card.previous))}>
        {texts.previous}
      </Caption1>
      {/* Decorative (the figures above say it all): inert, so the chart's own focus stop and English label stay out. */}
      <div className={styles.spark} inert>
        {points.length > 1 && (
          <Sparkline
            key={points.map((point) => point.y).join(' ')}
            width={150}
            height={32}
            data={{ chartTitle: shownLabel, lineChartData: [{ legend: shownLabel, color: 'currentColor', data: points }] }}
          />
        )}
      </div>
    </Link>
  );
}
