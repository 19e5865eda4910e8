import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePeerCandidates } from './feedback-api';

type Props = {
  value: number[];
  onChange: (ids: number[]) => void;
  /** People already named (with their names), so a chosen one shows by name before any search. */
  known: { Id: number; Name: string }[];
  /** Who may not be named: the person themself and their manager. */
  excluded: number[];
  max: number;
  label: string;
};

/** A multiple select of colleagues, searched on the server by name as one types. */
export function PeerPicker({ value, onChange, known, excluded, max, label }: Props) {
  const { t } = useTranslation('talent');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const { data, isFetching } = usePeerCandidates(debounced, true);
  const options = useMemo(() => {
    const byId = new Map(known.map((k) => [k.Id, k.Name]));
    for (const u of data ?? []) byId.set(u.Id, u.Name);
    return [...byId.entries()].filter(([id]) => !excluded.includes(id)).map(([id, name]) => ({ value: id, label: name }));
  }, [data, known, excluded]);
  return (
    <Select
      mode="multiple"
      aria-label={label}
      value={value}
      onChange={(ids: number[]) => onChange(ids.slice(0, max))}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={isFetching}
      placeholder={t('feedback.peers.placeholder')}
      maxCount={max}
      style={{ width: '100%' }}
    />
  );
}
