import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { exportJobTexts as texts, formatSize, useExportDownload, type ExportJobView } from './exportJob.ts';

const useStyles = makeStyles({
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Where an export started from a screen stands: waiting, rows written so far (with « Annuler »), ready (downloaded
 * already; « Télécharger » again), failed with its reason, or cancelled.
 */
export function ExportProgress({ job, onCancel }: { job: ExportJobView | null; onCancel(): void }) {
  const styles = useStyles();
  const { save, busy } = useExportDownload();
  if (!job) return null;
  const running = job.status === 'QUEUED' || job.status === 'RUNNING';
  return (
    <div className={styles.progress} role="status" aria-live="polite" data-testid="export-progress">
      {running && <Spinner size="tiny" />}
      <Caption1 className={job.status === 'FAILED' ? styles.failed : undefined}>
        {job.status === 'QUEUED' && texts.queued}
        {job.status === 'RUNNING' && texts.running(job.rowsWritten)}
        {job.status === 'DONE' && texts.done(job.rowsWritten, formatSize(job.sizeBytes))}
        {job.status === 'FAILED' && job.error}
        {job.status === 'CANCELLED' && texts.cancelled}
      </Caption1>
      {running && (
        <Button size="small" appearance="subtle" icon={<Dismiss20Regular />} onClick={onCancel}>
          {texts.cancel}
        </Button>
      )}
      {job.status === 'DONE' && (
        <Button size="small" appearance="subtle" icon={<ArrowDownload20Regular />} disabled={busy} onClick={() => void save(job)}>
          {texts.download}
        </Button>
      )}
    </div>
  );
}
