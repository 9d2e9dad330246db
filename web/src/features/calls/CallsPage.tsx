import { Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useDocumentTitle } from '../../kit/useDocumentTitle.ts';
import { AssignmentsList } from './AssignmentsList.tsx';
import { CallLog } from './CallLog.tsx';
import { callTexts } from './texts.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
  },
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
        {tab === 'assignments' ? <AssignmentsList /> : <CallLog />}
      </div>
    </section>
  );
}
