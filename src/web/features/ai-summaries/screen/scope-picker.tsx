import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Radio, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForWhom, SummaryOptions } from '../../../../contract/ai-summaries';
import { readerOptions, type SummaryKind, type SummaryScope } from '../summary-rules';

type ScopePickerProps = {
  kind: SummaryKind;
  options: SummaryOptions | undefined;
  scope: SummaryScope | null;
  onGenerate: (scope: SummaryScope) => void;
};

/** The quarter (or year) and the reader to write for, and Generate. */
export function ScopePicker({ kind, options, scope, onGenerate }: ScopePickerProps) {
  const { t } = useTranslation('ai');
  const [picked, setPicked] = useState<number | undefined>(scope ? (scope.kind === 'quarter' ? scope.periodId : scope.year) : undefined);
  const [forWhom, setForWhom] = useState<ForWhom>(scope?.forWhom ?? 1);

  if (!options) return <Skeleton active paragraph={{ rows: 1 }} />;
  const choices =
    kind === 'quarter'
      ? options.Periods.map((p) => ({ value: p.Id, label: p.Name }))
      : options.Years.map((y) => ({ value: y, label: String(y) }));
  if (choices.length === 0) {
    return (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`picker.nothing.${kind}`)} />
      </Card>
    );
  }
  // The latest ended quarter (or year) unless one was picked.
  const value = picked ?? choices[0]!.value;
  const reader = options.ForWhom.includes(forWhom) ? forWhom : 1;
  const generate = () =>
    onGenerate(kind === 'quarter' ? { kind, periodId: value, forWhom: reader } : { kind, year: value, forWhom: reader });

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form layout="inline" onFinish={generate} style={{ rowGap: 12 }}>
        <Form.Item label={t(kind === 'quarter' ? 'picker.quarter' : 'picker.year')} htmlFor={`summary-${kind}`}>
          <Select id={`summary-${kind}`} value={value} options={choices} onChange={setPicked} style={{ minWidth: 140 }} />
        </Form.Item>
        {options.ForWhom.length > 1 && (
          <Form.Item label={t('picker.writtenFor')}>
            <Radio.Group
              aria-label={t('picker.writtenFor')}
              optionType="button"
              value={reader}
              onChange={(event) => setForWhom(event.target.value as ForWhom)}
              options={readerOptions(options.ForWhom, t)}
            />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<ThunderboltOutlined />}>
            {t('picker.generate')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
