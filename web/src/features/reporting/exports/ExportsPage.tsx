import { useQuery } from '@apollo/client/react';
import { Button, Caption1, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { EXPORT_KIND_NAMES, EXPORT_KINDS, EXPORT_STATUS_LABELS, formatNumber, holdsExportTab, isFinishedExport, type ExportKindName } from '@console/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportViewerDocument, MyExportsDocument } from '../../../generated/graphql.ts';
import { DataTable, type Column } from '../../../kit/DataTable.tsx';
import { formatDateTime } from '../../../kit/dates.ts';
import { FilterControl } from '../../../kit/ListPage.tsx';
import type { ListState } from '../../../kit/listState.ts';
import { useToasts } from '../../../kit/toasts.tsx';
import { useGranted } from '../../../kit/useAccess.ts';
import type { FieldErrors } from '../../../kit/useAppMutation.ts';
import { useBusinessDay } from '../../../kit/useBusinessDay.ts';
import { useDocumentTitle } from '../../../kit/useDocumentTitle.ts';
import { ExportProgress } from '../../../kit/ExportProgress.tsx';
import { EXPORT_POLL_MS, exportFiltersOf, formatSize, useCancelExport, useExportDownload, useExportJob, type ExportJobView } from '../../../kit/exportJob.ts';
import { TEXT_CONTROLS, exportControls } from './exportForms.ts';
import { exportTexts as texts } from './texts.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // The seed's scrollable tabs: thirteen of them do not fit a laptop's width.
  tabs: { overflowX: 'auto', minWidth: 0 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  filters: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground2 },
  keyword: { width: '220px' },
});

const emptyState = (filters: Record<string, string>): ListState => ({ page: 0, pageSize: 10, sort: null, filters });

