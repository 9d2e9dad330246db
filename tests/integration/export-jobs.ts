import ExcelJS from 'exceljs';
import { expect, vi } from 'vitest';
import type { Stack } from './stack.ts';

export const START_EXPORT = `mutation($kind: ExportKind!, $filters: ExportFiltersInput) {
  startExport(kind: $kind, filters: $filters) { ok errors { field message } export { exportId status } }
}`;
const JOB = `query($id: ID!) { exportJob(exportId: $id) { status rowsWritten fileName downloadPath filterLines } }`;

export interface FinishedExport {
  status: string;
  rowsWritten: number;
  fileName: string;
  downloadPath: string;
  filterLines: string[];
}

/**
 * An export run as the console runs it: started through GraphQL, followed until DONE, its file downloaded from the
 * gateway and opened with exceljs.
 */
export async function exportedWorkbook(stack: Stack, token: string, kind: string, filters: Record<string, unknown>) {
  const started = await stack.graphql<{ startExport: { ok: boolean; errors: unknown[]; export: { exportId: string } | null } }>(START_EXPORT, { kind, filters }, { token });
  expect(started.errors).toBeUndefined();
  expect(started.data!.startExport).toMatchObject({ ok: true });
  const exportId = started.data!.startExport.export!.exportId;
  const job = await vi.waitFor(
    async () => {
      const found = (await stack.graphql<{ exportJob: FinishedExport }>(JOB, { id: exportId }, { token })).data!.exportJob;
      expect(found.status).toBe('DONE');
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
  const response = await fetch(`${stack.url}${job.downloadPath}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain(job.fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return { job, sheet: workbook.worksheets[0]! };
}
