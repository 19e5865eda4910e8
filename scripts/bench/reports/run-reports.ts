// `npm run bench -- reports`: the quarterly goal list xlsx of 50,000 goals (time, the server's memory growth, rows
// read back), the user list PDF of 5,000 people (time, the longest the server's event loop stalled meanwhile) and
// the import of 5,000 people into a fresh company; the server in a second process; PGlite, and PostgreSQL when
// DATABASE_URL is set. Writes .tmp/bench-reports.md.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadavg } from 'node:os';
import { tokenFor } from '../api';
import { median } from '../load';
import { ms } from '../report';
import { startBenchServer, type BenchServer } from '../goals/goal-server';
import { credentialsOf } from '../goals/seed';
import type { BenchData } from '../bench-data';
import { reportsCompany } from '../companies';
import { onEachDatabase, seededNote } from '../endpoint-bench';
import { recordVerdict, type Where } from '../targets';
import { IMPORT_SUBDOMAIN } from './seed-reports';
import { importWorkbook } from './import-file';
import { pingHealth, sampleResident } from './watch';

const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 3);
const IMPORT_PEOPLE = 5_000;
const TARGET = { xlsxMs: 10_000, xlsxGrowthMiB: 200, pdfMs: 10_000, importMs: 30_000 };

const step = (text: string) => console.info(`… ${text}`);

type Download = {
  ms: number;
  bytes: Buffer;
  growthMiB: number;
  beforeMiB: number;
  peakMiB: number;
  stallMs: number;
  stallFromMs: number;
  pings: number;
};

const gap = (d: Download) => `longest unanswered ${ms(d.stallMs)} from ${ms(d.stallFromMs)}`;

/** One GET to its last byte, with the server's memory and event loop watched meanwhile. */
async function download(server: BenchServer, path: string, token: string): Promise<Download> {
  const memory = sampleResident(server.pid);
  const ping = pingHealth(server.url);
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(120_000) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const took = performance.now() - started;
  const { before, peak } = memory.stop();
  const { longestGapMs, gapFromMs, pings } = await ping.stop();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${bytes.toString('utf8', 0, 300)}`);
  return {
    ms: took,
    bytes,
    beforeMiB: before,
    peakMiB: peak,
    growthMiB: peak - before,
    stallMs: longestGapMs,
    stallFromMs: gapFromMs,
    pings,
  };
}

/** The data rows of the first sheet (after its header), read back with exceljs's streaming reader. */
async function sheetRows(bytes: Buffer): Promise<{ header: string[]; rows: number }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), { worksheets: 'emit', sharedStrings: 'cache' });
  let header: string[] = [];
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number === 1) header = (row.values as unknown[]).slice(1).map(String);
      else rows++;
    }
    break;
  }
  return { header, rows };
}

/** Pages of a PDF and the text of its last page, through pdf.js. */
async function pdfPages(bytes: Buffer): Promise<{ pages: number; lastPage: string }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(doc.numPages)).getTextContent();
  const lastPage = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, lastPage };
}

type ImportRun = { ms: number; status: number; answer: string; stallMs: number };

async function importPeople(server: BenchServer, token: string): Promise<ImportRun> {
  const file = await importWorkbook(IMPORT_PEOPLE, IMPORT_SUBDOMAIN);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(file)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'people.xlsx',
  );
  const ping = pingHealth(server.url);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/report/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(180_000),
  });
  const answer = await res.text();
  const took = performance.now() - started;
  return { ms: took, status: res.status, answer, stallMs: (await ping.stop()).longestGapMs };
}

async function benchTarget(data: BenchData, port: number) {
  const target = data.target;
  step(`[${target.kind}] seeding`);
  const seeded = performance.now();
  const probes = await reportsCompany(data, (text) => step(`[${target.kind}]   ${text}`));
  const seedMs = performance.now() - seeded;
  step(`[${target.kind}] starting the server`);
  const server = await startBenchServer(target.serverEnv, port);
  try {
    const token = await tokenFor(server.url, credentialsOf(probes.ceo));
    const xlsx: Download[] = [];
    let sheet = { header: [] as string[], rows: 0 };
    for (let i = 1; i <= RUNS; i++) {
      const d = await download(server, `/api/report/goallist/excel/${probes.periodId}/0`, token);
      sheet = await sheetRows(d.bytes);
      if (sheet.rows !== probes.goals) throw new Error(`The goal list has ${sheet.rows} rows, not ${probes.goals}`);
      step(
        `[${target.kind}] goal list xlsx ${i}: ${ms(d.ms)}, RSS ${Math.round(d.beforeMiB)} → peak ${Math.round(d.peakMiB)} MiB, ${sheet.rows} rows, ${gap(d)}`,
      );
      xlsx.push(d);
    }
    const pdf: Download[] = [];
    let read = { pages: 0, lastPage: '' };
    for (let i = 1; i <= RUNS; i++) {
      const d = await download(server, '/api/report/userreport/pdf', token);
      read = await pdfPages(d.bytes);
      if (!read.lastPage.includes(`Page ${read.pages} of ${read.pages}`))
        throw new Error(`The user list's last page: ${read.lastPage.slice(0, 200)}`);
      step(`[${target.kind}] user list pdf ${i}: ${ms(d.ms)}, ${read.pages} pages, ${gap(d)}`);
      pdf.push(d);
    }
    step(`[${target.kind}] importing ${IMPORT_PEOPLE.toLocaleString('en')} people`);
    const imported = await importPeople(server, await tokenFor(server.url, probes.importer));
    step(`[${target.kind}] import: ${imported.status} in ${ms(imported.ms)}: ${imported.answer.slice(0, 200)}`);
    return { target, shared: data.shared, probes, seedMs, xlsx, sheet, pdf, read, imported };
  } finally {
    await server.stop();
  }
}

