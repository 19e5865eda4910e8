import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { STRATEGY_TEXT_MAX } from '../../../../domain/strategy/sections';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';
import { numberText } from '../../../shared/numbers';

type RichTextFieldProps = { name: string; label: string; guidance: string };

/** A rich-text form field of a strategy drawer, with its guidance as the placeholder and under the label. */
export function RichTextField({ name, label, guidance }: RichTextFieldProps) {
  const { t } = useTranslation('strategy');
  return (
    <Form.Item
      name={name}
      label={label}
      extra={guidance}
      rules={[
        {
          max: STRATEGY_TEXT_MAX,
          message: t('edit.tooLong', { max: numberText(STRATEGY_TEXT_MAX) }),
        },
      ]}
    >
      <RichTextEditor label={label} />
    </Form.Item>
  );
}
