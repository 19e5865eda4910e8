import { Alert, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PeriodListEntry } from '../../../../contract/periods';
import type { ReportId } from '../../../../domain/reports/report-access';
import { rangeEndAfter } from '../../../../domain/reports/report-periods';
import { OwnerSelect } from '../../goals';
import { useGoalTreePeriods } from '../api/report-api';
import { APPRAISAL_MODES, COMPLIANCE_MODES, FIELDS, FORMATS, needsPeriod, type ReportChoice } from './report-choices';
import { PeriodSelect } from './period-select';
import { PrintForField } from './print-for-field';

type ReportFieldsProps = {
  id: ReportId;
  choice: ReportChoice;
  /** The quarters a report may be made for (§9), newest first. */
  periods: PeriodListEntry[];
  onChange: (next: Partial<ReportChoice>) => void;
};

/** The fields of a report's dialog, in the order of FIELDS. */
export function ReportFields({ id, choice, periods, onChange }: ReportFieldsProps) {
  const { t } = useTranslation('reports');
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
        <Form.Item label={t('dialog.whoToList')}>
          <Radio.Group
            vertical
            options={COMPLIANCE_MODES.map((m) => ({ value: m.value, label: t(`dialog.complianceModes.${m.key}`) }))}
            value={choice.mode}
            onChange={(e) => onChange({ mode: e.target.value as ReportChoice['mode'] })}
          />
        </Form.Item>
      )}
      {fields.includes('appraisalMode') && (
        <Form.Item label={t('dialog.quarters')}>
          <Radio.Group
            options={APPRAISAL_MODES.map((m) => ({ value: m.value, label: t(`dialog.appraisalModes.${m.key}`) }))}
            value={choice.mode}
            onChange={(e) => onChange({ mode: e.target.value as ReportChoice['mode'] })}
          />
        </Form.Item>
      )}
      {needsPeriod(id, choice) && (
        <Form.Item label={t('dialog.quarter')} htmlFor="report-period" required>
          {id === 5 && trees.data?.length === 0 ? (
            <Alert type="info" showIcon title={t('dialog.noParentGoals')} />
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
          <Form.Item label={t('dialog.from')} htmlFor="report-from" required>
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
          <Form.Item label={t('dialog.to')} htmlFor="report-to" required extra={t('dialog.toHelp')}>
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
          <Form.Item label={t('dialog.whoseGoals')}>
            <Radio.Group
              options={[
                { value: 'all', label: t('dialog.everyone') },
                { value: 'one', label: t('dialog.onePerson') },
              ]}
              value={choice.userId === 0 ? 'all' : 'one'}
              onChange={(e) => onChange({ userId: e.target.value === 'all' ? 0 : undefined })}
            />
          </Form.Item>
          {choice.userId !== 0 && (
            <Form.Item label={t('dialog.person')} htmlFor="report-person" required>
              <OwnerSelect id="report-person" value={choice.userId} onChange={(userId) => onChange({ userId })} />
            </Form.Item>
          )}
        </>
      )}
      {fields.includes('printFor') && (
        <PrintForField choice={choice} earlier={chosen ? periods.filter((p) => p.StartDate < chosen.StartDate) : []} onChange={onChange} />
      )}
      {fields.includes('format') && (
        <Form.Item label={t('dialog.format')}>
          <Radio.Group
            options={(FORMATS[id] ?? ['excel']).map((f) => ({ value: f, label: t(`dialog.formats.${f}`) }))}
            value={choice.format}
            onChange={(e) => onChange({ format: e.target.value as ReportChoice['format'] })}
          />
        </Form.Item>
      )}
    </>
  );
}
