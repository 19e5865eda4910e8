import { Button, Checkbox } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { likelihoodColor, qualityColor } from '../../../components/scale-colors';
import type { GoalListFilter } from '../api/get-goals';
import { LEVELS, flagLabel, likelihoodName, qualityName, stateOptions, type GoalFlag } from './filter-fields';
import { normalizeFilter } from './goal-filter-url';
import { useWiderThan } from '../../../shared/use-wider-than';

const FORM_ID = 'goal-filter-form';

// The drawer's groups of yes/no filters, by their title's catalogue key.
const FLAG_GROUPS = [
  { group: 'needsAttention', flags: ['NeedsUpdate', 'NeedsReview'] },
  { group: 'trend', flags: ['TrendingUp', 'TrendingDown', 'QTrendingUp', 'QTrendingDown'] },
  { group: 'alignment', flags: ['TopLevelGoals', 'Aligned', 'Unaligned'] },
  { group: 'more', flags: ['FollowedGoals', 'DeactivatedUsers', 'ExcludePrivate'] },
] as const satisfies readonly { group: string; flags: readonly GoalFlag[] }[];

// The drawer's own conditions; people, departments and title come from the search box and stay as they are.
const withoutDrawerFields = (f: GoalListFilter): GoalListFilter => ({
  GoalSelectFilter: f.GoalSelectFilter,
  PeriodId: f.PeriodId,
  Users: f.Users,
  Depts: f.Depts,
  Title: f.Title,
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, margin: '0 0 8px', padding: 0, border: 0 }}>{title}</legend>
      <div style={{ display: 'grid', gap: 6 }}>{children}</div>
    </fieldset>
  );
}

const swatch = (color: string) => (
  <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: color, marginInlineEnd: 6 }} />
);

function FilterForm({ filter, onApply }: { filter: GoalListFilter; onApply: (f: GoalListFilter) => void }) {
  const { t } = useTranslation('goals');
  const [draft, setDraft] = useState(filter);
  const set = (patch: Partial<GoalListFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const levels = (field: 'Likelihood' | 'Quality', name: (l: number, t: TFunction<'goals'>) => string, color: (l: number) => string) => (
    <Checkbox.Group value={draft[field] ?? []} onChange={(values) => set({ [field]: values })} style={{ display: 'grid', gap: 6 }}>
      {LEVELS.map((level) => (
        <Checkbox key={level} value={level}>
          {swatch(color(level))}
          {name(level, t)}
        </Checkbox>
      ))}
    </Checkbox.Group>
  );

  return (
    <form
      id={FORM_ID}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(normalizeFilter(draft));
      }}
      onReset={(event) => {
        event.preventDefault();
        setDraft(withoutDrawerFields(draft));
      }}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 24 }}
    >
      <Section title={t('filters.goalState')}>
        <Checkbox.Group
          value={draft.GoalStates ?? []}
          onChange={(values) => set({ GoalStates: values })}
          style={{ display: 'grid', gap: 6 }}
        >
          {stateOptions(t).map((o) => (
            <Checkbox key={o.value} value={o.value}>
              {o.label}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Section>
      <Section title={t('scale.likelihood')}>{levels('Likelihood', likelihoodName, likelihoodColor)}</Section>
      <Section title={t('scale.quality')}>{levels('Quality', qualityName, qualityColor)}</Section>
      {FLAG_GROUPS.map((group) => (
        <Section key={group.group} title={t(`filters.group.${group.group}`)}>
          {group.flags.map((flag) => (
            <Checkbox key={flag} checked={draft[flag] === true} onChange={(e) => set({ [flag]: e.target.checked })}>
              {flagLabel(flag, t)}
            </Checkbox>
          ))}
        </Section>
      ))}
    </form>
  );
}

type FilterDrawerProps = { open: boolean; filter: GoalListFilter; onClose: () => void; onApply: (f: GoalListFilter) => void };

/** The goal filter drawer (760px; full width on phones): every filter of the spec's Goal filter. */
export function FilterDrawer({ open, filter, onClose, onApply }: FilterDrawerProps) {
  const { t } = useTranslation('goals');
  const wide = useWiderThan('md');
  return (
    <Drawer
      title={t('filters.title')}
      open={open}
      onClose={onClose}
      size={wide ? 760 : '100%'}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button htmlType="reset" form={FORM_ID}>
            {t('filters.clear')}
          </Button>
          <Button type="primary" htmlType="submit" form={FORM_ID}>
            {t('filters.apply')}
          </Button>
        </div>
      }
    >
      <FilterForm
        filter={filter}
        onApply={(next) => {
          onApply(next);
          onClose();
        }}
      />
    </Drawer>
  );
}
