/**
 * What the order dialog and the printed documents show, as pure functions: which totals appear, how an
 * amount reads in French and in Arabic, units, payment modes, copies, formats and the ticket's page length.
 */
import {
  MAX_RECEIPT_COPIES,
  ORDER_STATUS_LABELS,
  PaymentModeId,
  UNIT_CODE_LABELS,
  amountToCollect,
  canPrintPreparationVoucher,
  canPrintReceipt,
  type OrderTotals,
} from '@console/schema';
import { formatMoney, formatNumber } from '../../../kit/money.ts';
import { RECEIPT_LABELS, documentTexts, type DocumentLanguage, type TotalKey } from './documentLabels.ts';

export type PrintKind = 'voucher' | 'receiptFr' | 'receiptAr';
export type PrintFormat = 'ticket' | 'a4';


export interface TotalRow {
  key: TotalKey;
  amount: number;
}

/**
 * The totals in their order (seed 001 section 2): HT, discount, early-payment discount only when above 0,
 * logistics cost, VAT, stamp duty (receipts only, when above 0: the dialog shows it as a note), TTC.
 */
export function totalRows(totals: OrderTotals, options: { stampDuty: boolean }): TotalRow[] {
  const rows: (TotalRow | null)[] = [
    { key: 'ht', amount: totals.totalAmountHT },
    { key: 'discount', amount: totals.totalDiscount },
    totals.totalEscompte > 0 ? { key: 'escompte', amount: totals.totalEscompte } : null,
    { key: 'logistics', amount: totals.totalRebates },
    { key: 'tva', amount: totals.totalTva },
    options.stampDuty && totals.totalTimbre > 0 ? { key: 'timbre', amount: totals.totalTimbre } : null,
    { key: 'ttc', amount: totals.totalAmountTTC },
  ];
  return rows.filter((row) => row !== null);
}

/** The dialog's stamp-duty note (« Dont droit de timbre : 1,25 DH »), null when there is none. */
export function stampDutyNote(totals: Pick<OrderTotals, 'totalTimbre'>): string | null {
  return totals.totalTimbre > 0 ? documentTexts.stampDutyNote(formatMoney(totals.totalTimbre)) : null;
}

/**
 * An amount as its number and its currency, in reading order: `125,50` then `DH` or `درهم`. The Arabic
 * receipt isolates the number left-to-right and puts the currency after it, as an Arabic reader reads
 * « 125,50 درهم ».
 */
export function amountParts(value: number, language: DocumentLanguage): { number: string; currency: string } {
  return { number: formatNumber(value, 2), currency: RECEIPT_LABELS[language].currency };
}

/** A run of text and whether it is isolated left-to-right (`<bdi dir="ltr">`) inside the receipt. */
export interface BidiRun {
  text: string;
  ltr: boolean;
}

/** Arabic script, its punctuation included (« ، »). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const LATIN_LETTER = /\p{Script=Latin}/u;
const DIGIT = /\d/;

type WordKind = 'arabic' | 'latin' | 'number' | 'neutral';

const wordKind = (word: string): WordKind => {
  if (ARABIC.test(word)) return 'arabic';
  if (LATIN_LETTER.test(word)) return 'latin';
  return DIGIT.test(word) ? 'number' : 'neutral';
};

/**
 * A text as the receipt prints it inside right-to-left text. Without an Arabic letter (a phone number, a code, a
 * date, an amount, a Latin name with its code, a French designation) it is one left-to-right run. Inside Arabic,
 * each group of Latin words and each group of numbers (with the signs between them: « 4 × 125 ») is its own
 * left-to-right run, so that in « زيت المائدة Al Wafa 1 لتر » the quantity stays by its unit rather than joining the
 * brand; Arabic words, and words that mix Arabic with digits (« 1، »), are left to the bidi algorithm.
 */
