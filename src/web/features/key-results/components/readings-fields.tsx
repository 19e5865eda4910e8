import { Form, InputNumber, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../../contract/goals';
import type { KeyResult } from '../../../../contract/key-results';
import { useSession } from '../../../shared/session';
import { useCheckIn, useKeyResults } from '../api/key-results-api';
import { changedReadings, permissionsOn, targetText, type Readings } from '../key-result-rules';

/** The key results the viewer checks in on, of a goal they may see. */
function useMine(goal: Goal): KeyResult[] {
  const me = useSession().data?.Profile.Id ?? 0;
  const today = dayjs().format('YYYY-MM-DD');
  return (useKeyResults(goal.Id).data ?? []).filter((kr) => permissionsOn(goal, me, today, kr.OwnerId).CheckIn);
}

const unitOf = (kr: KeyResult) => (kr.Kind === 'currency' ? kr.Currency : kr.Kind === 'percent' ? '%' : kr.Unit) ?? undefined;

/**
 * The values of the goal's key results, inside the weekly update's form (field `Readings`): one step gives the
 * prediction and the numbers. Nothing shows for a goal without key results the viewer checks in on.
 */
export function ReadingsFields({ goal }: { goal: Goal }) {
  const { t, i18n } = useTranslation('goalDetail');
  const mine = useMine(goal);
  if (mine.length === 0) return null;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('keyResults.readings.title')}</legend>
      {mine.map((kr) => (
        <Form.Item
          key={kr.Id}
          name={['Readings', String(kr.Id)]}
          initialValue={kr.Kind === 'milestone' ? kr.Current >= 1 : kr.Current}
          valuePropName={kr.Kind === 'milestone' ? 'checked' : 'value'}
          label={kr.Title}
          extra={<Typography.Text type="secondary">{targetText(kr, t, i18n.language)}</Typography.Text>}
          style={{ marginBottom: 12 }}
        >
          {kr.Kind === 'milestone' ? (
            <Switch checkedChildren={t('keyResults.milestone.done')} unCheckedChildren={t('keyResults.milestone.notDone')} />
          ) : (
            <InputNumber style={{ width: '100%', maxWidth: 260 }} suffix={unitOf(kr)} />
          )}
        </Form.Item>
      ))}
    </fieldset>
  );
}

/** Sends the readings that changed, one check-in each, after the weekly update: resolves when all are kept. */
export function useSendReadings(goal: Goal, onChanged?: () => unknown) {
  const mine = useMine(goal);
  const checkIn = useCheckIn(goal.Id, onChanged);
  return {
    send: async (readings: Readings | undefined) => {
      for (const { id, value } of changedReadings(mine, readings)) await checkIn.mutateAsync({ id, body: { Value: value } });
    },
    isPending: checkIn.isPending,
    error: checkIn.error,
  };
}
