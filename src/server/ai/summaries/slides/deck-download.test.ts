import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant-context';
import { buildGoal } from '../../../goals/goal-factory';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { givenGoalOrg, periodIdsOf } from '../../../testing/goal-org';
import { givenMeasuredGoal } from '../../../testing/key-result-kit';

type Org = Awaited<ReturnType<typeof givenGoalOrg>>;

// Issue 30: the deck is made at each download, so its own words follow whoever downloads it — the browser's language,
// or the one they chose — while the summary's texts stay as they were kept. Mia's Q1 2026 summary (built-in writer),
// of one goal that measured 3 of 8 offices opened (37.5 %) by its key result.

let t: TestApp;
let org: Org;
let past: number;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  org = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  past = (await periodIdsOf(t, org)).past;
  const tenantId = org.tenant.TenantId;
  const lyon = await withTenant(t.database.db, tenantId, (tx) =>
    buildGoal(tx, {
      tenantId,
      periodId: past,
      at: new Date('2026-01-05T10:00:00Z'),
      ownerId: org.ids.mia,
      title: 'Open the Lyon office',
      state: 'draft',
      statuses: [
        [2, 2],
        [3, 2],
      ],
    }),
  );
  await givenMeasuredGoal(t, org.as, { goalId: lyon.id, owner: 'mia', approver: 'vic', target: 8, reading: 3 });
  const kept = await t.app.inject({ url: `/api/Gpt/summary/${past}/1`, headers: await org.as('mia') });
  expect(kept.json(), kept.body).toMatchObject({ Success: true });
}, 60_000);
afterAll(() => t.close());

async function download(headers: Record<string, string>) {
  const res = await t.app.inject({ url: `/api/Gpt/summary/${past}/1/slides`, headers: { ...(await org.as('mia')), ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  const zip = await JSZip.loadAsync(res.rawPayload);
  const slide = async (n: number) => (await zip.file(`ppt/slides/slide${n}.xml`)?.async('string')) ?? '';
  return { disposition: String(res.headers['content-disposition']), slides: [await slide(1), await slide(2), await slide(3)].join('\n') };
}

describe('the summary deck in the reader’s language', () => {
  it('keeps English for an English browser', async () => {
    const { disposition, slides } = await download({ 'accept-language': 'en-US' });
    expect(disposition).toContain('AI Summary Q1 2026.pptx');
    for (const words of [
      'Quarter summary · Q1 2026',
      'Written for me',
      'The quarter at a glance',
      'Likelihood: Likely, 4 of 5',
      'Progress: 38%',
    ]) {
      expect(slides).toContain(words);
    }
  });

  it.each([
    ['a German browser', { 'accept-language': 'de-DE,de;q=0.9' }, null],
    ['a reader who chose German, whatever the browser', { 'accept-language': 'en-US' }, 'de'],
  ] as const)('is German for %s', async (_, headers, chosen) => {
    const mia = await org.as('mia');
    if (chosen) await t.app.inject({ method: 'PUT', url: '/api/Profile/Language', headers: mia, payload: { Language: chosen } });
    try {
      const { disposition, slides } = await download(headers);
      expect(disposition).toContain(`filename*=UTF-8''KI-Zusammenfassung%20Q1%202026.pptx`);
      for (const words of [
        'Quartalszusammenfassung · Q1 2026',
        'Für mich geschrieben',
        'Das Quartal auf einen Blick',
        'Ziele',
        'Freigegeben',
        'Wahrscheinlichkeit: Wahrscheinlich, 4 von 5',
        'Qualität: Okay, 3 von 5',
        'Fortschritt: 38\u00a0%',
      ]) {
        expect(slides).toContain(words);
      }
      // The goal's title is the person's data, kept as written.
      expect(slides).toContain('Open the Lyon office');
      expect(slides).not.toMatch(/Quarter summary|Written for me|at a glance|Likelihood|Progress/);
    } finally {
      if (chosen) await t.app.inject({ method: 'PUT', url: '/api/Profile/Language', headers: mia, payload: { Language: null } });
    }
  });
});
