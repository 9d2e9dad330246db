import './reportPrint.css';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowSync20Regular, Print20Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import type { ExportFilters, ExportKindName } from '@console/schema';
import { errorMessages } from '../../kit/errors.ts';
import { ExportProgress } from '../../kit/ExportProgress.tsx';
import { useExportJob } from '../../kit/exportJob.ts';
import { upstreamPage } from '../../kit/listState.ts';
import { Pager } from '../../kit/Pager.tsx';
import { useToasts } from '../../kit/toasts.tsx';
import { useDocumentTitle } from '../../kit/useDocumentTitle.ts';
import { reportTexts as texts } from './texts.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  filters: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  flush: { padding: `${tokens.spacingVerticalM} 0 0`, gap: tokens.spacingVerticalXS, overflow: 'hidden' },
  sectionTitle: { padding: `0 ${tokens.spacingHorizontalL}` },
  sync: { color: tokens.colorNeutralForeground2 },
});

/** What « Exporter » writes: the report's export (a job rest-api runs, schema/src/exports.ts) with the screen's filters. */
export interface ReportExport {
  kind: ExportKindName;
  filters: ExportFilters;
}

export interface ReportPageProps {
  title: string;
  /** Printed on A4 landscape (wide tables) rather than portrait. */
  wide?: boolean;
  /** The filters (dates), not printed: `printed` says on paper what they chose. */
  filters: ReactNode;
  printed: string;
  /** Actions before « Imprimer » and « Exporter » (« Synchroniser »). */
  actions?: ReactNode;
  exportFile: ReportExport | null;
  /** The report's query failed: the kit's error message bar. */
  error?: unknown;
  /** Nothing to show yet: a spinner in place of the report. */
  loading: boolean;
  children?: ReactNode;
}

/**
 * A report screen (seed 002 reports): title, « Imprimer » (A4, reportPrint.css) and « Exporter » (.xlsx), the filters,
 * the query's error, then the report once loaded. The figures are the server's: the page only lays them out.
 */
export function ReportPage({ title, wide, filters, printed, actions, exportFile, error, loading, children }: ReportPageProps) {
  const styles = useStyles();
  useDocumentTitle(title);
  const exportJob = useExportJob();
  const busy = exportJob.starting || exportJob.running;
  const toasts = useToasts();
  // The filters are the screen's, checked already: a refusal (a day out of range, say) is said in a toast.
  const exportReport = async () => {
    if (!exportFile) return;
    const refused = await exportJob.start(exportFile.kind, exportFile.filters);
    for (const message of Object.values(refused ?? {})) if (message) toasts.error(message);
  };
  return (
    <section className={styles.page} data-report={wide ? 'wide' : ''}>
      <div className={styles.header}>
        <Title2 as="h1">{title}</Title2>
        <div className={styles.actions} data-print-hide>
          {actions}
          <Button icon={<Print20Regular />} onClick={() => window.print()}>
            {texts.print}
          </Button>
          <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabled={busy || !exportFile} onClick={() => void exportReport()}>
            {texts.export}
          </Button>
          <ExportProgress job={exportJob.job} onCancel={() => void exportJob.cancel()} />
        </div>
      </div>
      <Body1 data-print-only data-testid="report-printed-period">
        {printed}
      </Body1>
      <div className={styles.filters} data-print-hide>
        {filters}
      </div>
      {error !== undefined && error !== null && (
        <MessageBar intent="error" data-testid="report-error">
          <MessageBarBody>{errorMessages(error).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      {loading ? <Spinner label={texts.loading} /> : children}
    </section>
  );
}

/** A card of the report: a title over its table or figures; `flush` lays a table edge to edge. */
export function ReportSection({ title, flush, children, testId }: { title: string; flush?: boolean; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <div className={`${styles.section} ${flush ? styles.flush : ''}`} data-print-keep data-testid={testId}>
      <Subtitle2 as="h2" className={flush ? styles.sectionTitle : undefined}>
        {title}
      </Subtitle2>
      {children}
    </div>
  );
}

/**
 * « Synchroniser » and when it last ran, by whom (seed 002: the recap's and the collection's sync call): `run` sends
 * it (and reads the report again); success and failure are toasts.
 */
export function SyncAction({ lastSync, running, run }: { lastSync: { ranAt: string; ranByName: string } | null | undefined; running: boolean; run(): Promise<unknown> }) {
  const styles = useStyles();
  const toasts = useToasts();
  const onRun = async () => {
    try {
      await run();
      toasts.success(texts.synchronized);
    } catch (failure) {
      errorMessages(failure).forEach(toasts.error);
    }
  };
  return (
    <>
      <Caption1 className={styles.sync} data-testid="last-sync">
        {lastSync ? texts.lastSync(lastSync.ranAt, lastSync.ranByName) : texts.neverSynchronized}
      </Caption1>
      <Button appearance="primary" icon={running ? <Spinner size="tiny" /> : <ArrowSync20Regular />} disabled={running} onClick={() => void onRun()}>
        {texts.synchronize}
      </Button>
    </>
  );
}

/** The report lists' page sizes (the server serves at most 200 rows a page, within the seed's 10,000). */
const PAGE_SIZES = [20, 50, 100, 200] as const;

/** A report list's page (0-based) and size, back to the first page when the size changes. */
export function useReportPaging() {
  const [paging, setPaging] = useState({ page: 0, pageSize: 50 });
  return {
    ...paging,
    /** The query's `page` (1-based) and `take`. */
    variables: { page: upstreamPage(paging.page), take: paging.pageSize },
    setPage: (page: number) => setPaging({ ...paging, page }),
    setPageSize: (pageSize: number) => setPaging({ page: 0, pageSize }),
    firstPage: () => setPaging({ ...paging, page: 0 }),
  };
}

/** The kit's pager under a report list, not printed. */
export function ReportPager({ paging, count, countIsLowerBound, loading }: { paging: ReturnType<typeof useReportPaging>; count: number; countIsLowerBound: boolean; loading: boolean }) {
  return (
    <div data-print-hide>
      <Pager
        page={paging.page}
        pageSize={paging.pageSize}
        count={count}
        countIsLowerBound={countIsLowerBound}
        pageSizes={PAGE_SIZES}
        onPage={paging.setPage}
        onPageSize={paging.setPageSize}
        disabled={loading}
      />
    </div>
  );
}
