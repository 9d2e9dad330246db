/**
 * The browser-print mechanism the printed documents share (order vouchers and receipts, the schedule sheet):
 * the document is rendered into a print root of its own, the only thing printed (printRoot.css), then the
 * caller calls `window.print()`; the root goes away after `afterprint`. Loaded with each document's chunk only.
 */
import './printRoot.css';
import { useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

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

/** The document, telling once it is in the page (a separate root renders asynchronously). */
function PrintedDocument({ children, onShown }: { children: ReactNode; onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return children;
}

export interface PrintRootOptions {
  /** The container's id and class (the document's stylesheet reads them) and its `data-kind`. */
  id: string;
  className: string;
  kind: string;
  /** Waits for what the document needs before printing (its fonts). */
  ready?(): Promise<void>;
  /** A page rule measured on the rendered document (a ticket's length), removed with it. */
  pageStyle?(container: HTMLElement): HTMLStyleElement;
}

/**
 * Renders `document` into the print root and waits until it is ready to print. False when another print
 * took its place meanwhile (the caller then does not print).
 */
export async function preparePrintRoot(content: ReactNode, options: PrintRootOptions): Promise<boolean> {
  clearPrint();
  const container = document.createElement('div');
  container.id = options.id;
  container.className = options.className;
  container.dataset.kind = options.kind;
  container.dataset.printRoot = '';
  container.setAttribute('aria-hidden', 'true');
  document.body.append(container);
  const root = createRoot(container);
  await new Promise<void>((resolve) => root.render(<PrintedDocument onShown={resolve}>{content}</PrintedDocument>));
  shown = { root, container, pageStyle: null };
  await options.ready?.();
  // Another print may have replaced this one while it got ready.
  if (shown?.container !== container) return false;
  if (options.pageStyle) shown.pageStyle = options.pageStyle(container);
  window.addEventListener('afterprint', clearPrint);
  return true;
}
