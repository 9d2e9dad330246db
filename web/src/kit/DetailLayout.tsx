import { Badge, Button, MessageBar, MessageBarBody, Spinner, Subtitle2, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Edit16Regular, Save20Regular } from '@fluentui/react-icons';
import type { FormEvent, ReactNode } from 'react';
import { detailTexts } from './detailTexts.ts';
import { ReadOnlyForm } from './ReadOnlyField.tsx';
import { kitTexts as texts } from './texts.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { flex: 1 },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  cardHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  flush: { padding: 0, gap: 0, overflow: 'hidden' },
  flushHeader: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    minHeight: '32px',
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    alignItems: 'start',
  },
  actions: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A form with unsaved changes: an accent along its edge, and a badge beside its save button.
  pending: { boxShadow: `inset 4px 0 0 ${tokens.colorPaletteMarigoldBorderActive}, ${tokens.shadow4}` },
});

/**
 * A detail screen: Back button, title, then its sections. Shows a spinner while `loading`. The tab
 * is named `documentTitle` (the screen and its item, `Client CL000003`), else the title. `guard` is
 * `useDetailPage().guard` (or a `useLeaveGuard` dialog): the leave confirmation and the restored-draft notice.
 */
export function DetailLayout({
  title,
  documentTitle,
  onBack,
  loading,
  error,
  guard,
  children,
}: {
  title: string;
  documentTitle?: string;
  onBack(): void;
  loading?: boolean;
  error?: string[] | null;
  guard?: ReactNode;
  children?: ReactNode;
}) {
  const styles = useStyles();
  useDocumentTitle(documentTitle ?? title);
  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeft20Regular />} onClick={onBack}>
          {texts.back}
        </Button>
        <Title2 as="h1" className={styles.title}>
          {title}
        </Title2>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error.join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      {guard}
      {loading ? <Spinner label={texts.loading} /> : children}
    </section>
  );
}

/** A card with an optional title and header actions (a grid, a transfer list, a form); `flush` for a table edge to edge. */
export function Section({ title, actions, children, testId, flush }: { title?: string; actions?: ReactNode; children: ReactNode; testId?: string; flush?: boolean }) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.card, flush && styles.flush)} data-testid={testId} role={title ? 'region' : undefined} aria-label={title}>
      {(title || actions) && (
        <div className={mergeClasses(styles.cardHeader, flush && styles.flushHeader)}>
          {title && <Subtitle2 as="h2">{title}</Subtitle2>}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * A form card: fields in a responsive grid and the save button (disabled while invalid or saving).
 * `pending` (useDetailPage's `dirty`) marks unsaved changes; `readOnly` shows every kit field as text.
 */
export function FormSection({
  onSubmit,
  submitDisabled,
  saving,
  children,
  submitLabel,
  hideSubmit,
  pending,
  readOnly,
}: {
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  submitDisabled: boolean;
  saving: boolean;
  children: ReactNode;
  submitLabel?: string;
  hideSubmit?: boolean;
  pending?: boolean;
  readOnly?: boolean;
}) {
  const styles = useStyles();
  const showPending = Boolean(pending) && !readOnly;
  return (
    <form className={mergeClasses(styles.card, showPending && styles.pending)} onSubmit={(event) => onSubmit(event)} noValidate data-pending={showPending || undefined}>
      <ReadOnlyForm.Provider value={Boolean(readOnly)}>
        <div className={styles.fields}>{children}</div>
      </ReadOnlyForm.Provider>
      {!hideSubmit && !readOnly && (
        <div className={styles.actions}>
          {showPending && (
            <Badge appearance="tint" color="warning" icon={<Edit16Regular />} data-testid="pending-changes" role="status">
              {detailTexts.pending}
            </Badge>
          )}
          <Button type="submit" appearance="primary" disabled={submitDisabled} icon={saving ? <Spinner size="tiny" /> : <Save20Regular />}>
            {submitLabel ?? texts.save}
          </Button>
        </div>
      )}
    </form>
  );
}
