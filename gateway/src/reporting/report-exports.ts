/**
 * The four reports' downloads (issue 27), served at /exports/reporting-<report>.xlsx with the filters of the screen
 * and the access of the query each mirrors: the rows rest-api answers, as real numbers and dates.
 */
import { businessDateOf, COUNT_BOUND, isReportDateType, Level, Permission, REPORT_DATE_TYPE_LABELS, spreadsheetDate, type SpreadsheetFormat } from '@console/schema';
import type { RequestServices } from '../context.ts';
import { gatewayError } from '../rest/errors.ts';
import { spreadsheetExport } from './export-definition.ts';
import { reportingPaths as paths, type UpstreamCollectionOrder, type UpstreamPerformanceCard, type UpstreamRevenueRow } from './upstream.ts';

const PAGE = 200;

/** A filter the download needs: 400 (BAD_USER_INPUT) when absent. */
function required(filters: URLSearchParams, name: string): string {
  const value = filters.get(name);
  if (!value) throw gatewayError('BAD_USER_INPUT', { status: 400, serverMessages: [`Paramètre manquant : ${name}`], fieldErrors: { [name]: 'Champ requis' } });
  return value;
}

/** An ISO instant's business day (Morocco) as a date cell. */
const dayCell = (instant: string | null | undefined) => (instant ? spreadsheetDate(instant.length === 10 ? instant : businessDateOf(new Date(instant))) : null);

interface RecapLine {
  label: string;
  orders: number;
  amount: number | null;
  cashExpected?: number;
  cashCollected?: number;
  cashDifference?: number;
}

export const recapExport = spreadsheetExport<RecapLine>({
  fileName: 'recap.xlsx',
  sheetName: 'Récapitulatif',
  access: { kind: 'permission', requirement: { permissions: [Permission.SUMMARY], levels: [Level.CREATE, Level.EDIT] } },
  columns: [
    { header: 'Ligne', width: 40, value: (row) => row.label },
    { header: 'Commandes', format: 'integer', value: (row) => row.orders },
    { header: 'Montant TTC', format: 'money', value: (row) => row.amount },
    { header: 'Espèces attendues', format: 'money', value: (row) => row.cashExpected },
    { header: 'Espèces encaissées', format: 'money', value: (row) => row.cashCollected },
    { header: 'Écart', format: 'money', value: (row) => row.cashDifference },
  ],
  async *rows({ rest }: RequestServices, filters) {
    const answer = await rest.get(paths.dailyRecap, { query: { date: required(filters, 'date') } });
    if (!answer) return;
    const recap = answer.data;
    yield { label: 'Commandes confirmées', orders: recap.totalConfirmedOrders, amount: recap.totalAmountConfirmedOrders };
    yield { label: 'Commandes annulées', orders: recap.totalCanceledOrders, amount: recap.totalAmountCanceledOrders };
    yield { label: 'Commandes retournées', orders: recap.totalReturnedOrders, amount: recap.totalAmountReturnedOrders };
    yield { label: 'Commandes livrées', orders: recap.totalDeliveredOrders, amount: recap.totalAmountDeliveredOrders };
    yield { label: 'Livrées TPE', orders: recap.totalTPEDeliveredOrders, amount: recap.totalTPEAmountDeliveredOrders };
    yield { label: 'Livrées ESP', orders: recap.totalCashDeliveredOrders, amount: recap.totalCashAmountDeliveredOrders };
    for (const round of recap.rounds) {
      yield {
        label: `${round.code} ${round.vehicleMatriculation} ${round.deliveryManName ?? ''}`.trim(),
        orders: round.ordersCount,
        amount: null,
        cashExpected: round.cashExpected,
        cashCollected: round.cashCollected,
        cashDifference: round.cashDifference,
      };
    }
  },
});

type Paged<Row> = { collection: Row[]; count: number } | null;

/** Every row of a paged report, page by page, within the lists' bound (10,000). */
async function* pages<Row>(read: (page: number) => Promise<Paged<Row>>): AsyncGenerator<Row> {
  for (let page = 1; (page - 1) * PAGE < COUNT_BOUND; page += 1) {
    const answer = await read(page);
    const rows = answer?.collection ?? [];
    yield* rows;
    if (rows.length < PAGE) return;
  }
}

