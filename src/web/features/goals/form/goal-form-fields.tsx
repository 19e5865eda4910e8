import { Button, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalInfo, GoalOwner } from '../../../../contract/goals';
import type { GoalType } from '../../../../domain/goals/states';
import { useSignedInSession } from '../../../shared/session';
import { usePeriods } from '../api/get-goal-choices';
import { goalWording } from '../components/goal-wording';
import {
  goalFormRules,
  MEASUREMENT_MAX,
  MEMO_MAX,
  mayChooseOwner,
  parentRequiredFor,
  quarterChoices,
  TITLE_MAX,
  type GoalFormValues,
} from './goal-form-rules';
import { OwnerSelect } from './owner-select';
import { mayWriteWithAi, type FunctionalArea } from '../ai/ai-rules';
import { WriteWithAiPanel } from '../ai/write-with-ai-panel';
import { MeasurementSuggestions } from '../ai/measurement-suggestions';
import { DescriptionSuggestions } from '../ai/description-suggestions';
import { ParentGoalSelect } from './parent-goal-select';

type GoalFormFieldsProps = {
  goalType: GoalType;
  goal?: GoalInfo;
  knownParent?: { Id: number; Title: string } | null;
  onOwnerPicked: (owner: GoalOwner | undefined) => void;
};

type QuarterLock = 'parent' | 'aligned' | 'approved';

/** Why the quarter select is locked, if it is (spec 000 §5: not while a parent goal is set). */
function quarterLock(goal: GoalInfo | undefined, parentId: number | null | undefined, viewerId: number): QuarterLock | undefined {
  if (parentId) return 'parent';
  if (!goal) return undefined;
  if (goal.Goal.ChildCount > 0) return 'aligned';
  // An owner with a manager changes an approved goal through a proposed edit, which keeps the quarter.
  if (goal.Goal.State === 'approved' && goal.Goal.User.Id === viewerId && goal.Goal.User.ParentId !== null) return 'approved';
  return undefined;
}

/** The goal form's fields, worded for the tenant's goal type. */
export function GoalFormFields({ goalType, goal, knownParent, onOwnerPicked }: GoalFormFieldsProps) {
  const { t } = useTranslation('goals');
  const { Profile } = useSignedInSession();
  const form = Form.useFormInstance<GoalFormValues>();
  const periods = usePeriods();
  const ownerId = Form.useWatch('OwnerId', form);
  const periodId = Form.useWatch('PeriodId', form);
  const parentId = Form.useWatch('ParentId', form);
  const wording = goalWording(goalType, t);
  const rules = goalFormRules(wording, t);
  const editing = goal !== undefined;
  const parentRequired = parentRequiredFor(Profile, ownerId, editing);
  const lock = quarterLock(goal, parentId, Profile.Id);
  const owner = goal ? { Id: goal.Goal.User.Id, Name: goal.Goal.User.Name } : { Id: Profile.Id, Name: Profile.Name };
  const [area, setArea] = useState<FunctionalArea>();
  const ai = mayWriteWithAi(Profile.RoleName) ? { area, wording, viewerId: Profile.Id } : null;

  return (
    <>
      {mayChooseOwner(Profile) && (
        <Form.Item label={t('form.owner')} name="OwnerId" rules={rules.OwnerId} extra={editing ? t('form.ownerHelp') : undefined}>
          <OwnerSelect known={owner} disabled={editing} allowClear={!editing} onChange={(_, picked) => onOwnerPicked(picked)} />
        </Form.Item>
      )}
      <Form.Item
        label={t('quarter')}
        name="PeriodId"
        rules={rules.PeriodId}
        extra={
          lock === 'parent' ? (
            <>
              {t('form.quarterLock.parent')}{' '}
              <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => form.setFieldValue('ParentId', null)}>
                {t('form.removeParentGoal')}
              </Button>
            </>
          ) : (
            lock && t(`form.quarterLock.${lock}`)
          )
        }
      >
        <Select
          options={quarterChoices(periods.data, goal?.Goal.GoalPeriodId, t)}
          loading={periods.isPending}
          disabled={lock !== undefined}
          placeholder={t('form.selectQuarter')}
        />
      </Form.Item>
      <Form.Item label={t('form.parentGoal')} name="ParentId" rules={rules.ParentId(parentRequired)} required={parentRequired}>
        <ParentGoalSelect
          periodId={periodId}
          known={knownParent}
          allowClear
          rules={{ goalId: goal?.Goal.Id, cascadeOf: parentRequired ? Profile.Id : undefined }}
        />
      </Form.Item>
      {ai && <WriteWithAiPanel {...ai} onAreaChange={setArea} />}
      <Form.Item label={wording.title} name="Title" rules={rules.Title}>
        <Input count={{ show: true, max: TITLE_MAX }} />
      </Form.Item>
      <Form.Item label={wording.measurement} name="Measurement" rules={rules.Measurement}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} count={{ show: true, max: MEASUREMENT_MAX }} />
      </Form.Item>
      {ai && <MeasurementSuggestions {...ai} />}
      <Form.Item label={wording.description} name="Description">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      {ai && <DescriptionSuggestions {...ai} />}
      {goalType === 'ObjectiveResult' && (
        <Form.Item label={t('form.reportingMemo')} name="ReportingMemo" rules={rules.ReportingMemo}>
          <Input count={{ show: true, max: MEMO_MAX }} />
        </Form.Item>
      )}
      <Form.Item label={t('form.private')} name="IsPrivate" valuePropName="checked" extra={t('form.privateHelp')}>
        <Switch />
      </Form.Item>
    </>
  );
}
