import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { changed, DEFAULT_STATUSES, type DirectoryView } from './directory-rules';
import { DirectoryToolbar } from './directory-toolbar';
import { useDirectoryView, type DirectoryChange } from './use-directory-view';

const VIEW: DirectoryView = {
  search: 'kowalski',
  depts: [],
  roles: [],
  statuses: [...DEFAULT_STATUSES],
  sort: 'Name',
  order: 'asc',
  page: 1,
  pageSize: 20,
};

/** Shows the view in the address, and makes two changes at once, before the address has caught up with the first. */
function TwoChanges({ first, second }: { first: DirectoryChange; second: DirectoryChange }) {
  const [view, change] = useDirectoryView();
  return (
    <>
      <output aria-label="view">{JSON.stringify(view)}</output>
      <button
        type="button"
        onClick={() => {
          change(first);
          change(second);
        }}
      >
        change
      </button>
    </>
  );
}

describe('the directory view', () => {
  it('builds each change on the view last asked for, so a search settling after a pick keeps the pick', async () => {
    const { user } = renderScreen(
      <TwoChanges first={(v) => changed(v, { depts: ['Warehouse'] })} second={(v) => changed(v, { search: '' })} />,
      { session: aSession(), path: '/v3/organization?tab=directory&q=kowalski' },
    );
    expect(JSON.parse(screen.getByRole('status', { name: 'view' }).textContent!)).toMatchObject({ search: 'kowalski', depts: [] });
    await user.click(screen.getByRole('button', { name: 'change' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByRole('status', { name: 'view' }).textContent!)).toMatchObject({ search: '', depts: ['Warehouse'] }),
    );
  });

  it('the toolbar sends a settled search as a change of the view last asked for, after a department pick', async () => {
    // The view shown stays the old one: the address has caught up with neither change.
    let asked = VIEW;
    const changes: DirectoryChange[] = [];
    const onChange = (change: DirectoryChange) => {
      changes.push(change);
      asked = change(asked);
    };
    const { user } = renderScreen(
      <DirectoryToolbar view={VIEW} departments={['Warehouse', 'Sales']} compact={false} onChange={onChange} />,
      { session: aSession() },
    );
    // The pick first, then the search: the search settles 300 ms after the typing, whatever the machine's speed, and
    // the pick is long made by then (typing first raced the pick against the search's delay on a busy machine).
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(screen.getAllByText('Warehouse').find((e) => e.closest('.ant-select-item-option'))!);
    expect(asked).toEqual({ ...VIEW, depts: ['Warehouse'] });
    await user.clear(screen.getByRole('textbox', { name: 'Search people' }));
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(asked).toEqual({ ...VIEW, search: '', depts: ['Warehouse'] });
  });
});
