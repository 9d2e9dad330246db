import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dialog } from './Dialog.tsx';
import { Messages } from '@console/schema';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { object, ref, string } from 'yup';
import { passwordText } from './textRules.ts';
import type { FieldErrors } from './useAppMutation.ts';

export interface PasswordChange {
  /** Empty when the dialog does not ask for it (an administrator setting another user's password). */
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose(): void;
  /** The user's own password change asks for the current one. */
  askOldPassword: boolean;
  title?: string;
  /** Sends the change; resolves with field errors to show (keyed oldPassword / newPassword), or null when done. */
  onSubmit(change: PasswordChange): Promise<FieldErrors | null>;
}

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalM },
});

const password = passwordText();

/** Old (optional), new and confirmation passwords; a mismatch is caught here and nothing is sent. */
export function ChangePasswordDialog({ open, onClose, ...form }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>{open && <ChangePasswordForm onClose={onClose} {...form} />}</DialogSurface>
    </Dialog>
  );
}

function ChangePasswordForm({ onClose, askOldPassword, title, onSubmit }: Omit<ChangePasswordDialogProps, 'open'>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const formik = useFormik({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: object({
      oldPassword: askOldPassword ? password : string(),
      newPassword: password,
      confirmPassword: password.oneOf([ref('newPassword')], Messages.passwordsNotIdentical),
    }),
    onSubmit: async ({ oldPassword, newPassword }, helpers) => {
      const errors = await onSubmit({ oldPassword, newPassword });
      if (errors) helpers.setErrors(errors);
      else onClose();
    },
  });

  const field = (name: 'oldPassword' | 'newPassword' | 'confirmPassword', label: string) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return (
      <Field label={label} required validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Input
          type="password"
          name={name}
          autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <DialogBody>
        <DialogTitle>{title ?? t('password.title')}</DialogTitle>
        <DialogContent className={styles.fields}>
          {askOldPassword && field('oldPassword', t('password.old'))}
          {field('newPassword', t('password.new'))}
          {field('confirmPassword', t('password.confirm'))}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose} disabled={formik.isSubmitting}>
            {t('password.cancel')}
          </Button>
          <Button
            appearance="primary"
            type="submit"
            disabled={formik.isSubmitting}
            icon={formik.isSubmitting ? <Spinner size="tiny" /> : undefined}
          >
            {t('password.submit')}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
