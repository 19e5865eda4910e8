import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PeriodListEntry } from '../../../../contract/periods';
import type { GoalListFilter } from '../api/get-goals';
import { scopeLabel, type GoalScope } from './filter-fields';
import { GoalSearch } from './goal-search';
import { periodLabel, type ScopeOption } from './goal-scopes';
import { useWiderThan } from '../../../shared/use-wider-than';

type GoalsToolbarProps = {
  filter: GoalListFilter;
  scopes: ScopeOption[];
  periods: PeriodListEntry[] | undefined;
  periodId: number | undefined;
  drawerCount: number;
  onScope: (scope: GoalScope) => void;
  onPeriod: (periodId: number) => void;
  onChoose: (key: string, text: string, label: string) => void;
  onOpenFilters: () => void;
};

/** Scope, quarter, search and the filter drawer's button, in one wrapping row. */
export function GoalsToolbar(p: GoalsToolbarProps) {
  const { t } = useTranslation('goals');
  // On a phone the button keeps only its icon so the search box has room for its hint.
  const narrow = !useWiderThan('sm');
  // The server searches people and departments across everyone the user may see, whatever the scope.
  const peopleSearch = (p.filter.Users?.length ?? 0) + (p.filter.Depts?.length ?? 0) > 0;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
      <Tooltip title={peopleSearch ? t('toolbar.peopleSearchHint') : undefined}>
        <Select
          aria-label={t('toolbar.scope')}
          value={p.filter.GoalSelectFilter}
          // Named here, so the names follow the language shown.
          options={p.scopes.map((s) => ({ value: s.value, label: scopeLabel(s.value, t) }))}
          onChange={p.onScope}
          disabled={peopleSearch}
          style={{ flex: '1 1 170px', maxWidth: 200 }}
        />
      </Tooltip>
      <Select
        aria-label={t('quarter')}
        value={p.periodId}
        placeholder={t('quarter')}
        loading={!p.periods}
        options={p.periods?.map((period) => ({ value: period.Id, label: periodLabel(period, t) }))}
        onChange={p.onPeriod}
        style={{ flex: '0 1 120px', minWidth: 110 }}
      />
      <GoalSearch filter={p.filter} onChoose={p.onChoose} />
      <Badge count={p.drawerCount} size="small">
        <Button icon={<FilterOutlined />} onClick={p.onOpenFilters} aria-label={narrow ? t('filters.title') : undefined}>
          {!narrow && t('filters.title')}
        </Button>
      </Badge>
    </div>
  );
}
