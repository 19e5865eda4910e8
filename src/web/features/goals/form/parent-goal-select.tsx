import { Button, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parentGroups, type ParentRules } from './parent-candidates';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useParentCandidates } from './use-parent-candidates';

export const REMOVE_PARENT = 0;

type ParentGoalSelectProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  periodId: number | undefined;
  rules: ParentRules;
  /** The goal already chosen, so its title shows before the candidates load. */
  known?: { Id: number; Title: string } | null;
  /** Offer 'Remove parent' (value 0) first. */
  allowRemove?: boolean;
  allowClear?: boolean;
  disabled?: boolean;
  id?: string;
};

/** Picks a parent goal of the quarter from every scope the viewer may use, or by a title search. */
export function ParentGoalSelect({
  value,
  onChange,
  periodId,
  rules,
  known,
  allowRemove,
  allowClear,
  disabled,
  id,
}: ParentGoalSelectProps) {
  const { t } = useTranslation('goals');
  const [search, setSearch] = useState('');
  const title = useDebouncedValue(search.trim());
  const candidates = useParentCandidates(periodId, title, !disabled);
  const groups = parentGroups(candidates.lists, rules, t);
  const listed = new Set(groups.flatMap((g) => g.options.map((o) => o.value)));

  const options = [
    ...(allowRemove
      ? [
          {
            value: REMOVE_PARENT,
            label: t('parentSelect.removeParent'),
            title: t('parentSelect.removeParent'),
            owner: t('parentSelect.noParent'),
          },
        ]
      : []),
    ...(known && !listed.has(known.Id) ? [{ value: known.Id, label: known.Title, title: known.Title, owner: '', disabled: true }] : []),
    ...groups.map((g) => ({
      label: g.label,
      title: g.label,
      options: g.options.map((o) => ({ ...o, label: o.title })),
    })),
  ];

  return (
    <Select<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={t('parentSelect.placeholder')}
      disabled={disabled}
      allowClear={allowClear}
      loading={candidates.loading}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
      notFoundContent={candidates.loading ? t('parentSelect.loading') : t('parentSelect.empty')}
      optionRender={(option) => {
        const data = option.data as { title?: string; owner?: string; reason?: string };
        return (
          <div style={{ whiteSpace: 'normal', lineHeight: 1.35 }}>
            <div>{data.title}</div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[data.owner, data.reason].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        );
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {candidates.hasMore && (
            <Button type="link" block onMouseDown={(e) => e.preventDefault()} onClick={candidates.loadMore}>
              {t('parentSelect.loadMore')}
            </Button>
          )}
        </>
      )}
      style={{ width: '100%' }}
    />
  );
}
