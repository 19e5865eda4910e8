import { useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { PeopleSelect } from '../../../components/people-select';
import { useActionItemPeople } from '../api/action-items-api';
import type { Person } from '../action-item-rules';

type PersonSelectProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** People whose names show before the search answers (the one chosen, oneself). */
  known: Person[];
  id?: string;
  disabled?: boolean;
  /** What Form.Item adds to its control: aria-required, aria-invalid, aria-describedby. */
  [aria: `aria-${string}`]: unknown;
};

/** Searches the company's active people (GET /actionitem/users) by name. */
export function PersonSelect({ value, onChange, known, id, disabled, ...aria }: PersonSelectProps) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  // The list loads when the select is first opened: a drawer that is only read asks nothing.
  const people = useActionItemPeople(useDebouncedValue(search.trim()), opened);
  const found = (people.data ?? []).map((p) => ({ value: p.Id, label: p.Name, sub: p.JobTitle ?? '' }));
  const options = [...found];
  for (const p of known) {
    // Before a search, the known names (the chosen people) are offered too; during one only if they match.
    const matches = !search.trim() || p.Name.toLowerCase().includes(search.trim().toLowerCase());
    if (matches && !options.some((o) => o.value === p.Id)) options.push({ value: p.Id, label: p.Name, sub: '' });
  }

  return (
    <PeopleSelect
      {...aria}
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      onOpenChange={(open) => open && setOpened(true)}
      disabled={disabled}
      loading={people.isFetching}
      onSearch={setSearch}
      options={options}
    />
  );
}
