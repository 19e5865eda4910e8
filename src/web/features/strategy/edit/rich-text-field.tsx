import { Form } from 'antd';
import { STRATEGY_TEXT_MAX } from '../../../../domain/strategy/sections';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor';

type RichTextFieldProps = { name: string; label: string; guidance: string };

/** A rich-text form field of a strategy drawer, with its guidance as the placeholder and under the label. */
export function RichTextField({ name, label, guidance }: RichTextFieldProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={guidance}
      rules={[
        {
          max: STRATEGY_TEXT_MAX,
          message: `Must be at most ${STRATEGY_TEXT_MAX.toLocaleString('en-US')} characters.`,
        },
      ]}
    >
      <RichTextEditor label={label} />
    </Form.Item>
  );
}
