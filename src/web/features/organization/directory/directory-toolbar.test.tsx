import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { DEFAULT_STATUSES, type DirectoryView } from './directory-rules';
import { DirectoryToolbar } from './directory-toolbar';

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

describe('the directory toolbar', () => {
  it('keeps a department picked while the cleared search was still waiting, though the address has not caught up', async () => {
    // The view shown stays the old one: the address (and so the page) has not caught up with either change yet.
    const onChange = vi.fn();
    const { user } = renderScreen(
      <DirectoryToolbar view={VIEW} departments={['Warehouse', 'Sales']} compact={false} onChange={onChange} />,
      {
        session: aSession(),
      },
    );
    await user.clear(screen.getByRole('textbox', { name: 'Search people' }));
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    const option = screen.getAllByText('Warehouse').find((e) => e.closest('.ant-select-item-option'))!;
    await user.click(option);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall![0]).toMatchObject({ search: 'kowalski', depts: ['Warehouse'] });

    // The search settles after the pick: it builds on the view with the department, it does not undo it.
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.lastCall![0]).toEqual({ ...VIEW, search: '', depts: ['Warehouse'] });
  });
});
