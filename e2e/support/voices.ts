import { expect, type Locator, type Page } from '@playwright/test';
import { choose } from './select';

// The appraisal's other voices in the browser (issue 34): the settings that switch them on, a self-review handed in,
// an answer about one's manager, a calibration card moved. Shared by the specs that walk them.

/** The two teams of the whole-quarter spec: neither is appraised in the open quarter by the demo or another spec. */
export const VOICES = [
  {
    width: 'desktop',
    viewport: { width: 1280, height: 800 },
    manager: "Liam O'Connor",
    employee: 'Nina Kowalski',
    answers: 'Ruby Clarke',
    declines: 'Diego Herrera',
    upward: ['Ruby Clarke', 'Samuel Mensah', 'Nina Kowalski'],
    visibility: 'Named',
    question: 'What are you most proud of this quarter?',
    proud: 'Brought onboarding down to two days.',
    from: 'Ready for more',
    to: 'Ready now',
  },
  {
    width: 'phone',
    viewport: { width: 390, height: 844 },
    manager: 'Grace Kim',
    employee: 'Sara Lindqvist',
    answers: 'Arjun Mehta',
    declines: 'Paul Evans',
    upward: ['Arjun Mehta', 'Sara Lindqvist', 'Paul Evans'],
    visibility: 'Anonymous',
    question: null,
    proud: 'Counted the whole warehouse in a weekend.',
    from: 'Growing in role',
    to: 'Ready for more',
  },
] as const;

/** What the reports suggest to their manager, one each. */
export const UPWARD_IDEAS = [
  'Keep the Monday planning short',
  'Share the roadmap a month earlier',
  'Pair new people with a buddy',
] as const;

/** The HR admin switches self-review, peer and upward feedback on in the talent settings, peers shown as `visibility`. */
export async function switchVoicesOn(page: Page, visibility: 'Named' | 'Anonymous' | 'Summary only'): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Talent', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Talent settings' });
  await settings.getByRole('tab', { name: 'Feedback' }).click();
  for (const voice of ['Self-review', 'Peer feedback', 'Upward feedback']) await settings.getByRole('switch', { name: voice }).check();
  await settings.getByRole('radio', { name: new RegExp(`^${visibility}`) }).check();
  await settings.getByRole('button', { name: 'Save feedback settings' }).click();
  await expect(page.getByText('Feedback settings saved.')).toBeVisible();
  await settings.getByRole('button', { name: 'Close', exact: true }).click();
}

/** The HR admin words the self-review's first question anew in the talent settings' Questions tab. */
export async function firstSelfQuestion(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Talent settings' });
  await settings.getByRole('tab', { name: 'Questions' }).click();
  await expect(settings.getByText('These are the built-in questions; save to make them your own.')).toBeVisible();
  await settings.getByRole('textbox', { name: 'Question' }).first().fill(text);
  await settings.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Questions saved.')).toBeVisible();
  await expect(settings.getByText('These are the built-in questions; save to make them your own.')).toHaveCount(0);
  await settings.getByRole('button', { name: 'Close', exact: true }).click();
}

/**
 * The employee writes the self-review of the open quarter from its card on My Appraisals: refused while a required
 * answer is missing, saved as a draft, continued and handed in.
 */
export async function handInSelfReview(page: Page, words: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Talent', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'My Appraisals' }).click();
  const card = page.locator('.ant-card').filter({ hasText: /Your self-review for Q\d \d{4} — (was )?due/ });
  await card.getByRole('button', { name: 'Start' }).click();
  const drawer = page.getByRole('dialog', { name: /^Self-review: Q\d/ });
  await drawer.getByRole('button', { name: 'Hand in' }).click();
  await expect(drawer.getByText('This is required.').first()).toBeVisible();
  await drawer.getByRole('textbox').nth(0).fill(words);
  await drawer.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(card).toContainText('Draft saved');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('textbox').nth(0)).toHaveValue(words);
  await drawer.getByRole('textbox').nth(1).fill('Run the next incident review.');
  await drawer.getByRole('radio', { name: 'Agree', exact: true }).check();
  await drawer.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByText('Self-review handed in.')).toBeVisible();
  await expect(card).toContainText('Handed in on');
}

/** A report answers about their manager in the Feedback tab: both ratings 'Agree', and `words`. */
export async function answerUpward(page: Page, manager: string, words: string): Promise<void> {
  const item = page.getByRole('listitem').filter({ hasText: `Feedback about your manager ${manager}` });
  await item.getByRole('button', { name: 'Answer', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Feedback about your manager ${manager}` });
  for (const question of ['the support I need', 'useful feedback']) {
    await form.locator('.ant-form-item').filter({ hasText: question }).getByRole('radio', { name: 'Agree', exact: true }).check();
  }
  await form.getByRole('textbox', { name: /do differently/ }).fill(words);
  await form.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByText('Thank you: your feedback was handed in.')).toBeVisible();
}

/** Moves `person`'s card of an open calibration to the potential `to`, with its reason (refused without one). */
export async function moveCard(page: Page, person: string, to: string, reason: string): Promise<Locator> {
  const card = page.getByRole('article', { name: person });
  await card.getByRole('button', { name: `Move ${person}` }).click();
  const move = page.getByRole('dialog', { name: `Move ${person}` });
  await choose(page, move.getByRole('combobox', { name: 'Potential' }), to);
  await move.getByRole('button', { name: 'Move card' }).click();
  await expect(move.getByText('This is required.')).toBeVisible();
  await move.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await move.getByRole('button', { name: 'Move card' }).click();
  await expect(page.getByText(new RegExp(`^${person} moved to .* · ${to}\\.$`))).toBeVisible();
  return card;
}
