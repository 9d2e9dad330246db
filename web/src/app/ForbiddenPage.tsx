import { Body1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldError48Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../kit/useDocumentTitle.ts';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: { maxWidth: '440px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalM, alignItems: 'center' },
  icon: { color: tokens.colorPaletteRedForeground1 },
  text: { textAlign: 'center' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/** Any unknown path (the seeds' forbidden route). */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  useDocumentTitle(t('forbidden.title'));
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <ShieldError48Regular className={styles.icon} />
        <Title2 as="h1">{t('forbidden.title')}</Title2>
        <Body1 className={styles.text}>{t('forbidden.text')}</Body1>
        <Link to="/home" className={styles.link}>
          {t('forbidden.home')}
        </Link>
      </Card>
    </main>
  );
}
