import { Messages } from '@console/schema';
import { useCallback, useState } from 'react';
import { bearerHeader, useBearer } from './useBearer.ts';

/** Saves a blob as a file through a temporary link (the browser's download). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before it goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A URL with query parameters; empty, null and undefined values are left out. */
export function urlWithQuery(path: string, query: Readonly<Record<string, string | number | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The message for a refused download: the server's text when it sent one, else the catalogue's. */
async function downloadError(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  } catch {
    // Not JSON: fall back to the catalogue below.
  }
  return response.status === 400 ? Messages.missingParameter : response.status === 403 ? Messages.forbidden : Messages.serverProblem;
}

/**
 * Downloads a file the gateway serves behind the bearer token (spreadsheet exports): fetch with
 * the session's token (refreshed once on a 401), then save the blob under `fileName`.
 * `download` resolves with null when saved, or the message to show.
 */
export function useDownload() {
  const bearer = useBearer();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (url: string, fileName: string): Promise<string | null> => {
      setBusy(true);
      try {
        const response = await bearer((token) => fetch(url, { headers: bearerHeader(token), credentials: 'same-origin' }));
        if (!response.ok) return await downloadError(response);
        saveBlob(await response.blob(), fileName);
        return null;
      } catch {
        return Messages.serverProblem;
      } finally {
        setBusy(false);
      }
    },
    [bearer],
  );
  return { download, busy };
}
