import { Alert, Button, Card, Progress, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Strategy } from '../../../../contract/strategy';

/** The CEO's and org admins' welcome (spec 001 §2). */
export function WelcomeBanner({ name }: { name: string }) {
  const { t } = useTranslation('strategy');
  const { token } = theme.useToken();
  return (
    <section
      aria-label={t('welcome.label')}
      style={{
        padding: '16px 20px',
        borderRadius: token.borderRadiusLG,
        background: token.colorPrimaryBg,
        border: `1px solid ${token.colorPrimaryBorder}`,
      }}
    >
      <Typography.Title level={2} style={{ fontSize: 16, margin: '0 0 4px' }}>
        {t('welcome.title', { name: name.split(' ')[0] })}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('welcome.text')}</Typography.Paragraph>
    </section>
  );
}

/** Shown to editors while saved changes wait to be published; Publish makes the whole draft live. */
export function DraftWarning({ onPublish, publishing }: { onPublish: () => void; publishing: boolean }) {
  const { t } = useTranslation('strategy');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('draft.warning')}
      description={t('draft.description')}
      action={
        <Button type="primary" onClick={onPublish} loading={publishing}>
          {t('draft.publish')}
        </Button>
      }
    />
  );
}

/** Completion of the document (spec 001 §4): the video, mission/vision/values (34/33/33) and six objective areas. */
export function StrategyProgressCard({ progress }: { progress: Strategy['Progress'] }) {
  const { t } = useTranslation('strategy');
  const parts = [
    { label: t('progress.video'), percent: progress.Video },
    { label: t('basics.title'), percent: progress.MissionVisionValues },
    { label: t('objectives.title'), percent: progress.Objectives },
  ];
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('progress.title')}</h2>}
      role="region"
      aria-label={t('progress.title')}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' }}>
        <Progress type="circle" percent={progress.Overall} size={72} aria-label={t('progress.overall')} />
        <ul
          aria-label={t('progress.bySection')}
          style={{
            flex: 1,
            minWidth: 220,
            maxWidth: 640,
            display: 'grid',
            gap: 4,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {parts.map((p) => (
            <li
              key={p.label}
              style={{
                display: 'grid',
                // Label beside its bar where there is room, above it on a phone.
                gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
                columnGap: 8,
                alignItems: 'center',
              }}
            >
              <Typography.Text style={{ fontSize: 13 }}>{p.label}</Typography.Text>
              <Progress percent={p.percent} size="small" aria-label={t('progress.sectionCompletion', { section: p.label })} />
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
