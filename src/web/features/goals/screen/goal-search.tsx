import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalListFilter } from '../api/get-goals';
import { useGoalOwners } from '../api/get-goal-choices';
import { searchOptions, type SearchOption } from './search-options';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { CLEARABLE } from '../../../components/clearable';

type GoalSearchProps = {
  filter: GoalListFilter;
  /** A chosen option: its chip key, the typed text and the option's label. */
  onChoose: (key: string, text: string, label: string) => void;
};

const option = (o: SearchOption) => ({
  value: o.key,
  label: (
    <div style={{ display: 'grid' }}>
      <span>{o.label}</span>
      {o.hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {o.hint}
        </Typography.Text>
      )}
    </div>
  ),
});

/** The search box: people, departments or a title search; a choice becomes a filter chip. */
export function GoalSearch({ filter, onChoose }: GoalSearchProps) {
  const { t } = useTranslation('goals');
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text.trim(), 250);
  const owners = useGoalOwners('');
  const matches = useGoalOwners(typed);
  const groups = searchOptions(text, { matches: matches.data ?? [], owners: owners.data ?? [], filter }, t);
  const labels = new Map([...groups.people, ...groups.depts, ...(groups.title ? [groups.title] : [])].map((o) => [o.key, o.label]));

  const options = [
    groups.people.length > 0 && { label: t('search.people'), options: groups.people.map(option) },
    groups.depts.length > 0 && { label: t('search.departments'), options: groups.depts.map(option) },
    groups.title && { label: t('search.title'), options: [option(groups.title)] },
  ].filter((g) => g !== false && g !== null);
  // The option under the arrow keys or the pointer; Enter without one searches the titles for the text.
  const active = useRef<string | null>(null);
  const choose = (key: string) => {
    onChoose(key, text, labels.get(key) ?? '');
    setText('');
  };

  return (
    <AutoComplete
      value={text}
      options={options}
      onSearch={setText}
      onSelect={choose}
      onActive={(key) => (active.current = typeof key === 'string' ? key : null)}
      defaultActiveFirstOption={false}
      style={{ flex: '1 1 240px', minWidth: 0 }}
      popupMatchSelectWidth={320}
    >
      <Input
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('search.label')}
        aria-label={t('search.label')}
        allowClear={CLEARABLE}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && active.current === null && groups.title) choose(groups.title.key);
        }}
      />
    </AutoComplete>
  );
}
