import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '../../../contract/reports';
import { renderScreen } from '../../testing/render';
import { ImportPlan } from './import-plan';

const person = (Row: number, Name: string) => ({
  Row,
  Name,
  Email: `${Name.toLowerCase()}@acme.test`,
  Role: 'Manager',
  Manager: 'acme CEO',
});
const preview: ImportPreview = {
  Problems: [],
  New: [person(2, 'Nia'), person(3, 'Ned')],
  Changed: [{ ...person(4, 'Cal'), Changes: [{ Field: 'Job title', Before: '', After: 'Lead' }] }],
  Unchanged: [person(5, 'Dee')],
  Plan: 'a'.repeat(64),
};

const show = (p: ImportPreview = preview) => {
  const onConfirm = vi.fn();
  const view = renderScreen(<ImportPlan preview={p} importing={false} onConfirm={onConfirm} onCancel={() => undefined} />);
  return { ...view, onConfirm };
};

describe('the import plan', () => {
  it('shows the new people first, and imports the new and the changed with their invitations by default', async () => {
    const { user, onConfirm } = show();
    expect(screen.getByRole('tab', { name: 'New (2)' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('table', { name: 'New people' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Send invitations now' }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Import 3 people' }));
    expect(onConfirm).toHaveBeenCalledWith(true);
  });

  it('imports without invitations when the box is cleared, and says how to invite later', async () => {
    const { user, onConfirm } = show();
    await user.click(screen.getByRole('checkbox', { name: 'Send invitations now' }));
    expect(screen.getByText(/Invite each later with Reinvite on their profile/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import 3 people' }));
    expect(onConfirm).toHaveBeenCalledWith(false);
  });

  it('lists each change of a changed person', async () => {
    const { user } = show();
    await user.click(screen.getByRole('tab', { name: 'Changed (1)' }));
    expect(within(screen.getByRole('table', { name: 'Changed people' })).getByText('Job title: (empty) → Lead')).toBeTruthy();
  });

  it('has nothing to import for a file the company already matches', () => {
    show({ ...preview, New: [], Changed: [] });
    expect(screen.getByRole('tab', { name: 'Unchanged (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Nothing to import' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Send invitations now' })).toBeNull();
  });
});
