import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { EXPORT_KINDS, EXPORT_TEXT_FILTERS, ExportMessages, formatNumber, isFinishedExport, type ExportFilterName, type ExportFilters, type ExportKindName } from '@console/schema';
import { useCallback, useEffect, useState } from 'react';
import { CancelExportDocument, ExportJobDocument, StartExportDocument, type ExportJobFieldsFragment } from '../generated/graphql.ts';
import { useDownload } from './download.ts';
import { errorMessages } from './errors.ts';
import { useToasts } from './toasts.tsx';
import { useAppMutation, type FieldErrors } from './useAppMutation.ts';

/**
 * Export jobs (issue 28): rest-api writes the file where the data is; a screen starts the job, follows it and
 * downloads the file when it is ready. The export centre and the lists' « Export Excel » share these pieces.
 */

export const exportJobTexts = {
  cancel: 'Annuler',
  download: 'Télécharger',
  queued: 'En attente…',
  running: (rows: number) => `${formatNumber(rows)} ligne${rows > 1 ? 's' : ''} écrite${rows > 1 ? 's' : ''}…`,
  done: (rows: number, size: string) => `Prêt : ${formatNumber(rows)} ligne${rows > 1 ? 's' : ''}, ${size}`,
  cancelled: 'Export annulé',
} as const;

/** A file size as people read it (Ko, Mo). */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 0)} Ko`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} Mo`;
}

/** A form's (or a list's) text values as the kind's filters: numbers where a filter is a number, blanks left out. */
export function exportFiltersOf(kind: ExportKindName, values: Readonly<Record<string, string>>): ExportFilters {
  const filters: Record<string, string | number> = {};
  for (const name of EXPORT_KINDS[kind].filters) {
    const value = values[name]?.trim();
    if (!value) continue;
    filters[name] = EXPORT_TEXT_FILTERS.includes(name) ? value : Number(value);
  }
  return filters;
}

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1_000;

export type ExportJobView = ExportJobFieldsFragment;

const FILTER_FIELDS: readonly ExportFilterName[] = [
  'dateType',
  'dateFrom',
  'dateTo',
  'keyword',
  'channelId',
  'regionId',
  'sectorId',
  'customerStatusId',
  'customerOriginId',
  'warehouseId',
  'brandId',
  'familyId',
  'subFamilyId',
  'articleStatus',
  'userTypeId',
  'roleId',
  'agentId',
  'supervisorId',
  'month',
  'day',
  'year',
  'monthdays',
  'callState',
  'date',
];

/** Downloads a finished export's file (the gateway checks the user again); null when saved, else the message. */
export function useExportDownload() {
  const { download, busy } = useDownload();
  const save = useCallback((job: Pick<ExportJobView, 'downloadPath' | 'fileName'>) => (job.downloadPath ? download(job.downloadPath, job.fileName) : Promise.resolve(ExportMessages.notReady)), [download]);
  return { save, busy };
}

/** Cancels an export; toasts the refusal (already finished). */
export function useCancelExport() {
  const [cancel, { loading }] = useMutation(CancelExportDocument);
  const toasts = useToasts();
  const run = useCallback(
    async (exportId: string) => {
      try {
        await cancel({ variables: { exportId } });
      } catch (error) {
        errorMessages(error).forEach(toasts.error);
      }
    },
    [cancel, toasts],
  );
  return { cancel: run, cancelling: loading };
}

/**
 * One export at a time from a screen: `start` sends it (the filters' faults come back for the form), the job is then
 * followed every second until it finishes, and its file is downloaded as soon as it is ready.
 */
export function useExportJob() {
  const toasts = useToasts();
  const startMutation = useAppMutation(StartExportDocument, { result: (data) => data.startExport, fields: FILTER_FIELDS });
  const [exportId, setExportId] = useState<string | null>(null);
  const [finishedId, setFinishedId] = useState<string | null>(null);
  // Polled until the job finishes; Apollo follows the interval as it changes.
  const { data } = useQuery(
    ExportJobDocument,
    exportId ? { variables: { exportId }, fetchPolicy: 'network-only', pollInterval: finishedId === exportId ? 0 : EXPORT_POLL_MS } : skipToken,
  );
  const job = exportId ? (data?.exportJob ?? null) : null;
  const finished = job !== null && isFinishedExport(job.status);
  const { save } = useExportDownload();
  const { cancel } = useCancelExport();

  // Once per job: its file downloaded, or its failure said.
  useEffect(() => {
    if (!job || !finished || finishedId === job.exportId) return;
    setFinishedId(job.exportId);
    if (job.status === 'DONE') {
      void save(job).then((failure) => {
        if (failure) toasts.error(failure);
      });
    } else if (job.status === 'FAILED') toasts.error(job.error ?? ExportMessages.failed);
  }, [job, finished, finishedId, save, toasts]);

  const start = useCallback(
    async (kind: ExportKindName, filters: ExportFilters): Promise<FieldErrors | null> => {
      const outcome = await startMutation.run({ kind, filters });
      if (!outcome.ok) return outcome.fieldErrors;
      setExportId(outcome.data.startExport.export?.exportId ?? null);
      return null;
    },
    [startMutation],
  );

  return { job, running: job !== null && !finished, starting: startMutation.loading, start, cancel: () => (job ? cancel(job.exportId) : Promise.resolve()) };
}
