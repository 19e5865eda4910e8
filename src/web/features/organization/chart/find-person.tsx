import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirectory } from '../api/get-directory';
import { CLEARABLE } from '../../../components/clearable';

const CHART_ROLES = ['ceo', 'manager', 'contributor'] as const;

/** Finds someone by name, email or title and centres the chart on them. */
export function FindPerson({ onPick, width }: { onPick: (id: number) => void; width: number | string }) {
  const { t } = useTranslation('organization');
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const matches = useDirectory(
    { Page: 1, PageSize: 8, Search: search, Roles: [...CHART_ROLES], Sort: 'Name', SortOrder: 'asc' },
    search !== '',
  );
  const options =
    search === ''
      ? []
      : (matches.data?.data ?? []).map((p) => ({
          value: String(p.Id),
          label: (
            <div style={{ display: 'grid' }}>
              <span>{p.Name}</span>
              <span style={{ fontSize: 12, color: 'rgba(0,0,0,0.55)' }}>{[p.JobTitle, p.OrgUnit].filter(Boolean).join(' · ')}</span>
            </div>
          ),
        }));

  return (
    <AutoComplete
      value={text}
      options={options}
      onSearch={setText}
      onSelect={(id: string) => {
        setText('');
        onPick(Number(id));
      }}
      notFoundContent={search && !matches.isFetching ? t('chart.nobodyFound') : null}
      style={{ width }}
      popupMatchSelectWidth={320}
    >
      <Input prefix={<SearchOutlined aria-hidden />} placeholder={t('chart.find')} aria-label={t('chart.find')} allowClear={CLEARABLE} />
    </AutoComplete>
  );
}
