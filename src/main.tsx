import './app/firstStyles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreenAt } from './app/screens';
import { appI18n, currentLanguage } from './i18n/appI18n';
import { prepareLanguage } from './i18n/switchLanguage';
import { SESSION_STORAGE_KEY } from './machines/sessionPersistence';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

preloadScreenAt(window.location.hash.slice(1));

/**
 * What an earlier visit stored, checked: the check (zod and the session's schema) is fetched only when there is
 * something to check, so a first visit's sign-in page goes without it.
 */
const restoreSession = async () =>
  window.localStorage.getItem(SESSION_STORAGE_KEY)
    ? (await import('./machines/storedSession')).loadSession(window.localStorage)
    : undefined;
// The first screen waits for its reader's texts (the first screens' part, of that language alone) and, for
// Hindi, the Devanagari face, and for the stored session's check when one is stored; index.html's shell is on
// screen meanwhile. Rendered as a transition: React yields to the browser every few milliseconds, and a slow
// phone's taps and keys are not held behind the first render.
void Promise.all([restoreSession(), prepareLanguage(appI18n, currentLanguage())]).then(([initialSession]) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App initialSession={initialSession} />
      </StrictMode>,
    ),
  ),
);

// The service worker (the offline shell, the pushes) once the page has loaded, out of the first screen's way.
if ('serviceWorker' in navigator)
  window.addEventListener(
    'load',
    () => void import('./app/appWorker').then((worker) => worker.registerAppWorker()),
  );
