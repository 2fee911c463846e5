import './app/firstStyles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreenAt } from './app/screens';
import { appI18n, currentLanguage } from './i18n/appI18n';
import { prepareLanguage } from './i18n/switchLanguage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

preloadScreenAt(window.location.hash.slice(1));
// The first screen waits for its reader's texts (the first screens' part, of that language alone) and, for
// Hindi, the Devanagari face; index.html's shell is on screen meanwhile. Rendered as a transition: React yields
// to the browser every few milliseconds, and a slow phone's taps and keys are not held behind the first render.
void prepareLanguage(appI18n, currentLanguage()).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
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
