import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { SIGN_FORMAT, type Appraisal } from '../../../../contract/talent';
import { takeRequests, type SentRequest } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { SignModal } from './sign-modal';

const person = (Id: number, Name: string) => ({ Id, Name, JobTitle: null, Avatar: null });
// Bob's appraisal, written by his manager Ada, shared with him.
const appraisal: Appraisal = {
  Id: 61,
  UserId: 20,
  User: person(20, 'Bob Stone'),
  ReviewerId: 10,
  Reviewer: person(10, 'Ada Park'),
  Manager: person(10, 'Ada Park'),
  Review: '<p>Shipped the export.</p>',
  PrimaryRating: 4,
  SecondaryRating: 3,
  TertiaryRating: null,
  PrimaryLabel: 'Strong',
  SecondaryLabel: 'Good',
  TertiaryLabel: null,
  RatingScale: 5,
  RatingsHidden: false,
  EvaluationPeriodId: 22,
  State: 'shared',
  Status: 'Shared',
  Progress: 50,
  EmployeeComments: 'Thanks for the notes.',
  EmployeeSignature: null,
  ManagerSignature: null,
  SharedAt: '2026-06-20T10:00:00Z',
  AcknowledgedAt: null,
  CompletedAt: null,
  CreatedAt: '2026-06-10T10:00:00Z',
  UpdatedAt: '2026-06-20T10:00:00Z',
  Permissions: { CanEdit: false, CanDelete: false, CanShare: false, CanSign: true, CanCountersign: false, CanPrint: true },
  Notice: null,
};
const bob = aSession({ Id: 20, Name: 'Bob Stone', RoleName: 'contributor', ParentId: 10 });
const ada = aSession({ Id: 10, Name: 'Ada Park' });

const signature = () => screen.getByText('Signature', { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

describe('the appraisal sign modal', () => {
  it('asks the employee for their full name as their profile shows it before signing', async () => {
    const { user } = renderScreen(<SignModal appraisal={appraisal} as="employee" onClose={() => undefined} />, { session: bob });
    const dialog = screen.getByRole('dialog', { name: 'Sign appraisal' });
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Comment (optional)').value).toBe('Thanks for the notes.');

    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(signature()).getByText('This is required.')).toBeTruthy();

    const name = within(dialog).getByLabelText('Type your full name');
    await user.type(name, 'Bob');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(within(signature()).getByText(`${SIGN_FORMAT} Type it as your profile shows it: Bob Stone.`)).toBeTruthy();
    expect(takeRequests()).toEqual([]);

    // Case aside, the name is the profile's: the signature and the comment are sent.
    await user.type(name, ' stone');
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));
    const requests: SentRequest[] = [];
    await waitFor(() => expect(requests.push(...takeRequests())).toBe(1));
    expect(requests).toEqual([
      { method: 'POST', url: '/api/talent/employeesign/61', body: { Sign: 'Bob stone', Comment: 'Thanks for the notes.' } },
    ]);
    // The refused call is said where the signature is, and the dialog stays open.
    expect(await within(signature()).findByText('The server could not be reached. Please check your connection.')).toBeTruthy();
  });

  it('tells the manager that countersigning completes the appraisal, with no comment to add', () => {
    renderScreen(<SignModal appraisal={appraisal} as="manager" onClose={() => undefined} />, { session: ada });
    const dialog = screen.getByRole('dialog', { name: 'Sign and complete appraisal' });
    expect(within(dialog).getByText("Countersigning completes Bob Stone's appraisal; it can no longer be changed.")).toBeTruthy();
    expect(within(dialog).queryByLabelText('Comment (optional)')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sign and complete' })).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Type your full name: Ada Park')).toBeTruthy();
  });
});

describe('the appraisal sign modal in German', () => {
  it('asks for the signature in German and says what is missing', async () => {
    await i18next.changeLanguage('de');
    try {
      const { user } = renderScreen(<SignModal appraisal={appraisal} as="employee" onClose={() => undefined} />, { session: bob });
      const dialog = screen.getByRole('dialog', { name: 'Beurteilung unterschreiben' });
      expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Kommentar (optional)').value).toBe('Thanks for the notes.');
      expect(within(dialog).getByText('Tippen')).toBeTruthy();
      expect(within(dialog).getByPlaceholderText('Ihr vollständiger Name: Bob Stone')).toBeTruthy();
      await user.type(within(dialog).getByLabelText('Geben Sie Ihren vollständigen Namen ein'), 'Bob');
      await user.click(within(dialog).getByRole('button', { name: 'Unterschreiben' }));
      const field = screen.getByText('Unterschrift', { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
      expect(within(field).getByText(/Schreiben Sie den Namen so, wie er in Ihrem Profil steht: Bob Stone\.$/)).toBeTruthy();
      expect(takeRequests()).toEqual([]);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
