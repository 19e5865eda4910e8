import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SelfReview } from '../../../../contract/talent-reviews';
import { takeRequests, type SentRequest } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { SelfReviewDrawer } from './self-review-drawer';

const review: SelfReview = {
  PeriodId: 22,
  UserId: 20,
  State: 'draft',
  Open: true,
  DueOn: '2026-04-22',
  Questions: [
    { Id: 7, Text: 'What are you proud of?', Kind: 'text', Scale: null, Required: true },
    { Id: 9, Text: 'I met my goals.', Kind: 'rating', Scale: ['No', 'Partly', 'Yes'], Required: true },
  ],
  Answers: [{ QuestionId: 7, Rating: null, Text: 'Shipped the export.' }],
  SubmittedAt: null,
};
const bob = aSession({ Id: 20, Name: 'Bob Stone', RoleName: 'contributor', ParentId: 10 });

describe('the self-review drawer', () => {
  it('keeps a draft as written, and hands in only with every required answer', async () => {
    const { user } = renderScreen(<SelfReviewDrawer review={review} quarter="Q1 2026" onClose={() => undefined} />, { session: bob });
    const drawer = screen.getByRole('dialog', { name: 'Self-review: Q1 2026' });
    expect(within(drawer).getByLabelText<HTMLTextAreaElement>('What are you proud of?').value).toBe('Shipped the export.');

    await user.click(within(drawer).getByRole('button', { name: 'Hand in' }));
    expect(await within(drawer).findByText('This is required.')).toBeTruthy();
    expect(takeRequests()).toEqual([]);

    await user.click(within(drawer).getByRole('button', { name: 'Save draft' }));
    const drafts: SentRequest[] = [];
    await waitFor(() => expect(drafts.push(...takeRequests())).toBe(1));
    expect(drafts).toEqual([
      {
        method: 'PUT',
        url: '/api/talent/self-review/22',
        body: { Answers: [{ QuestionId: 7, Rating: null, Text: 'Shipped the export.' }], Submit: false },
      },
    ]);

    await user.click(within(drawer).getByRole('radio', { name: 'Partly' }));
    await user.click(within(drawer).getByRole('button', { name: 'Hand in' }));
    const sent: SentRequest[] = [];
    await waitFor(() => expect(sent.push(...takeRequests())).toBe(1));
    expect(sent[0]!.body).toEqual({
      Answers: [
        { QuestionId: 7, Rating: null, Text: 'Shipped the export.' },
        { QuestionId: 9, Rating: 2, Text: null },
      ],
      Submit: true,
    });
  });

  it('shows a self-review read only once the appraisal is shared', () => {
    renderScreen(<SelfReviewDrawer review={{ ...review, Open: false, State: 'submitted' }} quarter="Q1 2026" onClose={() => undefined} />, {
      session: bob,
    });
    const drawer = screen.getByRole('dialog', { name: 'Self-review: Q1 2026' });
    expect(within(drawer).getByText('Shipped the export.')).toBeTruthy();
    expect(within(drawer).getByText('No answer')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Hand in' })).toBeNull();
  });
});
