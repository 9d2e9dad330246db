import { useQuery } from '@apollo/client/react';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { PerformanceReportDocument } from '../../generated/graphql.ts';
import { PerformanceCard } from './PerformanceCard.tsx';
import { changePeriod, defaultPeriod, type Period } from './period.ts';
import { DayField, WithBusinessDay, useReportChanges } from './reportHooks.tsx';
import { ReportPage } from './ReportPage.tsx';
import { reportTexts } from './texts.ts';

const texts = reportTexts.performance;

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyle: 'none' },
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', padding: `${tokens.spacingVerticalXXL} 0` },
});

/** /suivi/performance (permission 29): the dashboard's ten cards over a period, live. */
export default function PerformancePage() {
  return <WithBusinessDay>{(today) => <PerformanceDashboard today={today} />}</WithBusinessDay>;
}

function PerformanceDashboard({ today }: { today: string }) {
  const styles = useStyles();
  const [period, setPeriod] = useState<Period>(() => defaultPeriod(today));
  // « to » is a whole day, up to its end: an order cancelled now is in the period, whatever the hour.
  const { data, previousData, loading, error, refetch } = useQuery(PerformanceReportDocument, {
    variables: { from: period.from, to: period.to },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useReportChanges(() => void refetch());
  const report = (data ?? previousData)?.performanceReport;

  return (
    <ReportPage
      title={texts.title}
      printed={reportTexts.period(period.from, period.to)}
      filters={
        <>
          <DayField label={reportTexts.from} name="from" value={period.from} onChange={(day) => setPeriod(changePeriod(period, 'from', day))} />
          <DayField label={reportTexts.to} name="to" value={period.to} onChange={(day) => setPeriod(changePeriod(period, 'to', day))} />
        </>
      }
      exportFile={{ kind: 'REPORT_PERFORMANCE', filters: { dateFrom: period.from, dateTo: period.to } }}
      error={error}
      loading={!report && loading}
    >
      {report &&
        (report.cards.length === 0 ? (
          <Body1 className={styles.empty}>{reportTexts.noFigures}</Body1>
        ) : (
          <ul className={styles.cards} aria-label={texts.cardsLabel} aria-busy={loading || undefined}>
            {report.cards.map((card, index) => (
              <li key={card.figure}>
                <PerformanceCard card={card} index={index} />
              </li>
            ))}
          </ul>
        ))}
    </ReportPage>
  );
}