export function bidiRuns(text: string): BidiRun[] {
  if (text === '') return [];
  if (!ARABIC.test(text)) return [{ text, ltr: true }];
  // Words at even indexes, the spaces between them at odd ones.
  const pieces = text.split(/(\s+)/);
  const kinds = pieces.map((piece, index) => (index % 2 === 1 ? 'neutral' : wordKind(piece)));
  // A sign between two words of one left-to-right kind belongs to their group.
  for (let index = 2; index < pieces.length - 2; index += 2) {
    if (kinds[index] === 'neutral' && kinds[index - 2] === kinds[index + 2]) kinds[index] = kinds[index - 2]!;
  }
  const ltrKind = (index: number) => (kinds[index] === 'latin' || kinds[index] === 'number' ? kinds[index] : null);
  const runs: BidiRun[] = [];
  for (let index = 0; index < pieces.length; index += 2) {
    const kind = ltrKind(index);
    let end = index;
    // A left-to-right group takes the next words of its kind, with the spaces between them.
    while (kind && end + 2 < pieces.length && ltrKind(end + 2) === kind) end += 2;
    const words = pieces.slice(index, end + 1).join('');
    const space = pieces[end + 1] ?? '';
    const last = runs.at(-1);
    if (kind) runs.push({ text: words, ltr: true }, { text: space, ltr: false });
    else if (last && !last.ltr) last.text += words + space;
    else runs.push({ text: words + space, ltr: false });
    index = end;
  }
  return runs.filter((run) => run.text !== '');
}

/** A line's unit: UNITE → Pce / قطعة, CAISSE → Cse / صندوق; an unknown code as it is. */
export function unitLabel(unitCode: string, language: DocumentLanguage = 'fr'): string {
  const labels = language === 'fr' ? UNIT_CODE_LABELS : RECEIPT_LABELS.ar.units;
  return labels[unitCode] ?? unitCode;
}

/** ESP / TPE (نقدا / بطاقة بنكية); null when the order has no known payment mode. */
export function paymentModeLabel(paymentModeId: number | null | undefined, language: DocumentLanguage): string | null {
  const labels = RECEIPT_LABELS[language];
  if (paymentModeId === PaymentModeId.CASH) return labels.cash;
  if (paymentModeId === PaymentModeId.CARD) return labels.card;
  return null;
}

/** What the payment mode collects (cash the TTC, card the TTC minus stamp duty); null without a payment mode. */
export function collectedAmount(order: OrderTotals & { paymentModeId?: number | null }): number | null {
  if (order.paymentModeId !== PaymentModeId.CASH && order.paymentModeId !== PaymentModeId.CARD) return null;
  return amountToCollect(order, order.paymentModeId);
}

/** How many copies a receipt prints: a whole number from 1 to MAX_RECEIPT_COPIES (1 when not given). */
export function receiptCopies(copies: number | undefined): number {
  if (copies === undefined || !Number.isFinite(copies)) return 1;
  return Math.min(MAX_RECEIPT_COPIES, Math.max(1, Math.floor(copies)));
}

/** The voucher prints on A4, the receipts on the 80 mm ticket printer, unless a format is chosen. */
export function printFormat(kind: PrintKind, format?: PrintFormat): PrintFormat {
  return format ?? (kind === 'voucher' ? 'a4' : 'ticket');
}

/** Whether the order's status lets this document print (shared rules of schema/src/orders.ts). */
export function canPrint(kind: PrintKind, orderStatusId: number): boolean {
  return kind === 'voucher' ? canPrintPreparationVoucher(orderStatusId) : canPrintReceipt(orderStatusId);
}

/** Null when the document prints for this status, else the French reason. */
export function printRefusal(kind: PrintKind, orderStatusId: number): string | null {
  if (canPrint(kind, orderStatusId)) return null;
  return documentTexts.printRefused(documentTexts[kind], ORDER_STATUS_LABELS[orderStatusId] ?? String(orderStatusId));
}

/** A delivery slot as `08:00 – 12:00`, '' without one. */
export function slotText(slot: { startHour: string; endHour: string } | null | undefined): string {
  return slot ? `${slot.startHour} – ${slot.endHour}` : '';
}

/** CSS pixels per millimetre (96 px per inch). */
const PX_PER_MM = 96 / 25.4;
/** The ticket's top and bottom page margins together, in mm (print stylesheet: 4 mm each). */
const TICKET_VERTICAL_MARGINS_MM = 8;

/**
 * The ticket page's length for a copy `contentHeightPx` tall: a roll printer cuts after the page, so the
 * page is as long as the receipt (plus margins and a millimetre of slack against rounding), never shorter
 * than 80 mm.
 */
export function ticketPageLengthMm(contentHeightPx: number): number {
  return Math.max(80, Math.ceil(contentHeightPx / PX_PER_MM) + TICKET_VERTICAL_MARGINS_MM + 1);
}
