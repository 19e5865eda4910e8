import { Alert, Form, Select } from 'antd';
import type { PeriodListEntry } from '../../../../contract/periods';
import { useAppraisalUsers } from '../api/report-api';
import { printUserOptions, type ReportChoice } from './report-choices';
import { PeriodSelect } from './period-select';

type PrintForFieldProps = { choice: ReportChoice; earlier: PeriodListEntry[]; onChange: (next: Partial<ReportChoice>) => void };

/**
 * Report 10 (spec 001 §5): a manager, then a user of their team or everyone in it, among those with a completed
 * appraisal in the quarter; Generate waits for both. And a quarter whose ratings print beside.
 */
export function PrintForField({ choice, earlier, onChange }: PrintForFieldProps) {
  const people = useAppraisalUsers(choice.periodId);
  if (!choice.periodId) return null;
  if (people.data && people.data.users.length === 0)
    return <Alert type="info" showIcon title="Nobody has a completed appraisal in this quarter yet, so there is nothing to print." />;
  const managers = people.data?.managers ?? [];
  const manager = managers.find((m) => m.Id === choice.managerId);
  return (
    <>
      <Form.Item label="Manager" htmlFor="report-print-manager" required>
        <Select<number>
          id="report-print-manager"
          showSearch={{ optionFilterProp: 'label' }}
          loading={people.isFetching}
          placeholder="Select a manager"
          value={choice.managerId}
          onChange={(managerId) => onChange({ managerId, userId: undefined })}
          options={managers.map((p) => ({ value: p.Id, label: p.Name }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        label="User"
        htmlFor="report-print-user"
        required
        extra={manager ? 'One person’s appraisal, or those of everyone in the team, a page each.' : 'Select a manager first.'}
      >
        <Select<number>
          id="report-print-user"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!manager}
          placeholder="Select a user"
          value={choice.userId}
          onChange={(userId) => onChange({ userId })}
          options={printUserOptions(people.data?.users ?? [], manager)}
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
