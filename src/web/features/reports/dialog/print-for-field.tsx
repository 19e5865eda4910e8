import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('reports');
  const people = useAppraisalUsers(choice.periodId);
  if (!choice.periodId) return null;
  if (people.data && people.data.users.length === 0) return <Alert type="info" showIcon title={t('print.nobody')} />;
  const managers = people.data?.managers ?? [];
  const manager = managers.find((m) => m.Id === choice.managerId);
  return (
    <>
      <Form.Item label={t('print.manager')} htmlFor="report-print-manager" required>
        <Select<number>
          id="report-print-manager"
          showSearch={{ optionFilterProp: 'label' }}
          loading={people.isFetching}
          placeholder={t('print.selectManager')}
          value={choice.managerId}
          onChange={(managerId) => onChange({ managerId, userId: undefined })}
          options={managers.map((p) => ({ value: p.Id, label: p.Name }))}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        label={t('print.user')}
        htmlFor="report-print-user"
        required
        extra={manager ? t('print.userHelp') : t('print.managerFirst')}
      >
        <Select<number>
          id="report-print-user"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!manager}
          placeholder={t('print.selectUser')}
          value={choice.userId}
          onChange={(userId) => onChange({ userId })}
          options={printUserOptions(people.data?.users ?? [], manager, t)}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label={t('print.compareWith')} htmlFor="report-previous" extra={t('print.compareWithHelp')}>
        <PeriodSelect
          id="report-previous"
          periods={earlier}
          value={choice.previousPeriodId || undefined}
          placeholder={t('print.noEarlier')}
          allowClear
          onChange={(p) => onChange({ previousPeriodId: p?.Id ?? 0 })}
        />
      </Form.Item>
    </>
  );
}