type Run = Awaited<ReturnType<typeof benchTarget>>;

const max = (values: number[]) => Math.max(...values);
const mib = (v: number) => `${Math.round(v)} MiB`;
const whereOf = (run: Run): Where => ({ bench: 'reports', database: run.target.kind, kind: run.target.kind });

function importRow(where: Where, i: ImportRun): string {
  const target = `≤ ${ms(TARGET.importMs)}`;
  if (i.status === 404)
    return `| import of ${IMPORT_PEOPLE.toLocaleString('en')} people (\`POST /api/report/import\`) | not measured: the endpoint answered 404 (not there yet) | | ${target} | |`;
  if (i.status !== 200) {
    recordVerdict(where, { measurement: 'Import of 5,000 people', value: `status ${i.status}`, target, met: false, failed: true });
    return `| import of ${IMPORT_PEOPLE.toLocaleString('en')} people | **failed: ${i.status}** ${i.answer.slice(0, 160).replace(/\|/g, '\\|')} | | ${target} | **failed** |`;
  }
  const created = (JSON.parse(i.answer) as { Created?: number }).Created;
  const ok = created === IMPORT_PEOPLE && i.ms <= TARGET.importMs;
  return [
    `| import of ${IMPORT_PEOPLE.toLocaleString('en')} new people into a fresh company (one run; ${created} created) | ${ms(i.ms)} | | ${target} | ${recordVerdict(where, { measurement: 'Import of 5,000 people into a fresh company', value: ms(i.ms), target, met: ok })} |`,
    `| … longest the server answered nobody | ${ms(i.stallMs)} | | | |`,
  ].join('\n');
}

