import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { emailOf } from '../src/server/demo/people';
import type { Note } from '../src/contract/notes';
import type { TalentOverview, UserAppraisals } from '../src/contract/talent';
import { apiAs } from './support/api';
import { choose } from './support/select';
import { expect, test } from './support/test';

// Issue 25, decision 027: a refusal never signs anyone out. Daniel (a manager) opens another team's talent link,
// another person's appraisal and a profile whose notes are someone else's: each screen says so, and he stays
// signed in. The same calls answer 404 (never 401 or 403), so a client written from the spec stays signed in too.

const SHOTS = '/work/shots/refusals';

type Scene = { sofiaId: number; jackId: number; appraisalId: number; periodId: number; sofiasNote: Note };

async function scene(request: APIRequestContext): Promise<Scene> {
  // Sofia's own view of her team: the talent shapes, which name people by Id and Name.
  const sofia = await apiAs(request, emailOf('Sofia Alvarez'));
  const sofiaId = sofia.session.Profile.Id;
  const team = await sofia.get<TalentOverview>(`/talent/0/${sofiaId}/0`);
  const jackId = team.users.find((u) => u.Name === 'Jack Wilson')!.Id;
  const appraised = (await sofia.get<UserAppraisals>(`/talent/user/${jackId}`)).evaluations.find((row) => row.Appraisal)!;
  const [sofiasNote] = await sofia.get<Note[]>(`/note/${jackId}`);
  return { sofiaId, jackId, appraisalId: appraised.Appraisal!.Id, periodId: appraised.Period.Id, sofiasNote: sofiasNote! };
}

/** Still signed in: the token is kept and the next page loads without the sign-in screen. */
async function expectSignedIn(page: Page): Promise<void> {
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  await page.goto('/v3/home');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Log in' })).toHaveCount(0);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

test('a manager who opens what is not his sees why and stays signed in', async ({ pageAs, request }) => {
  test.slow();
  const s = await scene(request);
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const daniel = await pageAs(DEMO_ACCOUNTS.manager, { viewport });

    // Another team's talent link: the spec's words, and a way back.
    await daniel.goto(`/v3/talent/0/${s.sofiaId}`);
    await expect(daniel.getByText('You are not authorized!')).toBeVisible();
    await expect(daniel.getByText('You are still signed in.', { exact: false })).toBeVisible();
    await shoot(daniel, 'talent-other-team');
    await daniel.getByRole('button', { name: 'Go to my talent page' }).click();
    await expect(daniel).toHaveURL(/\/v3\/talent$/);
    await expect(daniel.getByRole('link', { name: 'Emma Fischer' })).toBeVisible();
    await expectSignedIn(daniel);

    // Another person's appraisal by its address: the drawer says so.
    await daniel.goto(`/v3/talent/appraisal/${s.appraisalId}`);
    const drawer = daniel.getByRole('dialog', { name: 'Appraisal' });
    await expect(drawer.getByText('You are not authorized!')).toBeVisible();
    await expect(drawer.getByText('This appraisal was not found.')).toBeVisible();
    await shoot(daniel, 'appraisal-not-his');
    await expectSignedIn(daniel);

    // Jack's profile, whose notes are Sofia's: none of them shows, and Daniel is told whom he can write about.
    await daniel.goto(`/v3/profile/${s.jackId}?tab=notes`);
    await expect(daniel.getByText('You can add notes only about people who report to you', { exact: false })).toBeVisible();
    await expect(daniel.getByText(s.sofiasNote.Title)).toHaveCount(0);
    await shoot(daniel, 'notes-not-his');
    await expectSignedIn(daniel);
  }
});

test('the calls behind those screens answer 404, never 401 or 403, so a client written from the spec stays signed in', async ({
  request,
}) => {
  const s = await scene(request);
  const daniel = await apiAs(request, DEMO_ACCOUNTS.manager);
  const headers = { authorization: `Bearer ${daniel.session.Token}` };
  const note = { Title: 'Not mine', Body: '<p>Not mine</p>' };
  const calls: [string, string, unknown?][] = [
    ['GET', `/talent/0/${s.sofiaId}/0`],
    ['GET', `/talent/${s.periodId}/${s.sofiaId}/1`],
    ['GET', `/talent/0/0/1`],
    ['GET', `/talent/excel/${s.periodId}/${s.sofiaId}/0`],
    ['GET', `/talent/user/${s.jackId}`],
    ['GET', `/talent/goals/${s.jackId}/${s.periodId}`],
    ['GET', `/talent/single/${s.appraisalId}`],
    ['GET', `/talent/print/${s.appraisalId}`],
    ['PUT', `/note/${s.sofiasNote.Id}`, note],
    ['DELETE', `/note/${s.sofiasNote.Id}`],
  ];
  const answered: string[] = [];
  for (const [method, path, data] of calls) {
    const res = await request.fetch(`/api${path}`, { method, headers, data });
    answered.push(`${method} ${path} ${res.status()}`);
  }
  expect(answered).toEqual(calls.map(([method, path]) => `${method} ${path} 404`));
  // Sofia's note is still there, unchanged, and Daniel's session still works.
  const sofia = await apiAs(request, emailOf('Sofia Alvarez'));
  expect((await sofia.get<Note[]>(`/note/${s.jackId}`)).find((n) => n.Id === s.sofiasNote.Id)).toEqual(s.sofiasNote);
  expect((await request.get('/api/Auth/relogin', { headers })).status()).toBe(200);
});

test('Manage User refuses the observer role to someone with a manager, under the role select, and offers to remove the manager', async ({
  pageAs,
  request,
}) => {
  test.slow();
  const emma = (await apiAs(request, DEMO_ACCOUNTS.contributor)).session.Profile;
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const olivia = await pageAs(DEMO_ACCOUNTS.ceo, { viewport, at: `/v3/profile/${emma.Id}` });
    await olivia.getByLabel(`About ${emma.Name}`).getByRole('button', { name: 'Manage User' }).click();
    const drawer = olivia.getByRole('dialog', { name: 'Manage User' });
    await choose(olivia, drawer.getByLabel('Role'), 'Observer');
    await expect(drawer.getByText('The observer role cannot be given to a user with direct reports or a manager.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeDisabled();
    const remove = drawer.getByRole('checkbox', { name: /^Remove Daniel Cho as Emma Fischer’s manager/ });
    await shoot(olivia, 'manage-user-observer');
    await remove.check();
    await expect(drawer.getByText('The observer role cannot be given', { exact: false })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeEnabled();
    await shoot(olivia, 'manage-user-observer-remove');
    // Nothing is saved here: other specs count on Emma as Daniel's contributor.
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await olivia.getByRole('button', { name: 'Discard' }).click();
    await expect(drawer).toBeHidden();
  }
  const after = await apiAs(request, DEMO_ACCOUNTS.contributor);
  expect(after.session.Profile).toMatchObject({ RoleName: 'contributor' });
});
