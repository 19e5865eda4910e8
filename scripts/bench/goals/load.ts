import autocannon from 'autocannon';
import { percentile } from '../load';

/** One request of a scenario: rotated by the scenario on each call. */
export type Call = { method: 'GET' | 'POST'; path: string; token: string; body?: unknown };
export type Scenario = { name: string; next: () => Call };

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
  statusCodes: Record<string, number>;
};

/**
 * Drives one scenario with autocannon at `connections` for `seconds`. Percentiles come from every
 * response's own time (autocannon's 'response' event, hrtime in ms), because autocannon's summary has
 * p90 and p97.5 but no p95.
 */
export function runLoad(url: string, scenario: Scenario, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              const call = scenario.next();
              return {
                ...request,
                method: call.method,
                path: call.path,
                headers: {
                  authorization: `Bearer ${call.token}`,
                  ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                body: call.body === undefined ? undefined : JSON.stringify(call.body),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]));
        resolve({
          requests: latencies.length,
          seconds: result.duration,
          rps: latencies.length / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          max: latencies.at(-1) ?? NaN,
          failures: result.non2xx + result.errors + result.timeouts,
          statusCodes,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => void latencies.push(ms));
  });
}

/** Calls the scenario `times` with fetch, failing on any answer but 200, so a broken scenario stops the bench early; returns the first body. */
export async function checkScenario(url: string, scenario: Scenario, times: number): Promise<unknown> {
  let first: unknown;
  for (let i = 0; i < times; i++) {
    const call = scenario.next();
    const res = await fetch(`${url}${call.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${call.token}`,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (res.status !== 200) {
      throw new Error(`${scenario.name}: ${call.method} ${call.path} answered ${res.status} ${text.slice(0, 300)}`);
    }
    if (i === 0) first = JSON.parse(text);
  }
  return first;
}
