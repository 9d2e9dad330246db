/**
 * The documents' chunk: loaded by `usePrintOrder` when a document prints, so the Arabic font and the
 * print stylesheet never travel with the sign-in page nor with the lists until someone prints.
 */
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import './orderDocuments.css';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { CompanyIdentityFieldsFragment, PrintedOrderFieldsFragment } from '../../../generated/graphql.ts';
import { CustomerReceipt } from './CustomerReceipt.tsx';
import { ticketPageLengthMm, type PrintFormat } from './documentFormat.ts';
import { PreparationVoucher } from './PreparationVoucher.tsx';

/** A document ready to print, with what it needs. */
export type Printable =
  | { kind: 'voucher'; order: PrintedOrderFieldsFragment; warehouse: string | null }
  | { kind: 'receiptFr' | 'receiptAr'; order: PrintedOrderFieldsFragment; identity: CompanyIdentityFieldsFragment; copies: number };

/** The print root's id: the print stylesheet shows it alone. */
const ROOT_ID = 'order-print-root';

let shown: { root: Root; container: HTMLElement; pageStyle: HTMLStyleElement | null } | null = null;

/** Removes the printed document (after `afterprint`, or before the next one when the last print never ended). */
function clearPrint() {
  window.removeEventListener('afterprint', clearPrint);
  if (!shown) return;
  shown.root.unmount();
  shown.container.remove();
  shown.pageStyle?.remove();
  shown = null;
}

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
 * Renders the document into the print root (a container of its own at the end of the body, hidden on
 * screen, the only thing printed) and waits for its fonts; the caller then calls `window.print()`. The
 * root goes away after `afterprint`. False when another print took its place meanwhile.
 */
export async function preparePrint(printable: Printable, format: PrintFormat): Promise<boolean> {
  clearPrint();
  const container = document.createElement('div');
  container.id = ROOT_ID;
  container.className = `od-root od-root--${format}`;
  container.dataset.kind = printable.kind;
  container.setAttribute('aria-hidden', 'true');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<PrintedDocument printable={printable} />));
  shown = { root, container, pageStyle: null };
  await fontsLoaded(printable.kind === 'receiptAr');
  // Another print may have replaced this one while the fonts loaded.
  if (shown?.container !== container) return false;
  if (format === 'ticket') shown.pageStyle = ticketPageStyle(container);
  window.addEventListener('afterprint', clearPrint);
  return true;
}
