import { SearchOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { Button, Input, Select, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../../shared/session';
import {
  changed,
  departmentOptions,
  roleFilterChoices,
  STATUSES,
  DEFAULT_STATUSES,
  DIRECTORY_SORTS,
  type DirectoryView,
} from './directory-rules';
import type { DirectoryChange } from './use-directory-view';
import { CLEARABLE } from '../../../components/clearable';

type DirectoryToolbarProps = {
  view: DirectoryView;
  departments: readonly string[];
  compact: boolean;
  onChange: (change: DirectoryChange) => void;
};

const SEARCH_DELAY_MS = 300;

/** Search box and the department, role and status filters; on a phone also the sort (the table sorts by its headers). */
export function DirectoryToolbar({ view, departments, compact, onChange }: DirectoryToolbarProps) {
  const { t } = useTranslation('organization');
  const { Profile } = useSignedInSession();
  const [text, setText] = useState(view.search);
  const apply = (change: Parameters<typeof changed>[1]) => onChange((last) => changed(last, change));

  // A search set from outside (Back, Clear filters) shows in the box; typing searches once it pauses.
  const [shownSearch, setShownSearch] = useState(view.search);
  if (view.search !== shownSearch) {
    setShownSearch(view.search);
    if (text.trim() !== view.search) setText(view.search);
  }
  useEffect(() => {
    if (text.trim() === view.search.trim()) return;
    const timer = setTimeout(() => onChange((last) => changed(last, { search: text })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, view.search, onChange]);

  // On a phone: the search on its own line, then the filters two by two.
  const field = compact ? { flex: '1 1 calc(50% - 4px)', minWidth: 0 } : { flex: '1 1 180px', minWidth: 160, maxWidth: 260 };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('directory.search')}
        aria-label={t('directory.searchLabel')}
        allowClear={CLEARABLE}
        maxLength={255}
        style={compact ? { width: '100%' } : { flex: '2 1 260px', minWidth: 220 }}
      />
      <Select
        mode="multiple"
        aria-label={t('directory.department')}
        placeholder={t('directory.allDepartments')}
        value={view.depts}
        options={departmentOptions(departments)}
        onChange={(depts: string[]) => apply({ depts })}
        maxTagCount={1}
        maxTagTextLength={12}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={field}
      />
      <Select
        mode="multiple"
        aria-label={t('directory.role')}
        placeholder={t('directory.allRoles')}
        value={view.roles}
        options={roleFilterChoices(Profile).map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onChange={(roles) => apply({ roles })}
        maxTagCount={1}
        maxTagTextLength={12}
        allowClear
        style={field}
      />
      <Select
        mode="multiple"
        aria-label={t('directory.status')}
        placeholder={t('directory.anyStatus')}
        value={view.statuses}
        options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        // Clearing every status means the usual view, not an empty list.
        onChange={(statuses) => apply({ statuses: statuses.length > 0 ? statuses : [...DEFAULT_STATUSES] })}
        maxTagCount={1}
        maxTagTextLength={12}
        style={field}
      />
      {compact && (
        <div style={{ display: 'flex', gap: 8, ...field }}>
          <Select
            aria-label={t('directory.sortBy')}
            value={view.sort}
            options={DIRECTORY_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            prefix={<span style={{ color: 'rgba(0,0,0,0.65)' }}>{t('directory.sortPrefix')}</span>}
            onChange={(sort) => apply({ sort })}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Tooltip title={t(view.order === 'asc' ? 'directory.ascending' : 'directory.descending')}>
            <Button
              aria-label={t(view.order === 'asc' ? 'directory.sortedAscending' : 'directory.sortedDescending')}
              icon={view.order === 'asc' ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
              onClick={() => apply({ order: view.order === 'asc' ? 'desc' : 'asc' })}
            />
          </Tooltip>
        </div>
      )}
    </div>
  );
}
