import { OrderStatus, PaymentModeId, type OrderTotals } from '@console/schema';
import { describe, expect, it } from 'vitest';
import {
  amountParts,
  bidiRuns,
  canPrint,
  collectedAmount,
  paymentModeLabel,
  printFormat,
  printRefusal,
  receiptCopies,
  slotText,
  stampDutyNote,
  ticketPageLengthMm,
  totalRows,
  unitLabel,
} from './documentFormat.ts';

const totals = (change: Partial<OrderTotals> = {}): OrderTotals => ({
  totalAmountHT: 1000,
  totalDiscount: 50,
  totalEscompte: 0,
  totalRebates: 20,
  totalTva: 194,
  totalAmountTTC: 1164,
  totalTimbre: 0,
  ...change,
});

const keys = (rows: { key: string }[]) => rows.map((row) => row.key);

describe('totals shown', () => {
  it('leaves out the early-payment discount and the stamp duty when they are 0', () => {
    expect(keys(totalRows(totals(), { stampDuty: true }))).toEqual(['ht', 'discount', 'logistics', 'tva', 'ttc']);
  });

  it('shows the early-payment discount when above 0, after the discount', () => {
    const rows = totalRows(totals({ totalEscompte: 12.5 }), { stampDuty: false });
    expect(keys(rows)).toEqual(['ht', 'discount', 'escompte', 'logistics', 'tva', 'ttc']);
    expect(rows[2]).toEqual({ key: 'escompte', amount: 12.5 });
  });

  it('receipts show the stamp duty before the TTC; the dialog keeps it for its note', () => {
    expect(keys(totalRows(totals({ totalTimbre: 2.91 }), { stampDuty: true }))).toEqual(['ht', 'discount', 'logistics', 'tva', 'timbre', 'ttc']);
    expect(keys(totalRows(totals({ totalTimbre: 2.91 }), { stampDuty: false }))).not.toContain('timbre');
  });

  it('keeps a zero discount and logistics cost (always part of the totals)', () => {
    expect(keys(totalRows(totals({ totalDiscount: 0, totalRebates: 0 }), { stampDuty: true }))).toEqual(['ht', 'discount', 'logistics', 'tva', 'ttc']);
  });

  it('writes the stamp-duty note only when above 0', () => {
    expect(stampDutyNote({ totalTimbre: 1.25 })).toBe('Dont droit de timbre : 1,25\u00a0DH');
    expect(stampDutyNote({ totalTimbre: 0 })).toBeNull();
  });
});

describe('amounts', () => {
  it('reads an Arabic amount as the number then درهم', () => {
    expect(amountParts(125.5, 'ar')).toEqual({ number: '125,50', currency: 'درهم' });
    expect(amountParts(0, 'ar')).toEqual({ number: '0,00', currency: 'درهم' });
  });

  it('groups thousands with a narrow no-break space, never Arabic-Indic digits', () => {
    const { number } = amountParts(12345.678, 'ar');
    expect(number).toBe('12\u202f345,68');
    expect(number).toMatch(/^[0-9\u202f,]+$/);
  });

  it('writes a French amount in DH', () => {
    expect(amountParts(1250.5, 'fr')).toEqual({ number: '1\u202f250,50', currency: 'DH' });
  });
});

describe('left-to-right runs inside Arabic text', () => {
  const ltr = (text: string) => ({ text, ltr: true });
  const rtl = (text: string) => ({ text, ltr: false });

  it('keeps a text without Arabic letters as one left-to-right run: phone, code, date, amount, Latin name and code', () => {
    expect(bidiRuns('+212 5 00 00 00 00')).toEqual([ltr('+212 5 00 00 00 00')]);
    expect(bidiRuns('CMD-003034')).toEqual([ltr('CMD-003034')]);
    expect(bidiRuns('28-11-2026')).toEqual([ltr('28-11-2026')]);
    expect(bidiRuns('12\u202f345,68')).toEqual([ltr('12\u202f345,68')]);
    expect(bidiRuns('Aicha Hamdouchi (CL001466)')).toEqual([ltr('Aicha Hamdouchi (CL001466)')]);
    expect(bidiRuns('Adoucissant Blancheur 1 L')).toEqual([ltr('Adoucissant Blancheur 1 L')]);
    expect(bidiRuns('')).toEqual([]);
  });

  it('isolates a Latin name and a number apart inside Arabic, so the number stays by its unit', () => {
    expect(bidiRuns('زيت المائدة Al Wafa 1 لتر')).toEqual([rtl('زيت المائدة '), ltr('Al Wafa'), rtl(' '), ltr('1'), rtl(' لتر')]);
    expect(bidiRuns('ملين Blancheur 0.5 لتر')).toEqual([rtl('ملين '), ltr('Blancheur'), rtl(' '), ltr('0.5'), rtl(' لتر')]);
  });

  it('keeps a group of numbers with their operator, an Arabic name with a Latin code, Arabic alone', () => {
    expect(bidiRuns('جبن Atlas Sélection 4 × 125 غ')).toEqual([rtl('جبن '), ltr('Atlas Sélection'), rtl(' '), ltr('4 × 125'), rtl(' غ')]);
    expect(bidiRuns('عائشة حمدوشي (CL001466)')).toEqual([rtl('عائشة حمدوشي '), ltr('(CL001466)')]);
    expect(bidiRuns('1، زنقة العرض')).toEqual([rtl('1، زنقة العرض')]);
    expect(bidiRuns('وصل')).toEqual([rtl('وصل')]);
  });
});

