import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dialog } from '../../../kit/Dialog.tsx';
import type { OrderListAction } from '@console/schema';
import type { RunOrderActionMutation } from '../../../generated/graphql.ts';
import { DataTable, type Column } from '../../../kit/DataTable.tsx';
import { ACTION_TEXTS, listTexts as texts } from './texts.ts';

type Answer = RunOrderActionMutation['runOrderAction'];
type Result = Answer['results'][number];

/** What a bulk action did, order by order, as the server answered. */
export interface ActionReport {
  action: OrderListAction;
  answer: Answer;
}

const useStyles = makeStyles({
  surface: { maxWidth: '720px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  done: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  refused: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  table: { maxHeight: '320px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

const columns: Column<Result>[] = [
  { id: 'code', header: texts.code, cell: (result) => result.code || texts.unknownOrder(result.orderId), width: '130px' },
  { id: 'reason', header: texts.reason, cell: (result) => result.reason ?? '', wrap: true, minWidth: 240 },
];

/** « 37 commandes traitées », the amount collected, and a table of the refused orders with their reasons. */
export function ActionReportDialog({ report, onClose }: { report: ActionReport | null; onClose(): void }) {
  const styles = useStyles();
  const refused = report?.answer.results.filter((result) => !result.ok) ?? [];
  const collected = report?.answer.results.reduce((sum, result) => sum + Math.round((result.amountCollected ?? 0) * 100), 0) ?? 0;
  return (
    <Dialog open={report !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={report ? texts.reportTitle(ACTION_TEXTS[report.action].report) : undefined}>
        <DialogBody>
          <DialogTitle>{report && texts.reportTitle(ACTION_TEXTS[report.action].report)}</DialogTitle>
          <DialogContent className={styles.content} data-testid="action-report">
            <Text className={styles.done} data-testid="report-done">
              {texts.done(report?.answer.done ?? 0)}
            </Text>
            {report?.action === 'collect' && collected > 0 && <Text data-testid="report-collected">{texts.collected(collected / 100)}</Text>}
            {refused.length > 0 && (
              <>
                <Text className={styles.refused} data-testid="report-refused">
                  {texts.refused(report?.answer.refused ?? refused.length)}
                </Text>
                <div className={styles.table}>
                  <DataTable label={texts.refusedTable} columns={columns} rows={refused} rowKey={(result) => result.orderId} />
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {texts.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
