import type { Page } from '@playwright/test';

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
