import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
// jsdom does no layout: it reports "not implemented" (a console.error) for a pseudo-element's style, where antd
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

// A component test gets its data from the QueryClient it is given, never from a server: any request fails the test.
const requests: string[] = [];
vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
  const request = `${init?.method ?? 'GET'} ${String(input instanceof Request ? input.url : input)}`;
  requests.push(request);
  return Promise.reject(new TypeError(`component tests do not reach the network: ${request}`));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  if (requests.length > 0) {
    throw new Error(`The test asked the server (seed the QueryClient instead):\n${requests.splice(0).join('\n')}`);
  }
});