function format(runs: Run[], loadAtStart: number): string {
  const lines = [
    '# Reports bench: a 50,000-goal xlsx, a 5,000-person PDF, an import of 5,000 people',
    '',
    `Each download is timed from the request to its last byte, as the CEO (who sees every goal), ${RUNS} runs each (no unmeasured warm-up). ` +
      'During each one the bench samples the server process’s VmRSS every 50 ms and sends `GET /api/health` (no database) every 100 ms, one at a time: ' +
      'the longest time between two answers is how long the server answered nobody. The server runs in its own process. ' +
      `Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (2 cores, shared).`,
  ];
  for (const run of runs) {
    const p = run.probes;
    const x = run.xlsx;
    const d = run.pdf;
    const growth = max(x.map((r) => r.growthMiB));
    const where = whereOf(run);
    const v = (measurement: string, worst: number, text: (n: number) => string, limit: number) =>
      recordVerdict(where, { measurement, value: `max ${text(worst)}`, target: `≤ ${text(limit)}`, met: worst <= limit });
    lines.push(
      '',
      `## ${run.target.label}`,
      '',
      `${p.people.toLocaleString('en')} people; the current quarter holds ${p.goals.toLocaleString('en')} goals (ten each), with ${p.statuses.toLocaleString('en')} weekly updates and ` +
        `${p.results.toLocaleString('en')} results. ${seededNote(run.shared, run.seedMs)}`,
      '',
      '| measurement | median | max | target | verdict |',
      '|---|--:|--:|---|---|',
      `| goal list xlsx, \`GET /api/report/goallist/excel/{periodId}/0\` (${run.sheet.rows.toLocaleString('en')} rows read back, ${(x[0]!.bytes.length / 1024 / 1024).toFixed(1)} MB) | ${ms(median(x.map((r) => r.ms)))} | ${ms(max(x.map((r) => r.ms)))} | ≤ ${ms(TARGET.xlsxMs)} | ${v('Goal list xlsx, 50,000 goals', max(x.map((r) => r.ms)), ms, TARGET.xlsxMs)} |`,
      `| … server RSS growth during it (peak − before) | ${mib(median(x.map((r) => r.growthMiB)))} | ${mib(growth)} | ≤ ${TARGET.xlsxGrowthMiB} MiB | ${v('… server RSS growth during it', growth, mib, TARGET.xlsxGrowthMiB)} |`,
      `| … longest the server answered nobody | ${ms(median(x.map((r) => r.stallMs)))} | ${ms(max(x.map((r) => r.stallMs)))} | ≤ 1 s | ${v('… longest the server answered nobody', max(x.map((r) => r.stallMs)), ms, 1000)} |`,
      `| user list pdf, \`GET /api/report/userreport/pdf\` (${p.people.toLocaleString('en')} people, ${run.read.pages} pages, ${(d[0]!.bytes.length / 1024 / 1024).toFixed(1)} MB) | ${ms(median(d.map((r) => r.ms)))} | ${ms(max(d.map((r) => r.ms)))} | ≤ ${ms(TARGET.pdfMs)} | ${v('User list pdf, 5,000 people', max(d.map((r) => r.ms)), ms, TARGET.pdfMs)} |`,
      `| … longest the server answered nobody (the PDF is laid out on a worker thread) | ${ms(median(d.map((r) => r.stallMs)))} | ${ms(max(d.map((r) => r.stallMs)))} | ≤ 1 s | ${v('… longest the server answered nobody', max(d.map((r) => r.stallMs)), ms, 1000)} |`,
      importRow(where, run.imported),
      '',
      `Runs, xlsx: ${x.map((r) => `${ms(r.ms)} (RSS ${mib(r.beforeMiB)} → ${mib(r.peakMiB)}; ${gap(r)})`).join(', ')}. ` +
        `PDF: ${d.map((r) => `${ms(r.ms)} (RSS ${mib(r.beforeMiB)} → ${mib(r.peakMiB)}; ${gap(r)})`).join(', ')}.`,
    );
  }
  return lines.join('\n');
}

/** The reports bench; `root` is a scratch directory that the caller removes. */
export const runReportsBench = (root: string, data?: BenchData): Promise<void> =>
  onEachDatabase({ name: 'reports', root, firstPort: 3510, data }, benchTarget, format);
