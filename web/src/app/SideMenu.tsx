import {
  Avatar,
  Caption1,
  Hamburger,
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
  Tooltip,
  makeStyles,
  mergeClasses,
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
import { useMemo, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
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
  drawer: { height: '100vh', width: '240px', borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  // Folded to its icons: names stay in the accessibility tree and show as tooltips.
  folded: { width: '56px' },
  header: {
    backgroundColor: accent.blue,
    color: tokens.colorNeutralForegroundOnBrand,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  foldedHeader: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXS}`, alignItems: 'center' },
  top: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  toggle: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: accent.blueBright },
    ':hover:active': { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: accent.blueBright },
  },
  appName: { fontWeight: tokens.fontWeightSemibold, letterSpacing: '0.02em' },
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  userText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  role: { color: accent.blueLight },
  body: { paddingTop: tokens.spacingVerticalS },
  foldedBody: { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
  hidden: { display: 'none' },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** The menu entry the current path belongs to: the longest entry path it starts with. */
function selectedEntry(sections: MenuSection[], pathname: string): { path: string; section: MenuSectionId } | undefined {
  const trimmed = (path: string) => path.replace(/\/$/, '');
  return sections
    .flatMap((section) => section.entries.map((entry) => ({ path: entry.path, section: section.id })))
    .filter(({ path }) => pathname === path || `${trimmed(pathname)}/`.startsWith(`${trimmed(path)}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The side menu; `folded` shows only the icons (narrow screens, or the user's choice). */
export function SideMenu({ folded, onToggle }: { folded: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const viewer = useViewer();
  const session = useSessionService();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = useMemo(() => buildMenu(viewer.permissions), [viewer.permissions]);
  const selected = selectedEntry(sections, pathname);
  const [openSections, setOpenSections] = useState<string[]>(selected ? [selected.section] : []);
  const fullName = `${viewer.firstName} ${viewer.lastName}`;
  const toggleLabel = folded ? t('menu.expand') : t('menu.collapse');

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

  /** A folded menu names its entries in a tooltip; the text stays for screen readers. */
  const named = (label: string, item: ReactElement) =>
    folded ? (
      <Tooltip key={label} content={label} relationship="inaccessible" positioning="after">
        {item}
      </Tooltip>
    ) : (
      item
    );
  const text = (label: string): ReactNode => (folded ? <span className={styles.visuallyHidden}>{label}</span> : label);

  return (
    <NavDrawer
      open
      type="inline"
      className={mergeClasses(styles.drawer, folded && styles.folded)}
      selectedValue={selected?.path ?? ''}
      selectedCategoryValue={selected?.section}
      openCategories={folded ? [] : openSections}
      onNavCategoryItemToggle={(_, data) => {
        const section = String(data.categoryValue ?? data.value);
        // A group of a folded menu unfolds the menu on that group.
        if (folded) {
          onToggle();
          setOpenSections([section]);
        } else setOpenSections((open) => (open.includes(section) ? [] : [section]));
      }}
      multiple={false}
      aria-label={t('menu.label')}
      data-folded={folded || undefined}
    >
      <NavDrawerHeader className={mergeClasses(styles.header, folded && styles.foldedHeader)}>
        <div className={styles.top}>
          {!folded && <Text className={styles.appName}>{t('app.name')}</Text>}
          <Tooltip content={toggleLabel} relationship="label" positioning="after">
            <Hamburger className={styles.toggle} aria-expanded={!folded} onClick={onToggle} data-testid="menu-toggle" />
          </Tooltip>
        </div>
        <div className={styles.user}>
          <Avatar name={fullName} image={viewer.imageUrl ? { src: viewer.imageUrl } : undefined} color="colorful" size={folded ? 28 : 32} />
          <div className={mergeClasses(styles.userText, folded && styles.visuallyHidden)}>
            <Text weight="semibold" className={styles.ellipsis} data-testid="menu-user-name">
              {fullName}
            </Text>
            <Caption1 className={`${styles.ellipsis} ${styles.role}`} data-testid="menu-user-role">
              {viewer.roleName ?? viewer.userTypeName ?? t('profile.noRole')}
            </Caption1>
          </div>
        </div>
      </NavDrawerHeader>
      <NavDrawerBody className={mergeClasses(styles.body, folded && styles.foldedBody)}>
        {sections.map((section) =>
          section.flat ? (
            section.entries.map((entry) =>
              named(
                entry.label,
                <NavItem key={entry.path} value={entry.path} href={entry.path} icon={icons[section.id]} onClick={follow(entry.path)}>
                  {text(entry.label)}
                </NavItem>,
              ),
            )
          ) : (
            <NavCategory key={section.id} value={section.id}>
              {named(
                section.label,
                <NavCategoryItem icon={icons[section.id]} expandIcon={folded ? { className: styles.hidden } : undefined}>
                  {text(section.label)}
                </NavCategoryItem>,
              )}
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
        {named(
          t('menu.signOut'),
          <NavItem value={SIGN_OUT} icon={<SignOut20Regular />} onClick={() => void signOut()}>
            {text(t('menu.signOut'))}
          </NavItem>,
        )}
      </NavDrawerBody>
    </NavDrawer>
  );
}
