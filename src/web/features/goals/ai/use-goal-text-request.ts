import { Form } from 'antd';
import type { GoalTextRequest } from '../../../../contract/ai';
import type { GoalFormValues } from '../form/goal-form-rules';
import { goalTextRequest, type FunctionalArea } from './ai-rules';

/** The body of /Goal/gpt/measurements and /description from the goal form as it stands; null until a title is typed. */
export function useGoalTextRequest(area: FunctionalArea | undefined, viewerId: number): GoalTextRequest | null {
  const form = Form.useFormInstance<GoalFormValues>();
  const [title, measurement, ownerId, periodId, parentId] = [
    Form.useWatch('Title', form),
    Form.useWatch('Measurement', form),
    Form.useWatch('OwnerId', form),
    Form.useWatch('PeriodId', form),
    Form.useWatch('ParentId', form),
  ];
  return goalTextRequest({ values: { OwnerId: ownerId, PeriodId: periodId, ParentId: parentId }, viewerId, area, title, measurement });
}
