import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { approvalDone, goalSavedDone, reviewDone } from './success-messages';

const t = testTexts('goalDetail');

describe('success messages', () => {
  it.each([
    ['submit', 'Sent for approval'],
    ['submitEdits', 'Edits sent for approval'],
    ['publish', 'Goal published'],
    ['retract', 'Request retracted'],
    ['requestShelve', 'Shelving requested'],
  ] as const)('after %s: %s', (action, text) => {
    expect(approvalDone(action, t)).toBe(text);
  });

  it.each([
    ['request', 'yes', false, 'Goal approved'],
    ['request', 'yes', true, 'Edits accepted'],
    ['request', 'no', false, 'Changes requested'],
    ['request', 'no', true, 'Changes requested'],
    ['shelve', 'yes', false, 'Goal shelved'],
    ['shelve', 'no', false, 'Shelving request denied'],
  ] as const)('a %s answered %s (edit: %s) says %s', (kind, choice, isEdit, text) => {
    expect(reviewDone(kind, choice, isEdit, t)).toBe(text);
  });

  it.each([
    ['Save as draft', true, 'Draft saved'],
    ['Save', true, 'Goal saved'],
    ['Submit', false, 'Sent for approval'],
    ['Publish', false, 'Goal published'],
  ] as const)('the goal form’s %s says %s', (button, isDraft, text) => {
    expect(goalSavedDone(button, isDraft, t)).toBe(text);
  });
});
