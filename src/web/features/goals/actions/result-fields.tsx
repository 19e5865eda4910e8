import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalType } from '../../../../domain/goals/states';
import { QUALITY_COLORS } from '../../../components/scale-colors';
import { ruleFrom } from './action-modal';
import { isPercentGoal, RESULT_TEXT_MAX, type ResultWho } from '../../../../domain/goals/result-rules';
import { resultErrors, type ResultField, type ResultValues } from './result-rules';
import { ScaleChoice } from './scale-choice';
import { levelWords } from '../../../components/level-words';

type ResultFieldsProps = { goalType: GoalType; who: ResultWho; achievedLabel: string; textLabel: string };

/** Yes/No and quality, or a percent, and the description of the result: as the goal's type asks. */
export function ResultFields({ goalType, who, achievedLabel, textLabel }: ResultFieldsProps) {
  const { t } = useTranslation('goalDetail');
  const form = Form.useFormInstance<ResultValues>();
  const rule = (field: ResultField) => [ruleFrom(() => resultErrors(goalType, form.getFieldsValue(true), who, t)[field])];

  return (
    <>
      {isPercentGoal(goalType) ? (
        <Form.Item
          label={t('resultFields.percentAchieved', { question: achievedLabel })}
          name="ObjectiveResult"
          required
          rules={rule('ObjectiveResult')}
        >
          <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 140 }} />
        </Form.Item>
      ) : (
        <Form.Item label={achievedLabel} name="Completed" required rules={rule('Completed')}>
          <Radio.Group
            options={[
              { value: true, label: t('answer.yes') },
              { value: false, label: t('answer.no') },
            ]}
            optionType="button"
          />
        </Form.Item>
      )}
      {who === 'owner' && !isPercentGoal(goalType) && (
        <Form.Item label={t('resultFields.quality')} name="Quality" required rules={rule('Quality')}>
          <ScaleChoice labels={levelWords('quality')} colors={QUALITY_COLORS} aria-label={t('resultFields.quality')} />
        </Form.Item>
      )}
      <Form.Item label={textLabel} name="Text" required rules={rule('Text')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: RESULT_TEXT_MAX }} />
      </Form.Item>
    </>
  );
}