/** The first day of the month of a YYYY-MM-DD day. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** A tab's form: the kind's filters (defaults: this month by order date, the user's warehouse), « Exporter » and its progress. */
function ExportTab({ kind, today, ownWarehouse, onStarted }: { kind: ExportKindName; today: string; ownWarehouse: { warehouseId: number; name: string } | null; onStarted(): void }) {
  const styles = useStyles();
  const granted = useGranted();
  // The stock of a user attached to a warehouse is that warehouse's (rest-api holds to it): no choice to offer.
  const heldToOwn = EXPORT_KINDS[kind].ownWarehouse === true && ownWarehouse !== null;
  const controls = useMemo(() => exportControls(kind, granted).filter((control) => !(heldToOwn && control.key === 'warehouseId')), [kind, granted, heldToOwn]);
  const ownWarehouseId = ownWarehouse?.warehouseId ?? null;
  const [state, setState] = useState<ListState>(() =>
    emptyState({
      dateType: '1',
      dateFrom: monthStart(today),
      dateTo: today,
      // The TSP report: this month, counted through today; its working days are the user's to give.
      month: String(Number(today.slice(5, 7))),
      day: String(Number(today.slice(8, 10))),
      year: today.slice(0, 4),
      // The seed's stock export reads the signed-in user's warehouse; other exports span every warehouse unless chosen.
      ...(ownWarehouseId !== null && EXPORT_KINDS[kind].required.includes('warehouseId') ? { warehouseId: String(ownWarehouseId) } : {}),
    }),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const job = useExportJob();
  const busy = job.starting || job.running;
  const required = EXPORT_KINDS[kind].required;

  const start = async () => {
    const faults = await job.start(kind, exportFiltersOf(kind, state.filters));
    setErrors(faults ?? {});
    if (!faults) onStarted();
  };
  const faults = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined);

  return (
    <div className={styles.card} data-testid={`export-tab-${kind}`}>
      <Subtitle2 as="h2">{EXPORT_KINDS[kind].label}</Subtitle2>
      {heldToOwn && <Caption1 className={styles.hint}>{texts.ownWarehouse(ownWarehouse.name)}</Caption1>}
      {controls.length > 0 ? (
        <div className={styles.filters}>
          {controls.map((control) =>
            TEXT_CONTROLS.some((name) => name === control.key) ? (
              <Field key={control.key} label={control.label}>
                <Input
                  className={styles.keyword}
                  name={`filter-${control.key}`}
                  value={state.filters[control.key] ?? ''}
                  onChange={(_, data) => setState(emptyState({ ...state.filters, [control.key]: data.value }))}
                />
              </Field>
            ) : (
              <FilterControl
                key={control.key}
                filter={{ ...control, label: required.some((name) => name === control.key) ? `${control.label} *` : control.label }}
                state={state}
                onChange={setState}
              />
            ),
          )}
        </div>
      ) : (
        !heldToOwn && <Caption1 className={styles.hint}>{texts.allFile}</Caption1>
      )}
      {faults.length > 0 && (
        <MessageBar intent="error" data-testid="export-errors">
          <MessageBarBody>{faults.map(([field, message]) => `${texts.filters[field as keyof typeof texts.filters] ?? field} : ${message}`).join(' · ')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabled={busy} onClick={() => void start()}>
          {texts.start} {EXPORT_KINDS[kind].fileName}
        </Button>
        <ExportProgress job={job.job} onCancel={() => void job.cancel()} />
      </div>
    </div>
  );
}

/** « Mes exports »: the user's unexpired exports (any screen's), read by the page, which refreshes them while one runs. */
function MyExports({ jobs, loading }: { jobs: readonly ExportJobView[]; loading: boolean }) {
  const styles = useStyles();
  const toasts = useToasts();
  const { save, busy } = useExportDownload();
  const { cancel, cancelling } = useCancelExport();

  const columns: Column<ExportJobView>[] = [
    { id: 'kind', header: texts.columns.kind, cell: (job) => EXPORT_KINDS[job.kind].label, width: '150px', wrap: true },
    { id: 'filters', header: texts.columns.filters, cell: (job) => job.filterLines.join(' · '), wrap: true, minWidth: 200 },
    {
      id: 'status',
      header: texts.columns.status,
      cell: (job) => (job.status === 'RUNNING' ? texts.running(job.rowsWritten) : job.status === 'FAILED' ? (job.error ?? EXPORT_STATUS_LABELS.FAILED) : EXPORT_STATUS_LABELS[job.status]),
      width: '170px',
      wrap: true,
    },
    { id: 'rows', header: texts.columns.rows, cell: (job) => formatNumber(job.rowsWritten), width: '90px', align: 'end' },
    { id: 'size', header: texts.columns.size, cell: (job) => formatSize(job.sizeBytes), width: '80px', align: 'end', priority: 2 },
    { id: 'createdAt', header: texts.columns.createdAt, cell: (job) => formatDateTime(job.createdAt), width: '130px' },
    { id: 'expiresAt', header: texts.columns.expiresAt, cell: (job) => formatDateTime(job.expiresAt), width: '130px', priority: 3 },
  ];

  return (
    <div className={styles.card} data-testid="my-exports">
      <Subtitle2 as="h2">{texts.myExports}</Subtitle2>
      <Caption1 className={styles.hint}>{texts.myExportsHint}</Caption1>
      <DataTable
        label={texts.myExports}
        columns={columns}
        rows={jobs}
        rowKey={(job) => job.exportId}
        loading={loading}
        emptyText={texts.noExports}
        rowButtons={[
          {
            id: 'download',
            label: texts.download,
            icon: <ArrowDownload20Regular />,
            hidden: (job) => job.status !== 'DONE',
            disabled: () => busy,
            onClick: (job) =>
              void save(job).then((failure) => {
                if (failure) toasts.error(failure);
              }),
          },
          { id: 'cancel', label: texts.cancel, icon: <Dismiss20Regular />, hidden: (job) => isFinishedExport(job.status), disabled: () => cancelling, onClick: (job) => void cancel(job.exportId) },
        ]}
      />
    </div>
  );
}

/**
 * /exports (seed 002 export centre): the tabs the user holds (permission 19 at each tab's level), each a form that
 * starts its export; « Mes exports » below. The files are written by rest-api as jobs (issue 28).
 */
export default function ExportsPage() {
  const styles = useStyles();
  useDocumentTitle(texts.title);
  const granted = useGranted();
  const today = useBusinessDay();
  const viewer = useQuery(ExportViewerDocument);
  const tabs = EXPORT_KIND_NAMES.filter((kind) => holdsExportTab(granted, kind));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((kind) => kind === requested) ?? tabs[0];
  const [polling, setPolling] = useState(false);
  const myExports = useQuery(MyExportsDocument, { fetchPolicy: 'cache-and-network', pollInterval: polling ? EXPORT_POLL_MS * 2 : 0 });
  const jobs = myExports.data?.myExports ?? [];
  const unfinished = jobs.some((job) => !isFinishedExport(job.status));
  useEffect(() => setPolling(unfinished), [unfinished]);
  // Thirteen tabs overflow a laptop's width: the chosen one (a link to ?tab=CALLS_3CX) is scrolled into sight.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    strip.current?.querySelector('[role="tab"][aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  const warehouse = viewer.data?.viewer.warehouse ?? null;
  const ownWarehouse = warehouse ? { warehouseId: warehouse.warehouseId, name: warehouse.localisation || warehouse.code || String(warehouse.warehouseId) } : null;

  return (
    <section className={styles.page}>
      <Title2 as="h1">{texts.title}</Title2>
      {tabs.length === 0 || !tab ? (
        <MessageBar intent="info">
          <MessageBarBody>{texts.noTabs}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <div className={styles.tabs} ref={strip}>
            <TabList selectedValue={tab} onTabSelect={(_, data) => setParams({ tab: String(data.value) }, { replace: true })}>
              {tabs.map((kind) => (
                <Tab key={kind} value={kind}>
                  {EXPORT_KINDS[kind].label}
                </Tab>
              ))}
            </TabList>
          </div>
          {today && !viewer.loading ? (
            <ExportTab key={tab} kind={tab} today={today} ownWarehouse={ownWarehouse} onStarted={() => void myExports.refetch()} />
          ) : (
            <Spinner />
          )}
        </>
      )}
      <MyExports jobs={jobs} loading={myExports.loading && jobs.length === 0} />
    </section>
  );
}
