import type { Locator, Page } from '@playwright/test';

declare global {
  interface Window {
    /** How many times the page asked to print (window.print stubbed). */
    printed?: number;
  }
}

/** window.print() records its calls instead of opening the browser's dialog (the printed documents' specs). */
export async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    window.printed = 0;
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
}

export const printCount = (page: Page) => page.evaluate(() => window.printed ?? 0);

/** Where a character stands on the page: its left edge and the middle of its line box. */
export interface Spot {
  left: number;
  middle: number;
}

/**
 * Where the first character of each of `parts` stands, the parts found one after the other in the element's text
 * (its logical order). Comparing them tells the visual order, line breaks included.
 */
export function firstCharacterSpots(element: Locator, parts: readonly string[]): Promise<Spot[]> {
  return element.evaluate((root, wanted) => {
    const nodes: Text[] = [];
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join('');
    let from = 0;
    return wanted.map((part) => {
      const start = text.indexOf(part, from);
      if (start < 0) throw new Error(`« ${part} » not found after position ${from} in « ${text} »`);
      from = start + part.length;
      let before = 0;
      const node = nodes.find((candidate) => {
        if (start < before + candidate.data.length) return true;
        before += candidate.data.length;
        return false;
      })!;
      const range = root.ownerDocument.createRange();
      range.setStart(node, start - before);
      range.setEnd(node, start - before + 1);
      const box = range.getBoundingClientRect();
      return { left: box.left, middle: box.top + box.height / 2 };
    });
  }, parts);
}
