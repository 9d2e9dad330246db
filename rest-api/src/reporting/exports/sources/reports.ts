/**
 * The report screens' downloads (issue 27's « Exporter », moved into rest-api's export jobs by issue 28): the daily
 * recap, the revenue and collection reports and the performance dashboard. Each reads what its screen reads: the
 * revenue and collection rows through their report's own statement (every row, not a page), the recap and the
 * dashboard through their report's service, so a file and its screen agree to the centime.
 */
import type { SpreadsheetFormat } from '@console/schema';
import { collectionRowsQuery } from '../../collection.repository.ts';
import type { FigureUnit, PerformanceFigure } from '../../performance.rules.ts';
import { dailyRecap, performanceReport } from '../../reporting.service.ts';
import { revenueRowsQuery } from '../../revenue.repository.ts';
import type { ComputedExportSource, QueryExportSource } from '../export-sources.ts';
import { requiredDateType, requiredFilter, requiredRange } from './common.ts';

export const recapReportSource: ComputedExportSource = {
  sheetName: 'Récapitulatif',
  columns: [
    { header: 'Ligne', key: 'label', width: 40 },
    { header: 'Commandes', key: 'orders', format: 'integer' },
    { header: 'Montant TTC', key: 'amount', format: 'money' },
    { header: 'Espèces attendues', key: 'cashExpected', format: 'money' },
    { header: 'Espèces encaissées', key: 'cashCollected', format: 'money' },
    { header: 'Écart', key: 'cashDifference', format: 'money' },
  ],
  async rows(db, filters) {
    const recap = await dailyRecap(db, requiredFilter(filters, 'date'));
    return [
      { label: 'Commandes confirmées', orders: recap.totalConfirmedOrders, amount: recap.totalAmountConfirmedOrders },
      { label: 'Commandes annulées', orders: recap.totalCanceledOrders, amount: recap.totalAmountCanceledOrders },
      { label: 'Commandes retournées', orders: recap.totalReturnedOrders, amount: recap.totalAmountReturnedOrders },
      { label: 'Commandes livrées', orders: recap.totalDeliveredOrders, amount: recap.totalAmountDeliveredOrders },
      { label: 'Livrées TPE', orders: recap.totalTPEDeliveredOrders, amount: recap.totalTPEAmountDeliveredOrders },
      { label: 'Livrées ESP', orders: recap.totalCashDeliveredOrders, amount: recap.totalCashAmountDeliveredOrders },
      ...recap.rounds.map((round) => ({
        label: `${round.code} ${round.vehicleMatriculation} ${round.deliveryManName ?? ''}`.trim(),
        orders: round.ordersCount,
        cashExpected: round.cashExpected,
        cashCollected: round.cashCollected,
        cashDifference: round.cashDifference,
      })),
    ];
  },
};

export const revenueReportSource: QueryExportSource = {
  sheetName: "Chiffre d'affaires",
  columns: [
    { header: 'Commande', key: 'code' },
    { header: 'Date', key: 'date', width: 12, format: 'date' },
    { header: 'Code client', key: 'customerCode', width: 12 },
    { header: 'Client', key: 'customerName', width: 28 },
    { header: 'Entrepôt', key: 'warehouseName' },
    { header: 'Canal', key: 'channelName' },
    { header: 'Mode de paiement', key: 'paymentModeTitle' },
    { header: 'Statut', key: 'orderStatusName' },
    { header: 'Total HT', key: 'totalAmountHT', format: 'money' },
    { header: 'Remise', key: 'totalDiscount', format: 'money' },
    { header: 'Escompte', key: 'totalEscompte', format: 'money' },
    { header: 'Coût logistique', key: 'totalRebates', format: 'money' },
    { header: 'TVA', key: 'totalTva', format: 'money' },
    { header: 'Droit de timbre', key: 'totalTimbre', format: 'money' },
    { header: 'Total TTC', key: 'totalAmountTTC', format: 'money' },
  ],
  query(filters) {
    return revenueRowsQuery(requiredDateType(filters), requiredRange(filters));
  },
};

export const collectionReportSource: QueryExportSource = {
  sheetName: 'Encaissements',
  columns: [
    { header: 'Commande', key: 'code' },
    { header: 'Encaissée le', key: 'collectedAt', width: 17, format: 'dateTime' },
    { header: 'Client', key: 'customerName', width: 28 },
    { header: 'Mode', key: 'deliveryModeId', labels: { 1: 'À emporter', 2: 'Livraison' } },
    { header: 'Mode de paiement', key: 'paymentModeTitle' },
    { header: 'Collecteur', key: 'collectorName', width: 24 },
    { header: 'Tournée', key: 'scheduleCode', width: 22 },
    { header: 'Total TTC', key: 'totalAmountTTC', format: 'money' },
  ],
  query(filters) {
    const date = requiredFilter(filters, 'date');
    return collectionRowsQuery(requiredRange({ dateFrom: date, dateTo: date }));
  },
};

const FIGURE_LABELS: Readonly<Record<PerformanceFigure, string>> = {
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

/** A figure's cells in its unit: counts as integers, amounts in DH, lines per order with two decimals. */
const UNIT_FORMATS: Readonly<Record<FigureUnit, SpreadsheetFormat>> = { COUNT: 'integer', AMOUNT: 'money', RATIO: 'decimal' };

export const performanceReportSource: ComputedExportSource = {
  sheetName: 'Performance',
  columns: [
    { header: 'Indicateur', key: 'label', width: 30 },
    { header: 'Valeur', key: 'value', formatFrom: 'format' },
    { header: 'Période précédente', key: 'previous', formatFrom: 'format' },
    { header: 'Écart', key: 'change', formatFrom: 'format' },
    { header: 'Écart %', key: 'changePercent', format: 'percent' },
  ],
  async rows(db, filters) {
    const report = await performanceReport(db, { dateFrom: requiredFilter(filters, 'dateFrom'), dateTo: requiredFilter(filters, 'dateTo') });
    return report.cards.map((card) => ({
      label: FIGURE_LABELS[card.figure],
      format: UNIT_FORMATS[card.unit],
      value: card.value,
      previous: card.previous,
      change: card.change,
      changePercent: card.changePercent,
    }));
  },
};
