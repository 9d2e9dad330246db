import { useEffect } from 'react';

/** The product's name at the end of every tab title. */
const APP_TITLE = 'Console';

/** The tab title of a screen: `Client CL000003 – Console`, `Clients – Console`, `Console` alone. */
export function documentTitle(screen?: string | null): string {
  const trimmed = screen?.trim();
  return trimmed ? `${trimmed} – ${APP_TITLE}` : APP_TITLE;
}

/**
 * Names the browser tab after the screen and, once loaded, its item. Every screen calls it (list
 * and detail screens through `ListPage` and `DetailLayout`), so tabs and history read by name.
 */
export function useDocumentTitle(screen?: string | null): void {
  const title = documentTitle(screen);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
