import { BulbOutlined } from '@ant-design/icons';
import { Card, Collapse, theme, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useInstanceSettings } from '../../../shared/instance-settings';
import { VideoFrame } from '../components/video-frame';

// The written guide, in place of a video when the instance names none (STRATEGY_GUIDE_VIDEO_URL).
const guide = (t: TFunction<'strategy'>) => [
  {
    key: 'mission',
    label: t('guide.mission.label'),
    points: [t('guide.mission.point1'), t('guide.mission.point2'), t('guide.mission.point3')],
  },
  {
    key: 'vision',
    label: t('guide.vision.label'),
    points: [t('guide.vision.point1'), t('guide.vision.point2'), t('guide.vision.point3')],
  },
  {
    key: 'values',
    label: t('guide.values.label'),
    points: [t('guide.values.point1'), t('guide.values.point2'), t('guide.values.point3')],
  },
  {
    key: 'objectives',
    label: t('guide.objectives.label'),
    points: [t('guide.objectives.point1'), t('guide.objectives.point2'), t('guide.objectives.point3')],
  },
];

/** For the strategy's writers: the instance's founder guidance video, or a short written guide in its place. */
export function FounderGuide() {
  const { t } = useTranslation('strategy');
  const { token } = theme.useToken();
  const settings = useInstanceSettings();
  const video = settings.data?.StrategyGuideVideoUrl ?? null;
  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <BulbOutlined aria-hidden style={{ color: token.colorPrimary }} />
          <h2 style={{ fontSize: 16, margin: 0 }}>{t('guide.title')}</h2>
        </span>
      }
      loading={settings.isPending}
    >
      {video ? (
        <div style={{ maxWidth: 800, margin: '0 auto' }}>
          <VideoFrame src={video} title={t('guide.videoTitle')} />
        </div>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('guide.intro')}</Typography.Paragraph>
          <Collapse
            ghost
            items={guide(t).map(({ key, label, points }) => ({
              key,
              label: <strong>{label}</strong>,
              children: (
                <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.6 }}>
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ),
            }))}
          />
        </>
      )}
    </Card>
  );
}
