import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
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
export function PeriodSelect({ periods, value, onChange, id, loading, allowClear, placeholder }: PeriodSelectProps) {
  const { t } = useTranslation('reports');
  return (
    <Select<number>
      id={id}
      value={value}
      loading={loading}
      placeholder={placeholder ?? t('dialog.selectQuarter')}
      allowClear={allowClear}
      onChange={(v) => onChange(periods.find((p) => p.Id === v))}
      options={periods.map((p) => ({
        value: p.Id,
        label: p.IsCurrent ? t('dialog.current', { quarter: periodLabel(p) }) : periodLabel(p),
      }))}
      style={{ width: '100%' }}
    />
  );
}
