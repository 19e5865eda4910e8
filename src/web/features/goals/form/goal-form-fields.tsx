import { Button, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
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

const PARENT_LOCK = 'The quarter cannot change while a parent goal is set.';

/** Why the quarter select is locked, if it is (spec 000 §5: not while a parent goal is set). */
function quarterLock(goal: GoalInfo | undefined, parentId: number | null | undefined, viewerId: number): string | undefined {
  if (parentId) return PARENT_LOCK;
  if (!goal) return undefined;
  if (goal.Goal.ChildCount > 0) return 'The quarter cannot change while other goals are aligned to this one.';
  // An owner with a manager changes an approved goal through a proposed edit, which keeps the quarter.
  if (goal.Goal.State === 'approved' && goal.Goal.User.Id === viewerId && goal.Goal.User.ParentId !== null) {
    return 'The quarter of an approved goal cannot change.';
  }
  return undefined;
}

/** The goal form's fields, worded for the tenant's goal type. */
export function GoalFormFields({ goalType, goal, knownParent, onOwnerPicked }: GoalFormFieldsProps) {
  const { Profile } = useSignedInSession();
  const form = Form.useFormInstance<GoalFormValues>();
  const periods = usePeriods();
  const ownerId = Form.useWatch('OwnerId', form);
  const periodId = Form.useWatch('PeriodId', form);
  const parentId = Form.useWatch('ParentId', form);
  const wording = goalWording(goalType);
  const rules = goalFormRules(wording);
  const editing = goal !== undefined;
  const parentRequired = parentRequiredFor(Profile, ownerId, editing);
  const lock = quarterLock(goal, parentId, Profile.Id);
  const owner = goal ? { Id: goal.Goal.User.Id, Name: goal.Goal.User.Name } : { Id: Profile.Id, Name: Profile.Name };
  const [area, setArea] = useState<FunctionalArea>();
  const ai = mayWriteWithAi(Profile.RoleName) ? { area, wording, viewerId: Profile.Id } : null;

  return (
    <>
      {mayChooseOwner(Profile) && (
        <Form.Item
          label="Owner"
          name="OwnerId"
          rules={rules.OwnerId}
          extra={editing ? 'Use Change owner in the goal’s menu to give it to someone else.' : undefined}
        >
          <OwnerSelect known={owner} disabled={editing} allowClear={!editing} onChange={(_, picked) => onOwnerPicked(picked)} />
        </Form.Item>
      )}
      <Form.Item
        label="Quarter"
        name="PeriodId"
        rules={rules.PeriodId}
        extra={
          lock === PARENT_LOCK ? (
            <>
              {lock}{' '}
              <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => form.setFieldValue('ParentId', null)}>
                Remove the parent goal
              </Button>
            </>
          ) : (
            lock
          )
        }
      >
        <Select
          options={quarterChoices(periods.data, goal?.Goal.GoalPeriodId)}
          loading={periods.isPending}
          disabled={lock !== undefined}
          placeholder="Select a quarter"
        />
      </Form.Item>
      <Form.Item label="Parent goal" name="ParentId" rules={rules.ParentId(parentRequired)} required={parentRequired}>
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
        <Form.Item label="Reporting Memo" name="ReportingMemo" rules={rules.ReportingMemo}>
          <Input count={{ show: true, max: MEMO_MAX }} />
        </Form.Item>
      )}
      <Form.Item
        label="Private"
        name="IsPrivate"
        valuePropName="checked"
        extra="Only the owner, the people above them and admins see a private goal."
      >
        <Switch />
      </Form.Item>
    </>
  );
}
