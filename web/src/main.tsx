import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/i18n.ts';
import { App } from './app/App.tsx';
import { createSession } from './features/access/session.ts';
import { createSessionStore } from './features/access/sessionStore.ts';

const session = createSession(createSessionStore());
// The refresh cookie may still hold a session: restore it while the first screen renders.
void session.restore();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
);
