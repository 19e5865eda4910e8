import { connectLive, nextEvent, type LiveClient } from '../../../src/server/live/live-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUBDOMAIN } from '../../../src/server/demo/accounts';
import { tokenFor } from '../api';
import { percentile } from '../load';

export type FanOut = {
  sockets: number;
  rounds: number;
  deliveries: number;
  missed: number;
  connectMs: number;
  /** From the HTTP answer to each socket's receipt (negative: the event came before the answer). */
  afterAnswer: { p50: number; p95: number; p99: number; max: number };
  /** From sending the request to each socket's receipt. */
  afterSend: { p50: number; p95: number; p99: number; max: number };
  httpMs: { p50: number; p95: number };
};

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
};

type GoalListEntry = { Id: number; State: string; Permissions: { Update: boolean } };

/**
 * `sockets` clients of the demo company (its seven sign-ins, many sockets each) on one server; Emma gives
 * `rounds` weekly updates on one of her goals, one after another; each socket times the TenantUpdate.
 */
export async function measureFanOut(url: string, opts: { sockets: number; rounds: number; log: (s: string) => void }): Promise<FanOut> {
  const tokens = await Promise.all(
    Object.values(DEMO_ACCOUNTS).map((userName) => tokenFor(url, { userName, password: DEMO_PASSWORD, domain: DEMO_SUBDOMAIN })),
  );
  const emma = await tokenFor(url, {
    userName: DEMO_ACCOUNTS.contributor,
    password: DEMO_PASSWORD,
    domain: DEMO_SUBDOMAIN,
  });
  const list = await fetch(`${url}/api/Goal/goals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emma}`, 'content-type': 'application/json' },
    body: JSON.stringify({ GoalSelectFilter: 'MyGoals', PageSize: 50 }),
  });
  const goal = ((await list.json()) as { data: GoalListEntry[] }).data.find((g) => g.State === 'approved' && g.Permissions.Update);
  if (!goal) throw new Error('Emma has no approved goal of this quarter to update');

  const started = performance.now();
  const clients: LiveClient[] = [];
  try {
    for (let i = 0; i < opts.sockets; i += 50) {
      const batch = Array.from({ length: Math.min(50, opts.sockets - i) }, (_, j) =>
        connectLive(url, tokens[(i + j) % tokens.length]!, { timeoutMs: 30_000 }),
      );
      clients.push(...(await Promise.all(batch)));
    }
    const connectMs = performance.now() - started;
    opts.log(`${clients.length} sockets connected in ${(connectMs / 1000).toFixed(1)} s`);

    const afterAnswer: number[] = [];
    const afterSend: number[] = [];
    const http: number[] = [];
    let missed = 0;
    for (let round = 0; round < opts.rounds; round++) {
      const marker = `${Date.now()}-${round}`;
      let answeredAt = 0;
      const receipts = clients.map((c) =>
        nextEvent(c, 'TenantUpdate', (u) => u.GoalId === goal.Id, 10_000).then(
          () => performance.now(),
          () => null,
        ),
      );
      const sentAt = performance.now();
      const res = await fetch(`${url}/api/Goal/updatestatus`, {
        method: 'POST',
        headers: { authorization: `Bearer ${emma}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          Id: goal.Id,
          Likelihood: round % 5,
          Quality: (round + 2) % 5,
          Comment: `Bench round ${marker}`,
        }),
      });
      await res.arrayBuffer();
      answeredAt = performance.now();
      if (res.status !== 200) throw new Error(`weekly update answered ${res.status}`);
      http.push(answeredAt - sentAt);
      for (const at of await Promise.all(receipts)) {
        if (at === null) missed++;
        else {
          afterAnswer.push(at - answeredAt);
          afterSend.push(at - sentAt);
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const httpStats = stats(http);
    return {
      sockets: clients.length,
      rounds: opts.rounds,
      deliveries: afterAnswer.length,
      missed,
      connectMs,
      afterAnswer: stats(afterAnswer),
      afterSend: stats(afterSend),
      httpMs: { p50: httpStats.p50, p95: httpStats.p95 },
    };
  } finally {
    for (const c of clients) c.close();
  }
}
