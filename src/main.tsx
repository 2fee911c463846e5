import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadDevanagariFont } from './i18n/devanagariFont';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

preloadDevanagariFont();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
