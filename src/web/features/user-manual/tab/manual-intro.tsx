import { ClockCircleOutlined, EditOutlined, ReadOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ManualState } from '../../../../contract/user-manual';
import { assessmentLabel, progressText } from '../manual-texts';

type ManualIntroProps = {
  state: ManualState;
  opening: boolean;
  onTake: () => void;
  onEdit: () => void;
};

const point = { display: 'flex', gap: 10, alignItems: 'flex-start' } as const;

/** The owner's tab before the manual exists: what it is, and the way to start or finish the assessment. */
export function ManualIntro({ state, opening, onTake, onEdit }: ManualIntroProps) {
  const { t } = useTranslation('manual');
  const progress = state.status === 3 ? state.Progress : null;
  return (
    <div style={{ maxWidth: 640, paddingTop: 8 }}>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t(progress ? 'intro.finish' : 'intro.write')}
      </Typography.Title>
      <Typography.Paragraph>{t('intro.about')}</Typography.Paragraph>
      <div style={{ display: 'grid', gap: 10, marginBottom: 20 }}>
        <span style={point}>
          <ReadOutlined aria-hidden style={{ marginTop: 4 }} />
          <span>{t('intro.statements')}</span>
        </span>
        <span style={point}>
          <ClockCircleOutlined aria-hidden style={{ marginTop: 4 }} />
          <span>{t('intro.duration')}</span>
        </span>
        <span style={point}>
          <SaveOutlined aria-hidden style={{ marginTop: 4 }} />
          <span>{t('intro.saved')}</span>
        </span>
      </div>
      {progress && (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text strong>{progressText(t, progress)}</Typography.Text>
          <Progress
            percent={Math.round((progress.Answered / Math.max(1, progress.Total)) * 100)}
            showInfo={false}
            aria-label={progressText(t, progress)}
          />
        </div>
      )}
      <Space wrap>
        <Button type="primary" size="large" loading={opening} onClick={onTake}>
          {opening ? t('tab.opening') : assessmentLabel(t, state.status)}
        </Button>
        <Button icon={<EditOutlined />} size="large" onClick={onEdit} disabled={opening}>
          {t('intro.enterManually')}
        </Button>
      </Space>
    </div>
  );
}
