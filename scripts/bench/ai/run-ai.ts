// `npm run bench -- ai`: a quarter summary of 500 goals by the built-in writer (no AI_* settings), from the first
// GET to the finished answer, and its .pptx deck, for several directors of a 5,000-person company, the server in a
// second process; PGlite, and PostgreSQL when DATABASE_URL is set. Writes .tmp/bench-ai.md.
import JSZip from 'jszip';
import { loadavg } from 'node:os';
import { tokenFor } from '../api';
import { percentile } from '../load';
import { ms } from '../report';
import { sleep } from '../server';
import { cpuDuring } from '../goals/cpu';
import type { BenchTarget } from '../goals/databases';
import { startBenchServer, type BenchServer } from '../goals/goal-server';
import { credentialsOf } from '../goals/seed';
import type { Person } from '../goals/seed-people';
import type { BenchData } from '../bench-data';
import { benchPeople } from '../companies';
import { onEachDatabase } from '../endpoint-bench';
import { judge, recordTarget, verdictCell, caveatFor } from '../targets';
import type { AiSummaryAnswer } from '../../../src/contract/ai-summaries';
import { GOALS_BELOW, seedAiSummaries, type AiProbes } from './seed-ai';

// A summary is kept once written, so each run is another director's first: one unmeasured, then RUNS measured.
const RUNS = Number(process.env.BENCH_AI_RUNS ?? 10);
const POLL_MS = 20;
const SUMMARY_TARGET_MS = 2_000;
const DECK_TARGET_MS = 5_000;
// Without these the built-in writer writes (blank settings are dropped, so none from the environment reaches the server).
const NO_MODEL = { AI_BASE_URL: '', AI_API_KEY: '', AI_MODEL: '' };

type Generation = {
  summaryMs: number;
  polls: number;
  goals: number;
  writtenBy: string | null;
  answerBytes: number;
  cpu: { server: number; database: number };
  deckMs: number;
  deckBytes: number;
  slides: number;
};

const step = (text: string) => console.info(`… ${text}`);

async function getJson(url: string, token: string): Promise<{ answer: AiSummaryAnswer; bytes: number }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return { answer: JSON.parse(text) as AiSummaryAnswer, bytes: Buffer.byteLength(text) };
}

/** From the first GET to the Success answer (polled every POLL_MS), then the deck's download. */
async function generate(server: BenchServer, target: BenchTarget, token: string, periodId: number): Promise<Generation> {
  const url = `${server.url}/api/Gpt/summary/${periodId}/1`;
  const pids = { server: async () => [server.pid], database: target.backendPids };
  const { result, cpuMs } = await cpuDuring(pids, async () => {
    const started = performance.now();
    let polls = 0;
    for (;;) {
      const { answer, bytes } = await getJson(url, token);
      polls++;
      if (answer.Success) return { summaryMs: performance.now() - started, polls, answer, bytes };
      if (answer.Message !== 'Generating...') throw new Error(`${url}: ${answer.Message}`);
      await sleep(POLL_MS);
    }
  });
  const deckStarted = performance.now();
  const res = await fetch(`${url}/slides`, { headers: { authorization: `Bearer ${token}` } });
  const deck = Buffer.from(await res.arrayBuffer());
  const deckMs = performance.now() - deckStarted;
  if (!res.ok) throw new Error(`${url}/slides: ${res.status}`);
  const zip = await JSZip.loadAsync(deck);
  return {
    summaryMs: result.summaryMs,
    polls: result.polls,
    goals: result.answer.GoalSummary?.Goals.length ?? 0,
    writtenBy: result.answer.WrittenBy?.Kind ?? null,
    answerBytes: result.bytes,
    cpu: cpuMs,
    deckMs,
    deckBytes: deck.length,
    slides: Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f)).length,
  };
}

// Its own data: the quarter's goals are the only ones (no other company's goals fit it).
async function benchTarget(data: BenchData, port: number) {
  const target = data.target;
  step(`[${target.kind}] seeding`);
  const seeded = performance.now();
  const people = await benchPeople(data);
  step(`[${target.kind}]   5,000 people in ${ms(performance.now() - seeded)}`);
  const probes: AiProbes = await data.once('ai', (db) => seedAiSummaries(db, people));
  const seedMs = performance.now() - seeded;
  if (RUNS + 1 > probes.directors.length) throw new Error(`BENCH_AI_RUNS may be at most ${probes.directors.length - 1}`);
  step(`[${target.kind}] starting the server`);
  const server = await startBenchServer({ ...target.serverEnv, ...NO_MODEL }, port);
  const runs: Generation[] = [];
  let first: Generation;
  try {
    const people: Person[] = probes.directors.slice(0, RUNS + 1);
    const tokens = await Promise.all(people.map((p) => tokenFor(server.url, credentialsOf(p))));
    for (const [i, token] of tokens.entries()) {
      const g = await generate(server, target, token, probes.periodId);
      step(
        `[${target.kind}] ${i === 0 ? 'first (unmeasured)' : `run ${i}`}: summary ${ms(g.summaryMs)} (${g.goals} goals), deck ${ms(g.deckMs)} (${g.slides} slides)`,
      );
      if (i === 0) first = g;
      else runs.push(g);
    }
  } finally {
    await server.stop();
  }
  return { target, probes, seedMs, first: first!, runs };
}

