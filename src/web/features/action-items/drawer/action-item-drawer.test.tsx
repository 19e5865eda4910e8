import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ActionItem, ActionItemUser } from '../../../../contract/action-items';
import { takeRequests, type SentRequest } from '../../../testing/network';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { REQUESTER_IS_YOU, type ActionItemPrefill } from '../action-item-rules';
import { actionItemKeys } from '../api/action-items-api';
import { ActionItemDrawer } from './action-item-drawer';

// Ada (10) reports to Grace (2); Bob (20) and Carol (30) are colleagues.
const session = aSession({ Id: 10, Name: 'Ada Park', ParentId: 2 });
const person = (Id: number, Name: string): ActionItemUser => ({
  Id,
  Name,
  Avatar: null,
  JobTitle: null,
  IsOrgAdmin: false,
  IsGoalAdmin: false,
  IsHrAdmin: false,
  IsGoalManager: false,
});
const ada = person(10, 'Ada Park');
const bob = person(20, 'Bob Stone');
// What the people picker finds when it opens.
const seed = [[actionItemKeys.people(''), [ada, bob, person(30, 'Carol Diaz'), person(2, 'Grace Hopper')]]] as const;

const anItem = (over: Partial<ActionItem> = {}): ActionItem => ({
  Id: 77,
  Title: 'Send the Q2 numbers',
  DueDate: '2026-05-20',
  AssigneeId: bob.Id,
  RequesterId: ada.Id,
  Assignee: bob,
  Requester: ada,
  IsCompleted: false,
  CompletedAt: null,
  CreatedAt: '2026-05-01T09:00:00Z',
  UpdatedAt: '2026-05-01T09:00:00Z',
  IsOverdue: false,
  IsDueSoon: false,
  Source: null,
  CanEdit: true,
  CanDelete: true,
  CanComplete: false,
  CanReopen: false,
  ...over,
});

const fromComment = (requester: { Id: number; Name: string }): ActionItemPrefill => ({
  Title: 'Check the invoice totals',
  AssigneeId: ada.Id,
  RequesterId: requester.Id,
  CommentId: 900,
  people: [
    { Id: ada.Id, Name: ada.Name },
    { Id: requester.Id, Name: requester.Name },
  ],
});

const field = (label: string) => screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;
const pick = async (user: ReturnType<typeof renderScreen>['user'], label: string, name: string) => {
  await user.click(within(field(label)).getByRole('combobox'));
  const listed = screen.getAllByText(name).filter((e) => e.closest('.ant-select-item-option'));
  await user.click(listed[0]!);
};

describe('the action item drawer', () => {
  it('starts a new item requested by oneself and asks for what is missing', async () => {
    const { user } = renderScreen(<ActionItemDrawer onClose={() => undefined} />, { session, seed });
    expect(screen.getByRole('dialog', { name: 'Add Action Item' })).toBeTruthy();
    expect(within(field('Requester')).getByText('Ada Park')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(field('Title')).findByText('Please enter!')).toBeTruthy();
    expect(await within(field('Deadline')).findByText('Please enter!')).toBeTruthy();
    expect(await within(field('Assignee')).findByText('Please select!')).toBeTruthy();
    expect(within(field('Requester')).queryByText('Please select!')).toBeNull();
  });

  it('says under Requester, as the server would, that someone else cannot be made to ask', async () => {
    const { user } = renderScreen(<ActionItemDrawer item={anItem()} onClose={() => undefined} />, { session, seed });
    expect(screen.getByRole('dialog', { name: 'Edit Action Item' })).toBeTruthy();

    await pick(user, 'Requester', 'Bob Stone');
    expect(await within(field('Requester')).findByText(REQUESTER_IS_YOU)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(takeRequests()).toEqual([]);

    await pick(user, 'Requester', 'Ada Park');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(field('Requester')).queryByText(REQUESTER_IS_YOU)).toBeNull());
    // What the form sends once it is valid; the test's network refuses it, the drawer says so, and the failed save
    // refreshes the people list like any change.
    expect(await screen.findByText('The server could not be reached. Please check your connection.')).toBeTruthy();
    expect(screen.getAllByText('The action item was not saved').length).toBeGreaterThan(0);
    const requests: SentRequest[] = [];
    await waitFor(() => expect(requests.push(...takeRequests())).toBe(2));
    expect(requests).toEqual([
      {
        method: 'PUT',
        url: '/api/actionitem/77',
        body: { Title: 'Send the Q2 numbers', DueDate: '2026-05-20', AssigneeId: 20, RequesterId: 10 },
      },
      { method: 'GET', url: '/api/actionitem/users?PageSize=50', body: undefined },
    ]);
  });

  it('lets an item made from a comment on one’s own goal be asked by one’s manager, not by a colleague', async () => {
    const first = renderScreen(<ActionItemDrawer prefill={fromComment({ Id: 30, Name: 'Carol Diaz' })} onClose={() => undefined} />, {
      session,
      seed,
    });
    expect(screen.getByText('Made from a comment; the item links back to its goal.')).toBeTruthy();
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(field('Requester')).findByText(REQUESTER_IS_YOU)).toBeTruthy();
    first.unmount();

    const second = renderScreen(<ActionItemDrawer prefill={fromComment({ Id: 2, Name: 'Grace Hopper' })} onClose={() => undefined} />, {
      session,
      seed,
    });
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(field('Deadline')).findByText('Please enter!')).toBeTruthy();
    expect(within(field('Requester')).queryByText(REQUESTER_IS_YOU)).toBeNull();
  });
});

describe('the action item drawer in German', () => {
  it('names its fields, says what is missing and who may ask, in German', async () => {
    await i18next.changeLanguage('de');
    try {
      const { user } = renderScreen(<ActionItemDrawer prefill={fromComment({ Id: 30, Name: 'Carol Diaz' })} onClose={() => undefined} />, {
        session,
        seed,
      });
      expect(screen.getByRole('dialog', { name: 'Aufgabe hinzufügen' })).toBeTruthy();
      expect(screen.getByText('Aus einem Kommentar erstellt; die Aufgabe verweist auf das zugehörige Ziel.')).toBeTruthy();
      expect(within(field('Titel')).getByPlaceholderText('Was ist zu tun?')).toBeTruthy();
      expect(within(field('Frist')).getByPlaceholderText('TT.MM.JJJJ')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(await within(field('Frist')).findByText('Bitte ausfüllen.')).toBeTruthy();
      expect(
        await within(field('Angefragt von')).findByText(
          'Anfragende Person sind Sie selbst – oder Ihre Führungskraft, wenn die Aufgabe Ihnen zugewiesen ist.',
        ),
      ).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
