import { Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { Dialog } from '../../kit/Dialog.tsx';
import { AssignmentsList } from './AssignmentsList.tsx';
import { callTexts } from './texts.ts';

const useStyles = makeStyles({ surface: { maxWidth: '1200px', width: 'calc(100vw - 48px)' } });

/** The call assignments as a dialog (seed 001 'Call assignments (dialog)'), for the point of sale; it closes as a call takes an order. */
export function CallAssignmentsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{callTexts.assignmentsTab}</DialogTitle>
          <DialogContent>{open && <AssignmentsList onTakeOrder={onClose} />}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{callTexts.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
