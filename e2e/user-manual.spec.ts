import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ManualState } from '../src/contract/user-manual';
import { answersFor } from '../src/domain/user-manual/answer-sheets';
import { pdfText } from '../src/server/testing/pdf-text';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { emailOf } from '../src/server/demo/people';
import { apiAs } from './support/api';
import { animationsSettled, axeViolations } from './support/axe';
import { openSelect } from './support/select';
import { expect, test } from './support/test';

// Spec: issue 17 — the user manual of spec 001 §2, §4, §5 'Manual DISC', §7: a contributor takes the DISC-style
// assessment on a phone and reads her report; her manager reads it with the manager's details; she switches to a
// manual entry with a PDF, and the manager sees the new type and downloads the PDF. Axe over the screens on the way.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
// One answer per statement, in turn, so the questionnaire sees every choice.
const CHOICES = ['Agree', 'Strongly agree', 'Neutral', 'Disagree', 'Strongly disagree'];

async function noAxeViolations(page: Page, where: string): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton, .trellis-skeleton')).toHaveCount(0);
  await animationsSettled(page);
  expect.soft(await axeViolations(page), where).toEqual([]);
}

/** A screenshot to look at: the viewport as it is (a drawer, a phone screen), or the whole page from its top. */
async function shot(page: Page, name: string, { full = false } = {}): Promise<void> {
  if (full) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? '/tmp'}/trellis-user-manual-${name}.png`, fullPage: full });
}

/** The profile's User Manual tab panel, opened from the address. */
async function manualTab(page: Page, profileId?: number): Promise<Locator> {
  await page.goto(profileId ? `/v3/profile/${profileId}?tab=manual` : '/v3/profile?tab=manual');
  await expect(page.getByRole('tab', { name: 'User Manual' })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: 'User Manual' });
}

/** The type shown big at the top of a report. */
const shownType = (scope: Locator) => scope.locator('.manual-report__badge');

test('a contributor takes the assessment on a phone; her manager reads it; she enters it by hand with a PDF, and he downloads it', async ({
  pageAs,
  request,
}) => {
  test.slow();
  const emmaApi = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const emmaId = emmaApi.session.Profile.Id;

  // Emma, on a phone: whatever the demo gave her (nothing, half an assessment, a manual), she (re)takes it.
  const emma = await pageAs(DEMO_ACCOUNTS.contributor, { viewport: PHONE });
  let tab = await manualTab(emma);
  const start = tab.getByRole('button', { name: /(Take|Complete) the Assessment$/ });
  await expect(start).toBeVisible();
  if ((await emmaApi.get<ManualState>(`/myusermanual/isexist/${emmaId}`)).status === 4) {
    await expect(tab.getByText('Taking the assessment replaces').or(tab.getByText('Take it again to update it'))).toBeVisible();
  }
  await noAxeViolations(emma, 'User Manual tab before the assessment');
  await start.click();
  await expect(emma).toHaveURL(/\/v3\/manual\/take\/[\w-]{16,64}$/);
  await expect(emma.getByRole('heading', { name: 'DISC-style assessment' })).toBeVisible();
  await expect(emma.getByText('There are no right or wrong answers')).toBeVisible();
  const counter = emma.getByText(/^Question \d+ of 36$/);
  await expect(counter).toBeVisible();
  await noAxeViolations(emma, 'questionnaire');
  await shot(emma, 'questionnaire-phone');

  // One statement at a time; a tap answers it (saved at once) and moves on.
  const from = Number(/^Question (\d+)/.exec((await counter.textContent()) ?? '')![1]);
  for (let n = from; n <= 36; n += 1) {
    await expect(counter).toHaveText(`Question ${n} of 36`);
    const choice = emma.getByRole('radio', { name: CHOICES[n % CHOICES.length], exact: true });
    await choice.click();
    // The chosen answer shows a moment, then the next statement comes.
    if (n === 36) await expect(choice).toHaveAttribute('aria-checked', 'true');
  }
  await expect(emma.getByText('36 of 36 answered')).toBeVisible();
  await expect(emma.getByText('All 36 statements answered.')).toBeVisible();
  // Resumed later, the answers are there: the server kept them one by one.
  expect((await emmaApi.get<{ Answered: number }>(`/myusermanual/assessment/${emma.url().split('/').pop()}`)).Answered).toBe(36);
  await emma.getByRole('button', { name: 'See my manual' }).click();

  // Her report: the type big, the four shares, the two scales, the answers folded away.
  await expect(emma).toHaveURL(/\/v3\/profile\?tab=manual$/);
  tab = emma.getByRole('tabpanel', { name: 'User Manual' });
  await expect(tab.getByRole('heading', { name: 'How the four styles mix' })).toBeVisible();
  // The type the server scored (the tab may show the manual of before for a moment, then refreshes).
  const type = (await emmaApi.get<ManualState>(`/myusermanual/isexist/${emmaId}`)).Disc!;
  expect(type).toMatch(/^[DISC](\+[DISC])?$/);
  await expect(shownType(tab)).toHaveText(type);
  for (const name of ['Dominance', 'Influence', 'Steadiness', 'Conscientiousness']) await expect(tab.getByText(name).first()).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Where they sit on two scales' })).toBeVisible();
  await expect(tab.getByText('Working with this person')).toHaveCount(0);
  await expect(tab.getByRole('heading', { name: 'For managers' })).toHaveCount(0);
  // The profile card shows the letters too.
  const card = emma.getByLabel('About Emma Fischer');
  await expect(card).toContainText(`DISC${type}`);
  await noAxeViolations(emma, 'User Manual tab with the report');
  await tab.scrollIntoViewIfNeeded();
  await shot(emma, 'tab-report-phone');
  await tab.getByRole('button', { name: 'The 36 statements and the answers given' }).click();
  await expect(tab.getByRole('listitem').filter({ hasText: 'Strongly agree' }).first()).toBeVisible();

  // Daniel, her manager, reads it with the manager's details.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  const danielTab = await manualTab(daniel, emmaId);
  await expect(shownType(danielTab)).toHaveText(type);
  await expect(danielTab.getByText('Working with this person')).toBeVisible();
  await expect(danielTab.getByRole('heading', { name: 'For managers' })).toBeVisible();
  await expect(danielTab.getByRole('button', { name: 'Edit manually' })).toHaveCount(0);
  await expect(danielTab.getByRole('button', { name: 'Take the Assessment' })).toHaveCount(0);

  // Emma switches to a manual entry: a type, her words (a written start first), a PDF.
  const newType = type === 'C+S' ? 'D+I' : 'C+S';
  const newLabel = newType === 'C+S' ? 'C+S — Conscientiousness with Steadiness' : 'D+I — Dominance with Influence';
  await tab.getByRole('button', { name: 'Edit manually' }).click();
  const drawer = emma.getByRole('dialog', { name: 'Add or Edit DISC Manually' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Please enter!')).toBeVisible();
  // The list is longer than its popup: type to find the choice.
  const typeSelect = drawer.getByLabel('DISC type');
  const popup = await openSelect(emma, typeSelect);
  await typeSelect.fill(newType);
  await popup.getByTitle(newLabel, { exact: true }).click();
  await expect(drawer.getByTitle(newLabel)).toBeVisible();
  const editor = drawer.getByRole('textbox', { name: 'Description', exact: true });
  await editor.click();
  await emma.keyboard.insertText('I like a plan and a quiet morning.');
  await drawer.getByRole('button', { name: 'Write a description for this type' }).click();
  // Her own words are not replaced without asking.
  const ask = emma.getByRole('dialog', { name: 'Replace your description?' });
  await ask.getByRole('button', { name: 'Keep mine' }).click();
  await expect(ask).toHaveCount(0);
  await expect(editor).toContainText('I like a plan');
  await drawer.getByRole('button', { name: 'Write a description for this type' }).click();
  await ask.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(drawer.getByText('without an AI model')).toBeVisible();
  await expect(editor).not.toContainText('I like a plan');
  await editor.click();
  await emma.keyboard.press('ControlOrMeta+End');
  await emma.keyboard.insertText(' Ask me before Friday.');
  const file = drawer.locator('input[type=file]');
  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(emma.getByText('Only PDF formats are allowed to upload.')).toBeVisible();
  await file.setInputFiles({ name: 'How I work.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(drawer.getByText('How I work.pdf')).toBeVisible();
  await noAxeViolations(emma, 'Add or Edit DISC Manually');
  await shot(emma, 'drawer-phone');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(emma.getByText('Your user manual was saved.')).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(shownType(tab)).toHaveText(newType);
  await expect(tab.getByText('Ask me before Friday.')).toBeVisible();
  await expect(tab.getByText('You entered this manual yourself.')).toBeVisible();
  await expect(card).toContainText(`DISC${newType}`);

  // Daniel sees the new type (the live channel refreshes his tab) and downloads the PDF.
  await expect(shownType(danielTab)).toHaveText(newType);
  await expect(danielTab.getByText('Ask me before Friday.')).toBeVisible();
  const [download] = await Promise.all([
    daniel.waitForEvent('download'),
    danielTab.getByRole('button', { name: 'Download attached PDF' }).click(),
  ]);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 8)
      .toString(),
  ).toBe('%PDF-1.4');
  await noAxeViolations(daniel, 'User Manual tab, a report’s manual seen by the manager');

  // The report as a page of its own, in a new tab as its icon says.
  const [page] = await Promise.all([
    daniel.context().waitForEvent('page'),
    danielTab.getByRole('link', { name: 'Open as a page' }).click(),
  ]);
  await expect(page).toHaveURL(/\/v3\/manual\/[\w-]{16,64}$/);
  await expect(daniel).toHaveURL(/\/v3\/profile\/\d+\?tab=manual$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emma Fischer’s user manual');
  await expect(page.getByText('Working with this person')).toBeVisible();
  await noAxeViolations(page, 'report page');
  await shot(page, 'report-page-desktop', { full: true });
  await page.close();

  // The same screens at desktop width, for a look.
  await emma.setViewportSize(DESKTOP);
  await shot(emma, 'tab-report-desktop', { full: true });
  await tab.getByRole('button', { name: 'Edit manually' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Description', exact: true })).toContainText('Ask me before Friday.');
  await animationsSettled(emma);
  await shot(emma, 'drawer-desktop');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toHaveCount(0);
  await tab.getByRole('button', { name: 'Take the Assessment' }).click();
  await expect(emma.getByText('Question 1 of 36')).toBeVisible();
  await shot(emma, 'questionnaire-desktop');
});

test('someone without a manual learns what it is, starts, leaves half-way and resumes; others see none yet', async ({
  pageAs,
  request,
}) => {
  // Lucas Martin has no manual in the demo; Noah Patel is half-way through his assessment.
  const noahId = (await apiAs(request, emailOf('Noah Patel'))).session.Profile.Id;
  const lucasId = (await apiAs(request, emailOf('Lucas Martin'))).session.Profile.Id;
  const lucas = await pageAs(emailOf('Lucas Martin'));
  const tab = await manualTab(lucas);
  await expect(tab.getByRole('heading', { name: 'Write your user manual' })).toBeVisible();
  await expect(tab.getByText('About 8 minutes')).toBeVisible();
  await noAxeViolations(lucas, 'User Manual tab, no manual yet');
  await shot(lucas, 'tab-intro-desktop', { full: true });
  await lucas.setViewportSize(PHONE);
  await tab.getByRole('heading', { name: 'Write your user manual' }).scrollIntoViewIfNeeded();
  await shot(lucas, 'tab-intro-phone');

  await tab.getByRole('button', { name: 'Take the Assessment' }).click();
  await expect(tab.getByRole('button', { name: 'Opening…' })).toBeVisible();
  await expect(lucas).toHaveURL(/\/v3\/manual\/take\/[\w-]{16,64}$/);
  for (const n of [1, 2, 3]) {
    await expect(lucas.getByText(`Question ${n} of 36`)).toBeVisible();
    await lucas.getByRole('radio', { name: 'Agree', exact: true }).click();
  }
  await expect(lucas.getByText('Question 4 of 36')).toBeVisible();
  await expect(lucas.getByText('3 of 36 answered')).toBeVisible();
  await lucas.getByRole('link', { name: 'Continue later' }).click();

  // Back on the tab: Complete the Assessment, with the progress; it resumes at the first unanswered statement.
  await expect(lucas).toHaveURL(/\/v3\/profile\?tab=manual$/);
  await expect(tab.getByText('3 of 36 answered')).toBeVisible();
  await tab.getByRole('button', { name: 'Complete the Assessment' }).click();
  await expect(lucas.getByText('Question 4 of 36')).toBeVisible();
  await lucas.getByRole('button', { name: 'Back' }).click();
  await expect(lucas.getByText('Question 3 of 36')).toBeVisible();
  await expect(lucas.getByRole('radio', { name: 'Agree', exact: true })).toHaveAttribute('aria-checked', 'true');

  // A colleague never sees the questionnaire of someone else: no manual yet, for none and for one in progress.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager);
  for (const id of [lucasId, noahId]) {
    const other = await manualTab(daniel, id);
    await expect(other.getByText('No user manual yet')).toBeVisible();
    await expect(other.getByRole('button', { name: /Assessment/ })).toHaveCount(0);
  }
});

/** Emma's manual as the result of a finished assessment (whatever she had before), through the API. */
async function emmaTakesTheAssessment(request: APIRequestContext): Promise<{ emmaId: number; type: string }> {
  const emma = await apiAs(request, DEMO_ACCOUNTS.contributor);
  const emmaId = emma.session.Profile.Id;
  const { PrivateKey } = await emma.get<ManualState>(`/myusermanual/register/${emmaId}`);
  const saved = await request.put(`/api/myusermanual/assessment/${PrivateKey}`, {
    headers: { authorization: `Bearer ${emma.session.Token}` },
    data: { Answers: answersFor(-0.5, 0.4) },
  });
  expect(saved.ok()).toBe(true);
  const done = await emma.get<ManualState>(`/myusermanual/connect/${emmaId}`);
  expect(done).toMatchObject({ status: 4, Source: 'assessment' });
  return { emmaId, type: done.Disc! };
}

const ANSWERS = 'The 36 statements and the answers given';

test('colleagues read the manual without the answers; her manager prints it without the app around it and downloads its PDF', async ({
  pageAs,
  request,
}) => {
  test.slow();
  const { emmaId, type } = await emmaTakesTheAssessment(request);

  // A colleague in her team (Lucas) and the CEO above her manager read the type and the details, not the answers.
  const lucasApi = await apiAs(request, emailOf('Lucas Martin'));
  const { PublicKey } = await lucasApi.get<ManualState>(`/myusermanual/isexist/${emmaId}`);
  const questions = async (api: typeof lucasApi) =>
    (await api.get<{ Section: string; Items?: unknown[] }[]>(`/myusermanual/report/${PublicKey}/1`)).find((x) => x.Section === 'Questions')!
      .Items;
  expect(await questions(lucasApi)).toEqual([]);
  expect(await questions(await apiAs(request, DEMO_ACCOUNTS.ceo))).toEqual([]);
  const danielApi = await apiAs(request, DEMO_ACCOUNTS.manager);
  expect(await questions(danielApi)).toHaveLength(36);

  const lucas = await pageAs(emailOf('Lucas Martin'));
  const lucasTab = await manualTab(lucas, emmaId);
  await expect(shownType(lucasTab)).toHaveText(type);
  await expect(lucasTab.getByRole('heading', { name: 'Where they sit on two scales' })).toBeVisible();
  await expect(lucasTab.getByText('entered by hand')).toHaveCount(0);
  await expect(lucasTab.getByRole('button', { name: ANSWERS })).toHaveCount(0);
  await expect(lucasTab.getByRole('heading', { name: 'For managers' })).toHaveCount(0);
  const olivia = await pageAs(DEMO_ACCOUNTS.ceo);
  const oliviaTab = await manualTab(olivia, emmaId);
  await expect(oliviaTab.getByRole('heading', { name: 'For managers' })).toBeVisible();
  await expect(oliviaTab.getByRole('button', { name: ANSWERS })).toHaveCount(0);

  // Daniel, her manager, reads the answers, and who else does.
  const daniel = await pageAs(DEMO_ACCOUNTS.manager, { viewport: DESKTOP });
  const tab = await manualTab(daniel, emmaId);
  await tab.getByRole('button', { name: ANSWERS }).click();
  await expect(tab.getByText('Only the person and their direct manager see these answers.')).toBeVisible();

  // The PDF from the tab: the type, its description and the details, under the company's letterhead.
  const [fromTab] = await Promise.all([daniel.waitForEvent('download'), tab.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(fromTab.suggestedFilename()).toBe('Emma Fischer user manual.pdf');
  const text = (await pdfText(readFileSync((await fromTab.path())!))).replace(/\s+/g, ' ');
  for (const words of [
    'Emma Fischer’s user manual',
    'Northwind Outfitters',
    'How the four styles mix',
    'Working together',
    'For managers',
    ANSWERS,
  ]) {
    expect(text).toContain(words);
  }
  expect(text).toMatch(new RegExp(`${type.replace('+', '\\+')} — `));

  // 'Open as a page' opens a new tab; the profile stays.
  const [page] = await Promise.all([daniel.context().waitForEvent('page'), tab.getByRole('link', { name: 'Open as a page' }).click()]);
  await expect(page).toHaveURL(/\/v3\/manual\/[\w-]{16,64}$/);
  await expect(daniel).toHaveURL(new RegExp(`/v3/profile/${emmaId}\\?tab=manual$`));
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emma Fischer’s user manual');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  const [fromPage] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(
    readFileSync((await fromPage.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await noAxeViolations(page, 'report page with Print and Download PDF');
  await shot(page, 'report-page-screen-desktop', { full: true });

  // Printed: the manual alone, without the app's header, menu, breadcrumb or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Organization' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Working with this person')).toBeVisible();
  await shot(page, 'print-desktop', { full: true });
  await page.setViewportSize(PHONE);
  await shot(page, 'print-phone', { full: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await shot(page, 'report-page-screen-phone', { full: true });

  // The Print button asks the browser to print.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});
