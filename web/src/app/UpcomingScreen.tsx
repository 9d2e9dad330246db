import { Body1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { WrenchScrewdriver32Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../kit/useDocumentTitle.ts';
import { direction, type Language } from './i18n.ts';
import { screens } from './registry.ts';
import { accent } from './theme.ts';

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalM, margin: `${tokens.spacingVerticalXXL} auto` },
  icon: { color: accent.blue },
  screen: { color: tokens.colorNeutralForeground3 },
  link: { alignSelf: 'flex-start', color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The shared page of screens declared in the registry whose component arrives in a later version:
 * a plain notice, no data. The public preparation board passes its language in the URL.
 */
export default function UpcomingScreen() {
  const { lng } = useParams();
  const language: Language = lng === 'ar' ? 'ar' : 'fr';
  const { t } = useTranslation(undefined, { lng: language });
  const styles = useStyles();
  const { pathname } = useLocation();
  const screen = screens.find((candidate) => matchPath(candidate.path, pathname));
  useDocumentTitle(screen?.menu?.label ?? t('upcoming.title'));

  return (
    <Card className={styles.card} lang={language} dir={direction(language)}>
      <WrenchScrewdriver32Regular className={styles.icon} />
      <Title2 as="h1">{t('upcoming.title')}</Title2>
      {screen?.menu && <Body1 className={styles.screen}>{screen.menu.label}</Body1>}
      <Body1>{t('upcoming.text')}</Body1>
      <Link to="/home" className={styles.link}>
        {t('upcoming.home')}
      </Link>
    </Card>
  );
}
