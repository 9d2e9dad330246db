import { Body1, Card, CardHeader, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Box24Regular, Cart24Regular, VehicleTruckProfile24Regular } from '@fluentui/react-icons';
import { Level, Permission, hasAccess } from '@console/schema';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../kit/useDocumentTitle.ts';
import { useNavigate } from 'react-router';
import { useViewer } from '../features/access/SessionContext.tsx';
import { useGranted } from '../kit/useAccess.ts';
import { accent } from './theme.ts';

type CardKey = 'articles' | 'pointOfSale' | 'dispatch';

/** The seeds' home cards: each needs READ (level 6) on its permission. */
const cards: { key: CardKey; permission: number; path: string; icon: ReactElement }[] = [
  { key: 'articles', permission: Permission.ARTICLES, path: '/articles', icon: <Box24Regular /> },
  { key: 'pointOfSale', permission: Permission.POINT_OF_SALE, path: '/orders/pos', icon: <Cart24Regular /> },
  { key: 'dispatch', permission: Permission.DISPATCH, path: '/map', icon: <VehicleTruckProfile24Regular /> },
];

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalXXL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 300px))', gap: tokens.spacingHorizontalL },
  card: { minHeight: '140px', borderTop: `4px solid ${tokens.colorBrandBackground}` },
  icon: {
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: accent.blueLight,
    color: accent.blue,
  },
});

export default function HomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  useDocumentTitle('Accueil');
  const viewer = useViewer();
  const granted = useGranted();
  const navigate = useNavigate();
  const visible = cards.filter((card) => hasAccess(granted, { permissions: [card.permission], levels: [Level.READ] }));

  return (
    <section>
      <div className={styles.header}>
        <Title2 as="h1">{t('home.welcome', { firstName: viewer.firstName })}</Title2>
        <Body1>{t('home.intro')}</Body1>
      </div>
      <div className={styles.grid}>
        {visible.map((card) => (
          <Card
            key={card.key}
            className={styles.card}
            role="button"
            aria-label={t(`home.${card.key}.title`)}
            onClick={() => navigate(card.path)}
            onKeyDown={(event) => {
              // A focused card opens with Enter and Space, as a button does.
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              navigate(card.path);
            }}
            data-testid={`home-card-${card.key}`}
          >
            <CardHeader
              image={<span className={styles.icon}>{card.icon}</span>}
              header={
                <Text as="h2" weight="semibold" size={400}>
                  {t(`home.${card.key}.title`)}
                </Text>
              }
            />
            <Body1>{t(`home.${card.key}.description`)}</Body1>
          </Card>
        ))}
      </div>
    </section>
  );
}
