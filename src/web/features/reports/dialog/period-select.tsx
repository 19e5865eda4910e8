import { Select } from 'antd';
import type { PeriodListEntry } from '../../../../contract/periods';
import { periodLabel } from '../../goals';

type PeriodSelectProps = {
  periods: PeriodListEntry[];
  value?: number;
  onChange: (period: PeriodListEntry | undefined) => void;
  id?: string;
  /** The choice may be taken back (an optional quarter). */
  allowClear?: boolean;
  loading?: boolean;
  placeholder?: string;
};

/** A quarter among those offered, shown as 'Q2 2026'; the current one is marked. */
export function PeriodSelect({ periods, value, onChange, id, loading, allowClear, placeholder = 'Select a quarter' }: PeriodSelectProps) {
  return (
    <Select<number>
      id={id}
      value={value}
      loading={loading}
      placeholder={placeholder}
      allowClear={allowClear}
      onChange={(v) => onChange(periods.find((p) => p.Id === v))}
      options={periods.map((p) => ({ value: p.Id, label: `${periodLabel(p)}${p.IsCurrent ? ' (current)' : ''}` }))}
      style={{ width: '100%' }}
    />
  );
}
