import { Alert, Form, Radio } from 'antd';
import type { PeriodListEntry } from '../../../../contract/periods';
import type { ReportId } from '../../../../domain/reports/report-access';
import { NO_PARENT_GOALS } from '../../../../domain/reports/goal-tree';
import { rangeEndAfter } from '../../../../domain/reports/report-periods';
import { OwnerSelect } from '../../goals';
import { useGoalTreePeriods } from '../api/report-api';
import { APPRAISAL_MODE_OPTIONS, COMPLIANCE_MODE_OPTIONS, FIELDS, FORMATS, needsPeriod, type ReportChoice } from './report-choices';
import { PeriodSelect } from './period-select';
import { PrintForField } from './print-for-field';

type ReportFieldsProps = {
  id: ReportId;
  choice: ReportChoice;
  /** The quarters a report may be made for (§9), newest first. */
  periods: PeriodListEntry[];
  onChange: (next: Partial<ReportChoice>) => void;
};

const FORMAT_LABELS = { excel: 'Excel (.xlsx)', pdf: 'PDF' } as const;

/** The fields of a report's dialog, in the order of FIELDS. */
export function ReportFields({ id, choice, periods, onChange }: ReportFieldsProps) {
  const fields = FIELDS[id] ?? [];
  const trees = useGoalTreePeriods(
    periods.map((p) => p.Id),
    id === 5,
  );
  const offered = id === 5 ? periods.filter((p) => trees.data?.includes(p.Id)) : periods;
  const chosen = periods.find((p) => p.Id === choice.periodId);

  return (
    <>
      {fields.includes('complianceMode') && (
        <Form.Item label="Who to list">
          <Radio.Group
            vertical
            options={COMPLIANCE_MODE_OPTIONS}
            value={choice.mode}
            onChange={(e) => onChange({ mode: e.target.value as ReportChoice['mode'] })}
          />
        </Form.Item>
      )}
      {fields.includes('appraisalMode') && (
        <Form.Item label="Quarters">
          <Radio.Group
            options={APPRAISAL_MODE_OPTIONS}
            value={choice.mode}
            onChange={(e) => onChange({ mode: e.target.value as ReportChoice['mode'] })}
          />
        </Form.Item>
      )}
      {needsPeriod(id, choice) && (
        <Form.Item label="Quarter" htmlFor="report-period" required>
          {id === 5 && trees.data?.length === 0 ? (
            <Alert type="info" showIcon title={NO_PARENT_GOALS} />
          ) : (
            <PeriodSelect
              id="report-period"
              periods={offered}
              value={choice.periodId}
              loading={id === 5 && trees.isFetching}
              onChange={(p) => onChange({ periodId: p?.Id, ...(id === 10 ? { userId: undefined, managerId: undefined } : {}) })}
            />
          )}
        </Form.Item>
      )}
      {fields.includes('range') && (
        <>
          <Form.Item label="From" htmlFor="report-from" required>
            <PeriodSelect
              id="report-from"
              periods={periods}
              value={choice.periodId}
              onChange={(from) =>
                from &&
                onChange({
                  periodId: from.Id,
                  toPeriodId: rangeEndAfter(
                    from,
                    periods.find((p) => p.Id === choice.toPeriodId),
                  ).Id,
                })
              }
            />
          </Form.Item>
          <Form.Item label="To" htmlFor="report-to" required extra="The last quarter, never before the first.">
            <PeriodSelect
              id="report-to"
              periods={chosen ? periods.filter((p) => p.StartDate >= chosen.StartDate) : periods}
              value={choice.toPeriodId}
              onChange={(to) => onChange({ toPeriodId: to?.Id })}
            />
          </Form.Item>
        </>
      )}
      {fields.includes('person') && (
        <>
          <Form.Item label="Whose goals">
            <Radio.Group
              options={[
                { value: 'all', label: 'Everyone I can see' },
                { value: 'one', label: 'One person' },
              ]}
              value={choice.userId === 0 ? 'all' : 'one'}
              onChange={(e) => onChange({ userId: e.target.value === 'all' ? 0 : undefined })}
            />
          </Form.Item>
          {choice.userId !== 0 && (
            <Form.Item label="Person" htmlFor="report-person" required>
              <OwnerSelect id="report-person" value={choice.userId} onChange={(userId) => onChange({ userId })} />
            </Form.Item>
          )}
        </>
      )}
      {fields.includes('printFor') && (
        <PrintForField choice={choice} earlier={chosen ? periods.filter((p) => p.StartDate < chosen.StartDate) : []} onChange={onChange} />
      )}
      {fields.includes('format') && (
        <Form.Item label="Format">
          <Radio.Group
            options={(FORMATS[id] ?? ['excel']).map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
            value={choice.format}
            onChange={(e) => onChange({ format: e.target.value as ReportChoice['format'] })}
          />
        </Form.Item>
      )}
    </>
  );
}
