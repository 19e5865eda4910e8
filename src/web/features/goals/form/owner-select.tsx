import { useState } from 'react';
import type { GoalOwner } from '../../../../contract/goals';
import { useGoalOwners } from '../api/get-goal-choices';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { PeopleSelect } from '../../../components/people-select';

type OwnerSelectProps = {
  value?: number;
  onChange?: (value: number | undefined, owner: GoalOwner | undefined) => void;
  /** The owner already chosen, so their name shows before the search answers. */
  known?: { Id: number; Name: string };
  exclude?: number;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
};

/** Searches the people who can own goals (GET /Goal/users). */
export function OwnerSelect({ value, onChange, known, exclude, disabled, allowClear, id }: OwnerSelectProps) {
  const [search, setSearch] = useState('');
  const owners = useGoalOwners(useDebouncedValue(search.trim()));
  const list = (owners.data ?? []).filter((o) => o.Id !== exclude);
  const options = list.map((o) => ({
    value: o.Id,
    label: o.Name,
    sub: [o.JobTitle, o.OrgUnit].filter(Boolean).join(' · '),
  }));
  if (known && !options.some((o) => o.value === known.Id) && known.Id !== exclude)
    options.unshift({ value: known.Id, label: known.Name, sub: '' });

  return (
    <PeopleSelect
      id={id}
      value={value}
      onChange={(v) =>
        onChange?.(
          v,
          list.find((o) => o.Id === v),
        )
      }
      disabled={disabled}
      allowClear={allowClear}
      loading={owners.isFetching}
      onSearch={setSearch}
      options={options}
    />
  );
}
