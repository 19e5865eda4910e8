import { DownloadOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AiSummaryAnswer } from '../../../../contract/ai-summaries';
import { momentText } from '../../../shared/dates';
import { useWiderThan } from '../../../shared/use-wider-than';

type SummaryToolbarProps = {
  /** The quarter's name, or the year. */
  title: string;
  answer: AiSummaryAnswer;
  dirty: boolean;
  saving: boolean;
  downloading: boolean;
  onSave: () => void;
  onPreview: () => void;
  onDownload: () => void;
};

/** Whose summary, who generated it and when; Save, Preview and Download. */
export function SummaryToolbar({ title, answer, dirty, saving, downloading, onSave, onPreview, onDownload }: SummaryToolbarProps) {
  const { t } = useTranslation('ai');
  const { Context, User, GeneratedBy, GeneratedAt, EditedAt } = answer;
  const wide = useWiderThan('md');
  const goals = answer.Kind === 'quarter' ? (Context?.Goals.length ?? 0) : (Context?.Quarters.reduce((n, q) => n + q.Goals.length, 0) ?? 0);
  return (
    <Card
      size="small"
      // On a wide screen Save stays in reach below the header while one edits the goals further down.
      style={{ marginBottom: 16, ...(wide ? { position: 'sticky', top: 67, zIndex: 5, boxShadow: '0 2px 8px rgba(0, 0, 0, 0.06)' } : {}) }}
      styles={{ body: { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } }}
    >
      <div style={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography.Text strong style={{ display: 'block' }}>
          {[title, User?.Name, t('toolbar.goals', { count: goals })].filter(Boolean).join(' · ')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {GeneratedAt &&
            (GeneratedBy
              ? t('toolbar.generatedBy', { at: momentText(GeneratedAt), name: GeneratedBy.Name })
              : t('toolbar.generated', { at: momentText(GeneratedAt) }))}
          {EditedAt && ` · ${t('toolbar.edited', { at: momentText(EditedAt) })}`}
          {dirty && <Typography.Text type="warning"> · {t('toolbar.unsaved')}</Typography.Text>}
        </Typography.Text>
      </div>
      <Space wrap>
        <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={saving} onClick={onSave}>
          {t('toolbar.save')}
        </Button>
        <Button icon={<EyeOutlined />} onClick={onPreview}>
          {t('toolbar.preview')}
        </Button>
        <Button icon={<DownloadOutlined />} loading={downloading} onClick={onDownload}>
          {t('toolbar.download')}
        </Button>
      </Space>
    </Card>
  );
}
