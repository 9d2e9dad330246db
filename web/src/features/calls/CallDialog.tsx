import { useQuery } from '@apollo/client/react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Dialog } from '../../kit/Dialog.tsx';
import { Cart20Regular, Checkmark20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { Limits, callResponseErrors } from '@console/schema';
import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CallResponseTypeDetailsDocument,
  CallResponseTypesDocument,
  RespondToAssignmentDocument,
  type CallAssignmentFieldsFragment,
} from '../../generated/graphql.ts';
import { FormInput, FormSelect } from '../../kit/formFields.tsx';
import { toOptions } from '../../kit/options.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useBusinessDay } from '../../kit/useBusinessDay.ts';
import { CALL_FORM_FIELDS, EMPTY_CALL_FORM, answeredInput, notAnsweredInput, qualificationTypes, shownFields, takeOrderPath, toDraft, type CallFormValues } from './callForm.ts';
import { callTexts } from './texts.ts';

const useStyles = makeStyles({
  customer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, marginBottom: tokens.spacingVerticalM },
  phone: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  question: { display: 'flex', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalM },
});

export interface CallDialogProps {
  /** The assignment called; the dialog is closed while null. */
  assignment: CallAssignmentFieldsFragment | null;
  onClose(): void;
  /** After a response was recorded (the list reloads). */
  onResponded?(): void;
  /** Before 'Prendre la commande' opens the point of sale (a dialog around the list closes). */
  onTakeOrder?(): void;
}

/**
 * The call of one assigned customer (seed 001 call flow): answered or not; not answered records type 7 at once,
 * answered opens the qualification form, or the point of sale to take an order.
 */
export function CallDialog({ assignment, onClose, onResponded, onTakeOrder }: CallDialogProps) {
  return (
    <Dialog open={assignment !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>{assignment && <CallSteps assignment={assignment} onClose={onClose} onResponded={onResponded} onTakeOrder={onTakeOrder} />}</DialogSurface>
    </Dialog>
  );
}

function CallSteps({ assignment, onClose, onResponded, onTakeOrder }: Omit<CallDialogProps, 'assignment'> & { assignment: CallAssignmentFieldsFragment }) {
  const styles = useStyles();
  const [answered, setAnswered] = useState(false);
  const notAnswered = useAppMutation(RespondToAssignmentDocument, { result: (data) => data.respondToAssignment });
  const { customer } = assignment;

  const recordNotAnswered = async () => {
    const outcome = await notAnswered.run({ input: notAnsweredInput(assignment.userAssignmentAgentCcId) });
    if (!outcome.ok) return;
    onResponded?.();
    onClose();
  };

  return (
    <DialogBody>
      <DialogTitle>{callTexts.callTitle(customer.name)}</DialogTitle>
      <DialogContent>
        <div className={styles.customer}>
          <span className={styles.phone} data-testid="call-phone">
            {customer.phoneNumber ?? callTexts.noPhone}
          </span>
          <Body1>{[customer.code, customer.contactName, customer.channelName].filter(Boolean).join(' · ')}</Body1>
        </div>
        {answered ? (
          <QualificationForm assignment={assignment} onBack={() => setAnswered(false)} onClose={onClose} onResponded={onResponded} onTakeOrder={onTakeOrder} />
        ) : (
          <>
            <Body1>{callTexts.question}</Body1>
            <div className={styles.question}>
              <Button appearance="primary" icon={<Checkmark20Regular />} onClick={() => setAnswered(true)} disabled={notAnswered.loading}>
                {callTexts.answered}
              </Button>
              <Button icon={notAnswered.loading ? <Spinner size="tiny" /> : <Dismiss20Regular />} onClick={() => void recordNotAnswered()} disabled={notAnswered.loading}>
                {callTexts.notAnswered}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
      {!answered && (
        <DialogActions>
          <Button onClick={onClose} disabled={notAnswered.loading}>
            {callTexts.cancel}
          </Button>
        </DialogActions>
      )}
    </DialogBody>
  );
}

function QualificationForm({
  assignment,
  onBack,
  onClose,
  onResponded,
  onTakeOrder,
}: Omit<CallDialogProps, 'assignment'> & { assignment: CallAssignmentFieldsFragment; onBack(): void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  // 'Répondu' is gone with the first step: focus the form's first field, so focus stays inside the dialog.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
  }, []);
  const respond = useAppMutation(RespondToAssignmentDocument, { result: (data) => data.respondToAssignment, fields: CALL_FORM_FIELDS });
  // The server's day (the list has loaded it); until known, the server alone refuses a past callback date.
  const today = useBusinessDay() ?? '';
  const form = useFormik<CallFormValues>({
    initialValues: EMPTY_CALL_FORM,
    validate: (values): FormikErrors<CallFormValues> => callResponseErrors(toDraft(values), today),
    onSubmit: async (values, helpers) => {
      const outcome = await respond.run({ input: answeredInput(assignment.userAssignmentAgentCcId, values) });
      if (!outcome.ok) {
        // Keep what was typed; the server's messages go under their fields.
        helpers.setErrors(outcome.fieldErrors);
        return;
      }
      onResponded?.();
      onClose();
    },
  });
  const typeId = form.values.assignmentResponseTypeId;
  const fields = shownFields(form.values);
  const types = useQuery(CallResponseTypesDocument, { fetchPolicy: 'cache-first' });
  const typeOptions = toOptions(qualificationTypes(types.data?.assignmentResponseTypes ?? []), (type) => type.assignmentResponseTypeId, (type) => type.name);
  const details = useQuery(CallResponseTypeDetailsDocument, {
    variables: { responseTypeId: Number(typeId) },
    skip: !fields.includes('detail'),
    fetchPolicy: 'cache-first',
  });
  const detailOptions = toOptions(details.data?.assignmentResponseTypeDetails ?? [], (detail) => detail.assignmentResponseTypeDetailId, (detail) => detail.name);

  const chooseType = () => {
    // What the old type asked for means nothing for the new one.
    for (const field of ['assignmentResponseTypeDetailId', 'callbackDate', 'rectifNumber'] as const) void form.setFieldValue(field, '', false);
  };
  const takeOrder = () => {
    onClose();
    onTakeOrder?.();
    void navigate(takeOrderPath(assignment.customer.customerId, assignment.userAssignmentAgentCcId));
  };

  return (
    <form
      ref={formRef}
      className={styles.fields}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.handleSubmit();
      }}
    >
      <FormSelect form={form} name="assignmentResponseTypeId" label={callTexts.responseType} options={typeOptions} required onChange={chooseType} />
      {fields.includes('detail') && <FormSelect form={form} name="assignmentResponseTypeDetailId" label={callTexts.detail} options={detailOptions} required />}
      {fields.includes('callbackDate') && <FormInput form={form} name="callbackDate" label={callTexts.callbackDate} type="date" required />}
      {fields.includes('rectifNumber') && <FormInput form={form} name="rectifNumber" label={callTexts.rectifNumber} type="tel" required />}
      <FormInput form={form} name="comment" label={callTexts.comment} multiline hint={callTexts.commentCount(form.values.comment.length, Limits.comment)} />
      <DialogActions>
        <Button onClick={onBack} disabled={form.isSubmitting}>
          {callTexts.back}
        </Button>
        <Button type="submit" disabled={form.isSubmitting} icon={form.isSubmitting ? <Spinner size="tiny" /> : undefined}>
          {callTexts.save}
        </Button>
        <Button appearance="primary" icon={<Cart20Regular />} onClick={takeOrder} disabled={form.isSubmitting}>
          {callTexts.takeOrder}
        </Button>
      </DialogActions>
    </form>
  );
}