export const revenueExport = spreadsheetExport<UpstreamRevenueRow & { dateTypeLabel: string }>({
  fileName: 'chiffre-affaires.xlsx',
  sheetName: "Chiffre d'affaires",
  access: { kind: 'permission', requirement: { permissions: [Permission.ORDERS] } },
  columns: [
    { header: 'Commande', value: (row) => row.code },
    { header: 'Type de date', width: 24, value: (row) => row.dateTypeLabel },
    { header: 'Date', width: 12, format: 'date', value: (row) => dayCell(row.date) },
    { header: 'Client', width: 28, value: (row) => row.customerName },
    { header: 'Entrepôt', value: (row) => row.warehouseName },
    { header: 'Canal', value: (row) => row.channelName },
    { header: 'Mode de paiement', value: (row) => row.paymentModeTitle },
    { header: 'Statut', value: (row) => row.orderStatusName },
    { header: 'Total HT', format: 'money', value: (row) => row.totalAmountHT },
    { header: 'Remise', format: 'money', value: (row) => row.totalDiscount },
    { header: 'Escompte', format: 'money', value: (row) => row.totalEscompte },
    { header: 'Coût logistique', format: 'money', value: (row) => row.totalRebates },
    { header: 'TVA', format: 'money', value: (row) => row.totalTva },
    { header: 'Droit de timbre', format: 'money', value: (row) => row.totalTimbre },
    { header: 'Total TTC', format: 'money', value: (row) => row.totalAmountTTC },
  ],
  async *rows({ rest }, filters) {
    const query = { dateType: Number(required(filters, 'dateType')), dateFrom: required(filters, 'dateFrom'), dateTo: required(filters, 'dateTo') };
    const dateTypeLabel = isReportDateType(query.dateType) ? REPORT_DATE_TYPE_LABELS[query.dateType] : '';
    for await (const row of pages((page) => rest.get(paths.revenue, { query: { ...query, page, take: PAGE } }))) yield { dateTypeLabel, ...row };
  },
});

export const collectionExport = spreadsheetExport<UpstreamCollectionOrder>({
  fileName: 'encaissements.xlsx',
  sheetName: 'Encaissements',
  access: { kind: 'permission', requirement: { permissions: [Permission.SUMMARY, Permission.ORDERS] } },
  columns: [
    { header: 'Commande', value: (row) => row.code },
    { header: 'Encaissée le', width: 12, format: 'date', value: (row) => dayCell(row.collectedAt) },
    { header: 'Client', width: 28, value: (row) => row.customerName },
    { header: 'Mode', value: (row) => (row.deliveryModeId === 1 ? 'À emporter' : 'Livraison') },
    { header: 'Mode de paiement', value: (row) => row.paymentModeTitle },
    { header: 'Collecteur', width: 24, value: (row) => row.collectorName },
    { header: 'Tournée', width: 22, value: (row) => row.scheduleCode },
    { header: 'Total TTC', format: 'money', value: (row) => row.totalAmountTTC },
  ],
  rows: ({ rest }, filters) => {
    const date = required(filters, 'date');
    return pages((page) => rest.get(paths.collection, { query: { date, page, take: PAGE } }));
  },
});

const FIGURE_LABELS: Readonly<Record<string, string>> = {
  LINES: 'Nombre de lignes',
  ORDERS: 'Nombre de commandes',
  CANCELED_ORDERS: 'Commandes annulées',
  CA_AVERAGE: "Chiffre d'affaires moyen",
  CA_AMOUNT: "Chiffre d'affaires commandé",
  CANCELED_CA_AMOUNT: "Chiffre d'affaires annulé",
  RETURNED_ORDERS: 'Commandes retournées',
  RETURNED_CA_AMOUNT: "Chiffre d'affaires retourné",
  LINES_AVERAGE_PER_ORDER: 'Lignes par commande',
  DELIVERED_CA_AMOUNT: "Chiffre d'affaires livré",
};

/** A card's figures in its unit: orders and lines as integers, amounts in DH, lines per order with two decimals. */
const unitFormat = (card: UpstreamPerformanceCard): SpreadsheetFormat => ({ COUNT: 'integer', AMOUNT: 'money', RATIO: 'decimal' } as const)[card.unit];

export const performanceExport = spreadsheetExport<UpstreamPerformanceCard>({
  fileName: 'performance.xlsx',
  sheetName: 'Performance',
  access: { kind: 'permission', requirement: { permissions: [Permission.PERFORMANCE] } },
  columns: [
    { header: 'Indicateur', width: 30, value: (row) => FIGURE_LABELS[row.figure] ?? row.figure },
    { header: 'Valeur', format: unitFormat, value: (row) => row.value },
    { header: 'Période précédente', format: unitFormat, value: (row) => row.previous },
    { header: 'Écart', format: unitFormat, value: (row) => row.change },
    { header: 'Écart %', format: 'percent', value: (row) => row.changePercent },
    { header: 'Du', width: 12, format: 'date', value: (row) => dayCell(row.orders.dateFrom) },
    { header: 'Au', width: 12, format: 'date', value: (row) => dayCell(row.orders.dateTo) },
  ],
  async *rows({ rest }, filters) {
    const answer = await rest.get(paths.performance, { query: { dateFrom: required(filters, 'from'), dateTo: required(filters, 'to') } });
    yield* answer?.data.cards ?? [];
  },
});