describe('units and payment modes', () => {
  it('shows UNITE as Pce / قطعة and CAISSE as Cse / صندوق, an unknown code as it is', () => {
    expect(unitLabel('UNITE')).toBe('Pce');
    expect(unitLabel('CAISSE')).toBe('Cse');
    expect(unitLabel('UNITE', 'ar')).toBe('قطعة');
    expect(unitLabel('CAISSE', 'ar')).toBe('صندوق');
    expect(unitLabel('KG', 'ar')).toBe('KG');
  });

  it('names cash ESP / نقدا and card TPE / بطاقة بنكية, nothing for no payment mode', () => {
    expect(paymentModeLabel(PaymentModeId.CASH, 'fr')).toBe('ESP');
    expect(paymentModeLabel(PaymentModeId.CARD, 'fr')).toBe('TPE');
    expect(paymentModeLabel(PaymentModeId.CASH, 'ar')).toBe('نقدا');
    expect(paymentModeLabel(PaymentModeId.CARD, 'ar')).toBe('بطاقة بنكية');
    expect(paymentModeLabel(null, 'fr')).toBeNull();
  });

  it('collects the TTC in cash, the TTC minus stamp duty by card, nothing without a payment mode', () => {
    expect(collectedAmount({ ...totals({ totalAmountTTC: 502.91, totalTimbre: 2.91 }), paymentModeId: PaymentModeId.CASH })).toBe(502.91);
    expect(collectedAmount({ ...totals({ totalAmountTTC: 502.91, totalTimbre: 2.91 }), paymentModeId: PaymentModeId.CARD })).toBe(500);
    expect(collectedAmount({ ...totals(), paymentModeId: null })).toBeNull();
  });
});

describe('printing', () => {
  it('prints 1 to 3 receipt copies', () => {
    expect(receiptCopies(undefined)).toBe(1);
    expect(receiptCopies(2)).toBe(2);
    expect(receiptCopies(7)).toBe(3);
    expect(receiptCopies(0)).toBe(1);
    expect(receiptCopies(Number.NaN)).toBe(1);
  });

  it('prints the voucher on A4 and the receipts on the 80 mm ticket unless a format is chosen', () => {
    expect(printFormat('voucher')).toBe('a4');
    expect(printFormat('receiptFr')).toBe('ticket');
    expect(printFormat('receiptAr')).toBe('ticket');
    expect(printFormat('voucher', 'ticket')).toBe('ticket');
    expect(printFormat('receiptAr', 'a4')).toBe('a4');
  });

  it('follows the shared rules: the voucher while confirmed or dispatched, receipts past the basket and not cancelled', () => {
    expect(canPrint('voucher', OrderStatus.CONFIRMED)).toBe(true);
    expect(canPrint('voucher', OrderStatus.DELIVERED)).toBe(false);
    expect(canPrint('receiptFr', OrderStatus.DELIVERED)).toBe(true);
    expect(canPrint('receiptAr', OrderStatus.DRAFT)).toBe(false);
    expect(printRefusal('receiptAr', OrderStatus.CANCELLED)).toBe("Reçu (arabe) : ne s'imprime pas pour une commande « Annulée »");
    expect(printRefusal('voucher', OrderStatus.CONFIRMED)).toBeNull();
  });

  it('makes the ticket page as long as the receipt, at least 80 mm', () => {
    expect(ticketPageLengthMm(0)).toBe(80);
    // 756 px = 200 mm of receipt, plus 8 mm of margins and 1 mm of slack.
    expect(ticketPageLengthMm(755.9)).toBe(209);
  });

  it('writes a slot as its hours', () => {
    expect(slotText({ startHour: '08:00', endHour: '12:00' })).toBe('08:00 – 12:00');
    expect(slotText(null)).toBe('');
  });
});
