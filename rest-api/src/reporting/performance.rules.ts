/**
 * The performance dashboard's cards (seed 002 « performance »; the comparison, sparklines and orders behind each card
 * are ours, issue 27) as pure functions: which figure each card shows, its unit and order set, the comparison with
 * the previous period and the orders list's filter behind it. The figures themselves come from SQL
 * (figures.repository.ts).
 */
import { comparePeriods, REPORT_ORDER_SETS, type InstantRange, type ReportOrderSetName } from '@console/schema';
import type { Figures } from './figures.repository.ts';

export type PerformanceFigure =
  | 'LINES'
  | 'ORDERS'
  | 'CANCELED_ORDERS'
  | 'CA_AVERAGE'
  | 'CA_AMOUNT'
  | 'CANCELED_CA_AMOUNT'
  | 'RETURNED_ORDERS'
  | 'RETURNED_CA_AMOUNT'
  | 'LINES_AVERAGE_PER_ORDER'
  | 'DELIVERED_CA_AMOUNT';
/** COUNT orders or lines; AMOUNT DH TTC, a total or an average per order (its change in DH); RATIO a number per order (its change in points). */
export type FigureUnit = 'COUNT' | 'AMOUNT' | 'RATIO';

/** The seed's performance recap response, plus the tenth card's figure. */
export interface PerformanceRecap {
  linesNumber: number;
  ordersNumber: number;
  canceledOrdersNumber: number;
  caAverage: number;
  caAmount: number;
  canceledCAAmount: number;
  returnedOrdersNumber: number;
  returnedCAAmount: number;
  linesAveragePerOrder: number;
  deliveredCAAmount: number;
}

interface CardDefinition {
  figure: PerformanceFigure;
  key: keyof PerformanceRecap;
  unit: FigureUnit;
  set: ReportOrderSetName;
}

/** The ten cards in the dashboard's order: the seed's nine, then delivered revenue. */
const CARDS: readonly CardDefinition[] = [
  { figure: 'LINES', key: 'linesNumber', unit: 'COUNT', set: 'ordered' },
  { figure: 'ORDERS', key: 'ordersNumber', unit: 'COUNT', set: 'ordered' },
  { figure: 'CANCELED_ORDERS', key: 'canceledOrdersNumber', unit: 'COUNT', set: 'cancelled' },
  { figure: 'CA_AVERAGE', key: 'caAverage', unit: 'AMOUNT', set: 'ordered' },
  { figure: 'CA_AMOUNT', key: 'caAmount', unit: 'AMOUNT', set: 'ordered' },
  { figure: 'CANCELED_CA_AMOUNT', key: 'canceledCAAmount', unit: 'AMOUNT', set: 'cancelled' },
  { figure: 'RETURNED_ORDERS', key: 'returnedOrdersNumber', unit: 'COUNT', set: 'returned' },
  { figure: 'RETURNED_CA_AMOUNT', key: 'returnedCAAmount', unit: 'AMOUNT', set: 'returned' },
  { figure: 'LINES_AVERAGE_PER_ORDER', key: 'linesAveragePerOrder', unit: 'RATIO', set: 'ordered' },
  { figure: 'DELIVERED_CA_AMOUNT', key: 'deliveredCAAmount', unit: 'AMOUNT', set: 'delivered' },
];

/** The recap response of a range's figures. */
export function recapOf(figures: Figures): PerformanceRecap {
  return {
    linesNumber: figures.linesNumber,
    ordersNumber: figures.ordersNumber,
    canceledOrdersNumber: figures.canceledOrdersNumber,
    caAverage: figures.caAverage,
    caAmount: figures.caAmount,
    canceledCAAmount: figures.canceledCAAmount,
    returnedOrdersNumber: figures.returnedOrdersNumber,
    returnedCAAmount: figures.returnedCAAmount,
    linesAveragePerOrder: figures.linesAveragePerOrder,
    deliveredCAAmount: figures.deliveredCAAmount,
  };
}

export interface PerformanceCard {
  figure: PerformanceFigure;
  unit: FigureUnit;
  value: number;
  previous: number;
  change: number;
  changePercent: number | null;
  series: { start: string; value: number }[];
  orders: { statusIds: number[]; dateType: number; dateFrom: string; dateTo: string };
}

/** The cards: each figure now and over the previous period, its change, its sparkline and the orders behind it. */
export function performanceCards(
  range: InstantRange,
  figures: { current: Figures; previous: Figures; buckets: readonly { start: Date; figures: Figures }[] },
): PerformanceCard[] {
  const current = recapOf(figures.current);
  const previous = recapOf(figures.previous);
  return CARDS.map((card) => ({
    figure: card.figure,
    unit: card.unit,
    value: current[card.key],
    previous: previous[card.key],
    ...comparePeriods(current[card.key], previous[card.key]),
    series: figures.buckets.map((bucket) => ({ start: bucket.start.toISOString(), value: recapOf(bucket.figures)[card.key] })),
    orders: {
      statusIds: [...REPORT_ORDER_SETS[card.set].statusIds],
      dateType: REPORT_ORDER_SETS[card.set].dateType,
      dateFrom: range.start.toISOString(),
      dateTo: range.end.toISOString(),
    },
  }));
}
