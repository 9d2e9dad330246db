import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { object } from 'yup';
import { Messages } from '@console/schema';
import { emailText, passwordText } from '../../kit/textRules.ts';
import { useDocumentTitle } from '../../kit/useDocumentTitle.ts';
import { accent } from '../../app/theme.ts';
import { useSessionService } from './SessionContext.tsx';
import { returnPath, sessionExpired } from './signInState.ts';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    background: `linear-gradient(135deg, ${accent.blue} 0%, ${accent.blueBright} 55%, ${tokens.colorBrandBackground} 100%)`,
  },
  panel: {
    width: '100%',
    maxWidth: '400px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
  },
  brand: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  appName: { color: tokens.colorBrandForeground1 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS },
});

const schema = object({
  email: emailText(),
  password: passwordText(),
});

export default function SignInPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  useDocumentTitle(t('signIn.title'));
  const session = useSessionService();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string[]>([]);

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: schema,
    onSubmit: async ({ email, password }) => {
      setFailure([]);
      const messages = await session.signIn(email.trim(), password);
      if (messages.length > 0) setFailure(messages);
      else navigate(returnPath(location.state), { replace: true });
    },
  });

  const errorOf = (name: 'email' | 'password') => (formik.touched[name] ? formik.errors[name] : undefined);

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.brand}>
          <Subtitle2 className={styles.appName}>{t('app.name')}</Subtitle2>
          <Title2 as="h1">{t('signIn.title')}</Title2>
          <Text>{t('signIn.subtitle')}</Text>
        </div>
        <form className={styles.form} onSubmit={formik.handleSubmit} noValidate>
          <Field
            label={t('signIn.email')}
            required
            validationMessage={errorOf('email')}
            validationState={errorOf('email') ? 'error' : 'none'}
          >
            <Input
              name="email"
              type="email"
              autoFocus
              autoComplete="username"
              value={formik.values.email}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Field>
          <Field
            label={t('signIn.password')}
            required
            validationMessage={errorOf('password')}
            validationState={errorOf('password') ? 'error' : 'none'}
          >
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Field>
          {sessionExpired(location.state) && failure.length === 0 && (
            <MessageBar intent="warning" role="status">
              <MessageBarBody>{Messages.sessionExpired}</MessageBarBody>
            </MessageBar>
          )}
          {failure.length > 0 && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>
                {failure.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </MessageBarBody>
            </MessageBar>
          )}
          <Button
            className={styles.submit}
            appearance="primary"
            type="submit"
            size="large"
            disabled={formik.isSubmitting}
            icon={formik.isSubmitting ? <Spinner size="tiny" /> : undefined}
          >
            {t('signIn.submit')}
          </Button>
        </form>
      </div>
    </main>
  );
}
