import { Body1, Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useDocumentTitle } from '../../kit/useDocumentTitle.ts';
import { AssignmentsList } from './AssignmentsList.tsx';
import { callTexts } from './texts.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalXXL} 0`, textAlign: 'center', display: 'block' },
});

type CallsTab = 'assignments' | 'log';

/** /calls (permission 23): the agents' work page, the day's assignments first, then the telephone call log. */
export default function CallsPage() {
  const styles = useStyles();
  const [tab, setTab] = useState<CallsTab>('assignments');
  useDocumentTitle(callTexts.title);
  return (
    <section className={styles.page}>
      <Title2 as="h1">{callTexts.title}</Title2>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value === 'log' ? 'log' : 'assignments')}>
        <Tab value="assignments">{callTexts.assignmentsTab}</Tab>
        <Tab value="log">{callTexts.callLogTab}</Tab>
      </TabList>
      <div className={styles.card} role="tabpanel">
        {tab === 'assignments' ? <AssignmentsList /> : <Body1 className={styles.empty}>{callTexts.callLogEmpty}</Body1>}
      </div>
    </section>
  );
}
