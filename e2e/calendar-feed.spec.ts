import ICAL from 'ical.js';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { E2E_URL } from '../playwright.config';
import { expect, test } from './support/test';

// A person's private calendar feed (issue 33) in their profile's settings: the address is made and shown once, a
// calendar app reads it without signing in (here the page's request context, parsed with ical.js), and once turned
// off it answers 404. The token names its company, so the plain server address serves it as well as the company's.

test('a person makes a calendar address, a calendar reads it, and turning it off ends it', async ({ pageAs }) => {
  const page = await pageAs(DEMO_ACCOUNTS.contributor, { viewport: { width: 1280, height: 900 }, at: '/v3/profile' });
  await page.getByRole('tab', { name: 'Settings' }).click();
  const part = page.getByRole('region', { name: 'Calendar feed' });
  await part.scrollIntoViewIfNeeded();
  // A feed left in use by an earlier run is turned off first: the test starts from none.
  if (await part.getByRole('button', { name: 'Turn off' }).isVisible()) {
    await part.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Turn off' }).click();
  }
  await part.getByRole('button', { name: 'Create calendar address' }).click();
  const shown = part.getByTestId('calendar-address');
  await expect(shown).toHaveText(/\/calendar\/\d+\.[A-Za-z0-9_-]{43}\.ics$/);
  const url = (await shown.textContent())!.trim();
  await expect(part.getByText('Copy it now: it is shown only this once.', { exact: false })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await part.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/trellis-calendar-feed-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Node cannot resolve a worker company's *.localhost: the same path on the server's plain address.
  const feedAddress = `${E2E_URL}${new URL(url).pathname}`;
  const res = await page.request.get(feedAddress);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const updates = events.filter((e) => e.summary.startsWith('Weekly update'));
  expect(updates.length).toBeGreaterThanOrEqual(24);
  expect(updates.every((e) => e.startDate.isDate)).toBe(true);
  expect(events.filter((e) => / ends$/.test(e.summary))).toHaveLength(2);
  expect(events.filter((e) => e.summary.startsWith('Finalize '))).toHaveLength(2);

  // The address is shown once: gone after Done, the part tells only that a feed is in use.
  await part.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  // Opened again, the part tells that a calendar has read it.
  await page.reload();
  await expect(part.getByText(/Last read by a calendar app/)).toBeVisible();
  await part.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('The calendar feed is off.')).toBeVisible();
  await expect(part.getByRole('button', { name: 'Create calendar address' })).toBeVisible();
  expect((await page.request.get(feedAddress)).status()).toBe(404);
});
