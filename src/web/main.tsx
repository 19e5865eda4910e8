import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startErrorReporting } from './app/error-reporting/start';

// Before anything renders, so that no error goes unseen.
startErrorReporting();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
