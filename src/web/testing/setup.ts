import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { refuseNetwork, untakenRequests } from './network';
import { loadScreenTexts, startI18n } from '../shared/i18n';
import { quietIcons } from '../app/decorative-icons';

// What a browser has and jsdom lacks, for antd's responsive grid, drawers and tables; no product code is replaced.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom does no layout: it logs a console.error saying it lacks a pseudo-element's style, where antd
// measures scroll bars, and answers a border's width as 'medium', where a browser computes pixels (antd's growing
// text areas add them up, and a NaN height is a console.error).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => {
  const style = computedStyle(element);
  const value = style.getPropertyValue.bind(style);
  style.getPropertyValue = (name: string) => {
    const given = value(name);
    return /^border-.*width$/.test(name) && !given.endsWith('px') ? '0px' : given;
  };
  return style;
};
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

refuseNetwork();
// Icons as the app draws them (main.tsx).
quietIcons();
// The screens' texts in English, as a browser without another choice shows them.
await startI18n('en');
await loadScreenTexts();
// A busy two-core machine runs several suites at once: what a user would see within seconds may take more than one.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  const untaken = untakenRequests();
  if (untaken.length > 0) throw new Error(`The test asked the server (seed the QueryClient instead):\n${untaken.join('\n')}`);
});
