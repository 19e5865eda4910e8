import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { quietIcons } from './app/decorative-icons';
import { startErrorReporting } from './app/error-reporting/start';
import { startI18n } from './shared/i18n';

// Before anything renders, so that no error goes unseen.
startErrorReporting();
quietIcons();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The texts of the chosen language come first: a screen never shows a key or another language's text.
void startI18n().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