type Run = Awaited<ReturnType<typeof benchTarget>>;

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
};
/** The slowest run against `target`, recorded for the table of every target. */
function verdict(run: Run, measurement: string, worst: number, target: number) {
  const judged = judge({ value: worst, target: { ms: target } });
  recordTarget({ bench: 'ai', database: run.target.kind, measurement, value: `slowest ${ms(worst)}`, ...judged });
  return verdictCell(judged, caveatFor(run.target.kind));
}

function format(runs: Run[], loadAtStart: number): string {
  const lines = [
    '# AI summaries bench: a 500-goal quarter by the built-in writer, and its deck',
    '',
    `Each run is another director's first summary of the quarter (a summary is kept once written): \`GET /api/Gpt/summary/{periodId}/1\`, ` +
      `then the same GET every ${POLL_MS} ms until \`Success\`, timed from the first GET; then \`GET …/slides\` (the .pptx) timed to its last byte. ` +
      `One unmeasured run first, then ${RUNS}; the directors take turns over the five VPs' parts of the company. No AI_* settings: the built-in writer. ` +
      `The server runs in its own process. Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (2 cores, shared).`,
  ];
  for (const run of runs) {
    const p = run.probes;
    const s = stats(run.runs.map((r) => r.summaryMs));
    const d = stats(run.runs.map((r) => r.deckMs));
    const cpuS = stats(run.runs.map((r) => r.cpu.server));
    const cpuD = stats(run.runs.map((r) => r.cpu.database));
    const g = run.runs[0]!;
    lines.push(
      '',
      `## ${run.target.label}`,
      '',
      `5,000 people (depth 6); the quarter ${p.periodName} (ended) holds ${p.goals.toLocaleString('en')} goals, ${GOALS_BELOW} under each of 25 directors, ` +
        `with ${p.statuses.toLocaleString('en')} weekly updates, ${p.comments.toLocaleString('en')} check-in comments and ${p.results.toLocaleString('en')} results; ` +
        `no other quarter has goals. Seeded in ${(run.seedMs / 1000).toFixed(1)} s.`,
      '',
      '| measurement | p50 | p95 | max | target | verdict |',
      '|---|--:|--:|--:|---|---|',
      `| summary: first GET → \`Success\` (${g.goals} goals) | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} | ≤ ${ms(SUMMARY_TARGET_MS)} | ${verdict(run, 'AI summary of a 500-goal quarter, first GET → Success', s.max, SUMMARY_TARGET_MS)} |`,
      `| deck: \`GET …/slides\` (${g.slides} slides, ${(g.deckBytes / 1024).toFixed(0)} KB) | ${ms(d.p50)} | ${ms(d.p95)} | ${ms(d.max)} | ≤ ${ms(DECK_TARGET_MS)} | ${verdict(run, 'Its .pptx deck', d.max, DECK_TARGET_MS)} |`,
      run.target.kind === 'pglite'
        ? `| CPU of one summary: the server, PGlite inside it | ${ms(cpuS.p50)} | | ${ms(cpuS.max)} | | |`
        : `| CPU of one summary: server + PostgreSQL backends | ${ms(cpuS.p50)} + ${ms(cpuD.p50)} | | ${ms(cpuS.max)} + ${ms(cpuD.max)} | | |`,
      '',
      `Runs: ${run.runs.map((r) => `${ms(r.summaryMs)} / ${ms(r.deckMs)}`).join(', ')} (summary / deck). ` +
        `First run after the start (unmeasured): ${ms(run.first.summaryMs)} / ${ms(run.first.deckMs)}. ` +
        `Polls per summary: ${stats(run.runs.map((r) => r.polls)).p50} (median); the finished answer is ${(g.answerBytes / 1024).toFixed(0)} KB, written by ${g.writtenBy ?? 'nobody'}.`,
    );
  }
  return lines.join('\n');
}

/** The AI summaries bench; `root` is a scratch directory that the caller removes. */
export const runAiBench = (root: string, data?: BenchData): Promise<void> =>
  onEachDatabase({ name: 'ai', root, firstPort: 3490, data }, benchTarget, format);
