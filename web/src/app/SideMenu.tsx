import {
  Avatar,
  Caption1,
  NavCategory,
  NavCategoryItem,
  NavDivider,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSubItem,
  NavSubItemGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownload20Regular,
  BoxMultiple20Regular,
  Call20Regular,
  Cart20Regular,
  ChartMultiple20Regular,
  DataTrending20Regular,
  Home20Regular,
  Location20Regular,
  PeopleTeam20Regular,
  People20Regular,
  Person20Regular,
  PersonArrowRight20Regular,
  PersonStar20Regular,
  Settings20Regular,
  ShieldKeyhole20Regular,
  SignOut20Regular,
  Tag20Regular,
  VehicleTruckProfile20Regular,
} from '@fluentui/react-icons';
import { useMemo, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSessionService, useViewer } from '../features/access/SessionContext.tsx';
import { buildMenu, type MenuSection, type MenuSectionId } from './registry.ts';
import { accent } from './theme.ts';

const icons: Record<MenuSectionId, ReactElement> = {
  home: <Home20Regular />,
  performance: <DataTrending20Regular />,
  catalog: <BoxMultiple20Regular />,
  promotions: <Tag20Regular />,
  customers: <People20Regular />,
  sectors: <Location20Regular />,
  orders: <Cart20Regular />,
  delivery: <VehicleTruckProfile20Regular />,
  calls: <Call20Regular />,
  exports: <ArrowDownload20Regular />,
  parameters: <Settings20Regular />,
  users: <PeopleTeam20Regular />,
  agentAssignment: <PersonArrowRight20Regular />,
  accessAdmin: <ShieldKeyhole20Regular />,
  supervisors: <PersonStar20Regular />,
  summary: <ChartMultiple20Regular />,
  profile: <Person20Regular />,
};

const SIGN_OUT = 'sign-out';

const useStyles = makeStyles({
  drawer: { height: '100vh', borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  header: {
    backgroundColor: accent.blue,
    color: tokens.colorNeutralForegroundOnBrand,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  appName: { fontWeight: tokens.fontWeightSemibold, letterSpacing: '0.02em' },
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  userText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  role: { color: accent.blueLight },
  body: { paddingTop: tokens.spacingVerticalS },
});

/** The menu entry the current path belongs to: the longest entry path it starts with. */
function selectedEntry(sections: MenuSection[], pathname: string): { path: string; section: MenuSectionId } | undefined {
  const trimmed = (path: string) => path.replace(/\/$/, '');
  return sections
    .flatMap((section) => section.entries.map((entry) => ({ path: entry.path, section: section.id })))
    .filter(({ path }) => pathname === path || `${trimmed(pathname)}/`.startsWith(`${trimmed(path)}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export function SideMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const viewer = useViewer();
  const session = useSessionService();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = useMemo(() => buildMenu(viewer.permissions), [viewer.permissions]);
  const selected = selectedEntry(sections, pathname);
  const fullName = `${viewer.firstName} ${viewer.lastName}`;

  // Entries are real links (open in a new tab works); a plain click stays in the single-page app.
  const follow = (path: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };

  const signOut = async () => {
    await session.signOut();
    navigate('/sign-in', { replace: true });
  };

  return (
    <NavDrawer
      open
      type="inline"
      className={styles.drawer}
      selectedValue={selected?.path ?? ''}
      selectedCategoryValue={selected?.section}
      defaultOpenCategories={selected ? [selected.section] : []}
      multiple={false}
      aria-label={t('menu.label')}
    >
      <NavDrawerHeader className={styles.header}>
        <Text className={styles.appName}>{t('app.name')}</Text>
        <div className={styles.user}>
          <Avatar name={fullName} image={viewer.imageUrl ? { src: viewer.imageUrl } : undefined} color="colorful" />
          <div className={styles.userText}>
            <Text weight="semibold" className={styles.ellipsis} data-testid="menu-user-name">
              {fullName}
            </Text>
            <Caption1 className={`${styles.ellipsis} ${styles.role}`} data-testid="menu-user-role">
              {viewer.roleName ?? viewer.userTypeName ?? t('profile.noRole')}
            </Caption1>
          </div>
        </div>
      </NavDrawerHeader>
      <NavDrawerBody className={styles.body}>
        {sections.map((section) =>
          section.flat ? (
            section.entries.map((entry) => (
              <NavItem key={entry.path} value={entry.path} href={entry.path} icon={icons[section.id]} onClick={follow(entry.path)}>
                {entry.label}
              </NavItem>
            ))
          ) : (
            <NavCategory key={section.id} value={section.id}>
              <NavCategoryItem icon={icons[section.id]}>{section.label}</NavCategoryItem>
              <NavSubItemGroup>
                {section.entries.map((entry) => (
                  <NavSubItem key={entry.path} value={entry.path} href={entry.path} onClick={follow(entry.path)}>
                    {entry.label}
                  </NavSubItem>
                ))}
              </NavSubItemGroup>
            </NavCategory>
          ),
        )}
        <NavDivider />
        <NavItem value={SIGN_OUT} icon={<SignOut20Regular />} onClick={() => void signOut()}>
          {t('menu.signOut')}
        </NavItem>
      </NavDrawerBody>
    </NavDrawer>
  );
}
