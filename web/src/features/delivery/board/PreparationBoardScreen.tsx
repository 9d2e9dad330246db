import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloProvider, useSubscription } from '@apollo/client/react';
import { makeStyles } from '@fluentui/react-components';
import type { BoardLanguage } from '@console/schema';
import { useSyncExternalStore } from 'react';
import type { SocketStatus } from '../../../app/apollo.ts';
import { PreparationBoardLiveDocument, type PreparationBoardLiveSubscription } from '../../../generated/graphql.ts';
import { useDocumentLanguage } from '../../../kit/useDocumentLanguage.ts';
import { useDocumentTitle } from '../../../kit/useDocumentTitle.ts';
import { boardTexts } from './texts.ts';

type Board = PreparationBoardLiveSubscription['preparationBoard'];
type Column = 'idle' | 'inPreparation' | 'prepared';

const COLUMNS: readonly Column[] = ['idle', 'inPreparation', 'prepared'];

/** Light on dark, one strong colour per column: legible across a room. */
const COLOURS: Record<Column, { accent: string; tile: string; text: string }> = {
  idle: { accent: '#cbd5e1', tile: '#334155', text: '#ffffff' },
  inPreparation: { accent: '#fbbf24', tile: '#fbbf24', text: '#111827' },
  prepared: { accent: '#4ade80', tile: '#15803d', text: '#ffffff' },
};

const useStyles = makeStyles({
  root: {
    boxSizing: 'border-box',
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5vh',
    padding: '2vh 2vw',
    backgroundColor: '#0b1220',
    color: '#f8fafc',
    fontFamily: 'system-ui, "Segoe UI", Tahoma, Arial, sans-serif',
    // The console's provider aligns left: the Arabic board starts on the right.
    textAlign: 'start',
  },
  title: { margin: 0, fontSize: 'clamp(24px, 2.6vw, 64px)', lineHeight: 1.4, fontWeight: 800 },
  banner: {
    padding: '1vh 1.5vw',
    borderRadius: '8px',
    backgroundColor: '#facc15',
    color: '#111827',
    fontSize: 'clamp(20px, 2vw, 44px)',
    fontWeight: 700,
  },
  message: { margin: 'auto', maxWidth: '60ch', textAlign: 'center', fontSize: 'clamp(22px, 2.4vw, 48px)', fontWeight: 600 },
  columns: { flexGrow: 1, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1.5vw' },
  column: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5vh',
    minWidth: 0,
    padding: '1.5vh 1.2vw',
    borderRadius: '12px',
    backgroundColor: '#111a2e',
    borderTopWidth: '0.8vh',
    borderTopStyle: 'solid',
  },
  heading: { margin: 0, display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '1vw', fontSize: 'clamp(22px, 2.3vw, 52px)', fontWeight: 800 },
  count: { fontVariantNumeric: 'tabular-nums', opacity: 0.85 },
  tiles: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(clamp(96px, 8.5vw, 240px), 1fr))',
    gap: '0.8vw',
    alignContent: 'start',
  },
  tile: {
    padding: '0.8vh 0',
    borderRadius: '10px',
    textAlign: 'center',
    fontSize: 'clamp(28px, 2.6vw, 72px)',
    fontWeight: 800,
    lineHeight: 1.1,
    fontVariantNumeric: 'tabular-nums',
  },
  empty: { fontSize: 'clamp(18px, 1.6vw, 36px)', opacity: 0.7 },
});

const notFound = (error: unknown): boolean => CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'NOT_FOUND');

export interface PreparationBoardScreenProps {
  client: ApolloClient;
  status: SocketStatus;
  language: BoardLanguage;
  /** Null when the URL's id is not a warehouse id. */
  warehouseId: number | null;
}

/** The public board of one warehouse: its three columns, live over the socket, and a banner while it is lost. */
export function PreparationBoardScreen({ client, status, language, warehouseId }: PreparationBoardScreenProps) {
  const styles = useStyles();
  const texts = boardTexts[language];
  useDocumentTitle(texts.title);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  useDocumentLanguage(language, dir);
  const online = useSyncExternalStore(status.subscribe, status.online);
  return (
    <div className={styles.root} dir={dir} lang={language}>
      <h1 className={styles.title}>{texts.title}</h1>
      {!online && (
        <div className={styles.banner} role="alert">
          {texts.offline}
        </div>
      )}
      {warehouseId === null ? (
        <p className={styles.message} role="alert">
          {texts.unknownWarehouse}
        </p>
      ) : (
        <ApolloProvider client={client}>
          <LiveBoard warehouseId={warehouseId} language={language} />
        </ApolloProvider>
      )}
    </div>
  );
}

function LiveBoard({ warehouseId, language }: { warehouseId: number; language: BoardLanguage }) {
  const styles = useStyles();
  const texts = boardTexts[language];
  const { data, error } = useSubscription(PreparationBoardLiveDocument, { variables: { warehouseId } });
  const board: Board | undefined = data?.preparationBoard;
  // After a reconnection the stream starts again: the last board stays on screen meanwhile.
  if (!board) {
    if (error) {
      return (
        <p className={styles.message} role="alert">
          {notFound(error) ? texts.unknownWarehouse : texts.failed}
        </p>
      );
    }
    return <p className={styles.message}>{texts.loading}</p>;
  }
  return (
    <div className={styles.columns}>
      {COLUMNS.map((column) => {
        const orders = board[column];
        const colours = COLOURS[column];
        const headingId = `board-${column}`;
        return (
          <section key={column} className={styles.column} style={{ borderTopColor: colours.accent }} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.heading} style={{ color: colours.accent }}>
              <span>{texts[column]}</span>
              <span className={styles.count}>{orders.length}</span>
            </h2>
            {orders.length === 0 ? (
              <p className={styles.empty}>{texts.empty}</p>
            ) : (
              <ul className={styles.tiles} aria-label={texts[column]}>
                {orders.map((order) => (
                  <li key={order.counter} className={styles.tile} style={{ backgroundColor: colours.tile, color: colours.text }}>
                    {order.counter}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
