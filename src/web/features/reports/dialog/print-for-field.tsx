import { Alert, Form, Radio, Select } from 'antd';
import type { PeriodListEntry } from '../../../../contract/periods';
import { useAppraisalUsers } from '../api/report-api';
import { PRINT_FOR_OPTIONS, type ReportChoice } from './report-choices';
import { PeriodSelect } from './period-select';

type PrintForFieldProps = { choice: ReportChoice; earlier: PeriodListEntry[]; onChange: (next: Partial<ReportChoice>) => void };

/** Report 10: a manager's team or one person, among those with a completed appraisal in the quarter, and a quarter to compare. */
export function PrintForField({ choice, earlier, onChange }: PrintForFieldProps) {
  const people = useAppraisalUsers(choice.periodId);
  const forTeam = choice.mode === '1';
  const options = (forTeam ? people.data?.managers : people.data?.users) ?? [];
  if (!choice.periodId) return null;
  if (people.data && people.data.users.length === 0)
    return <Alert type="info" showIcon title="Nobody has a completed appraisal in this quarter yet, so there is nothing to print." />;
  return (
    <>
      <Form.Item label="Print for">
        <Radio.Group
          options={PRINT_FOR_OPTIONS}
          value={choice.mode}
          onChange={(event) => onChange({ mode: event.target.value as ReportChoice['mode'], userId: undefined })}
        />
      </Form.Item>
      <Form.Item label={forTeam ? 'Manager' : 'Person'} htmlFor="report-print-for" required>
        <Select<number>
          id="report-print-for"
          showSearch={{ optionFilterProp: 'label' }}
          loading={people.isFetching}
          placeholder={forTeam ? 'Select a manager' : 'Select a person'}
          value={choice.userId}
          onChange={(userId) => onChange({ userId })}
          options={options.map((p) => ({ value: p.Id, label: p.Name }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label="Compare with" htmlFor="report-previous" extra="The ratings of an earlier quarter, printed beside.">
        <PeriodSelect
          id="report-previous"
          periods={earlier}
          value={choice.previousPeriodId || undefined}
          placeholder="No earlier quarter"
          allowClear
          onChange={(p) => onChange({ previousPeriodId: p?.Id ?? 0 })}
        />
      </Form.Item>
    </>
  );
}
