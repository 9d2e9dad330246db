/**
 * The documents' chunk: loaded by `usePrintOrder` when a document prints, so the Arabic font and the
 * print stylesheet never travel with the sign-in page nor with the lists until someone prints.
 */
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import './orderDocuments.css';
import { preparePrintRoot } from '../../../kit/printRoot.tsx';
import type { CompanyIdentityFieldsFragment, PrintedOrderFieldsFragment } from '../../../generated/graphql.ts';
import { CustomerReceipt } from './CustomerReceipt.tsx';
import { ticketPageLengthMm, type PrintFormat } from './documentFormat.ts';
import { PreparationVoucher } from './PreparationVoucher.tsx';

/** A document ready to print, with what it needs. */
export type Printable =
  | { kind: 'voucher'; order: PrintedOrderFieldsFragment; warehouse: string | null }
  | { kind: 'receiptFr' | 'receiptAr'; order: PrintedOrderFieldsFragment; identity: CompanyIdentityFieldsFragment; copies: number };

/** The print root's id: the orders' stylesheet styles it. */
const ROOT_ID = 'order-print-root';

function PrintedDocument({ printable }: { printable: Printable }) {
  if (printable.kind === 'voucher') return <PreparationVoucher order={printable.order} warehouse={printable.warehouse} />;
  return <CustomerReceipt order={printable.order} identity={printable.identity} language={printable.kind === 'receiptAr' ? 'ar' : 'fr'} copies={printable.copies} />;
}

/** The Arabic glyphs are asked for explicitly: text in an invisible box would not make the browser fetch them before printing. */
async function fontsLoaded(arabic: boolean): Promise<void> {
  if (typeof document.fonts?.load !== 'function') return;
  if (arabic) await Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 12px "Noto Sans Arabic"`, 'وصل درهم')));
  await document.fonts.ready;
}

/** A roll printer cuts after each page: the ticket page is as long as the tallest copy. */
function ticketPageStyle(container: HTMLElement): HTMLStyleElement {
  const tallest = Math.max(0, ...Array.from(container.querySelectorAll('.od-copy'), (copy) => copy.getBoundingClientRect().height));
  const style = document.createElement('style');
  style.textContent = `@page ticket { size: 80mm ${ticketPageLengthMm(tallest)}mm; }`;
  document.head.append(style);
  return style;
}

/**
 * Renders the document into the print root (kit/printRoot.tsx) and waits for its fonts; the caller then calls
 * `window.print()`. False when another print took its place meanwhile.
 */
export function preparePrint(printable: Printable, format: PrintFormat): Promise<boolean> {
  return preparePrintRoot(<PrintedDocument printable={printable} />, {
    id: ROOT_ID,
    className: `od-root od-root--${format}`,
    kind: printable.kind,
    ready: () => fontsLoaded(printable.kind === 'receiptAr'),
    pageStyle: format === 'ticket' ? ticketPageStyle : undefined,
  });
}
