import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { appI18n } from './i18n/appI18n';
import { loadDevanagariFont } from './i18n/devanagariFont';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// A Hindi reader's first screen waits for the Devanagari face (devanagariFont.ts); English starts at once.
void (appI18n.language === 'hi' ? loadDevanagariFont() : Promise.resolve()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
