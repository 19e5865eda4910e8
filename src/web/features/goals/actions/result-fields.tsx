import { Form, Input, InputNumber, Radio } from 'antd';
import type { GoalType } from '../../../../domain/goals/states';
import { QUALITY_LABELS } from '../../../../domain/goals/weekly-status';
import { QUALITY_COLORS } from '../components/scale-colors';
import { ruleFrom } from './action-modal';
import { isPercentGoal, RESULT_TEXT_MAX, type ResultWho } from '../../../../domain/goals/result-rules';
import { resultErrors, type ResultField, type ResultValues } from './result-rules';
import { ScaleChoice } from './scale-choice';

type ResultFieldsProps = { goalType: GoalType; who: ResultWho; achievedLabel: string; textLabel: string };

/** Yes/No and quality, or a percent, and the description of the result: as the goal's type asks. */
export function ResultFields({ goalType, who, achievedLabel, textLabel }: ResultFieldsProps) {
  const form = Form.useFormInstance<ResultValues>();
  const rule = (field: ResultField) => [ruleFrom(() => resultErrors(goalType, form.getFieldsValue(true), who)[field])];

  return (
    <>
      {isPercentGoal(goalType) ? (
        <Form.Item label={`${achievedLabel} (percent achieved, 1–100)`} name="ObjectiveResult" required rules={rule('ObjectiveResult')}>
          <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 140 }} />
        </Form.Item>
      ) : (
        <Form.Item label={achievedLabel} name="Completed" required rules={rule('Completed')}>
          <Radio.Group
            options={[
              { value: true, label: 'Yes' },
              { value: false, label: 'No' },
            ]}
            optionType="button"
          />
        </Form.Item>
      )}
      {who === 'owner' && !isPercentGoal(goalType) && (
        <Form.Item label="Quality of the result" name="Quality" required rules={rule('Quality')}>
          <ScaleChoice labels={QUALITY_LABELS} colors={QUALITY_COLORS} aria-label="Quality of the result" />
        </Form.Item>
      )}
      <Form.Item label={textLabel} name="Text" required rules={rule('Text')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: RESULT_TEXT_MAX }} />
      </Form.Item>
    </>
  );
}
