import { vi } from 'vitest';

/** A request a component made: method, address and JSON body. */
export type SentRequest = { method: string; url: string; body: unknown };

const sent: SentRequest[] = [];

/**
 * A component test gets its data from the QueryClient it is given, never from a server: every request is kept and
 * fails as a browser offline would. A test that means a request to be made takes it (`takeRequests`) and says what
 * it was; any other fails the test.
 */
export function refuseNetwork(): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method: init?.method ?? 'GET', url: String(input instanceof Request ? input.url : input), body };
    sent.push(request);
    return Promise.reject(new TypeError(`component tests do not reach the network: ${request.method} ${request.url}`));
  });
}

/** The requests made so far, which the test thereby expects. */
export const takeRequests = (): SentRequest[] => sent.splice(0);

/** Requests nobody took, as lines. */
export const untakenRequests = (): string[] => sent.splice(0).map((r) => `${r.method} ${r.url}`);
