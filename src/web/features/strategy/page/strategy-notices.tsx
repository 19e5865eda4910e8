import { Alert, Button, Card, Progress, theme, Typography } from 'antd';
import type { Strategy } from '../../../../contract/strategy';
import { DRAFT_WARNING, WELCOME_TEXT } from './strategy-rules';

/** The CEO's and org admins' welcome (spec 001 §2). */
export function WelcomeBanner({ name }: { name: string }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label="Welcome"
      style={{
        padding: '16px 20px',
        borderRadius: token.borderRadiusLG,
        background: token.colorPrimaryBg,
        border: `1px solid ${token.colorPrimaryBorder}`,
      }}
    >
      <Typography.Title level={2} style={{ fontSize: 16, margin: '0 0 4px' }}>
        Welcome, {name.split(' ')[0]}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{WELCOME_TEXT}</Typography.Paragraph>
    </section>
  );
}

/** Shown to editors while saved changes wait to be published; Publish makes the whole draft live. */
export function DraftWarning({ onPublish, publishing }: { onPublish: () => void; publishing: boolean }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={DRAFT_WARNING}
      description="Saved changes are visible only to the CEO and org admins until you publish them."
      action={
        <Button type="primary" onClick={onPublish} loading={publishing}>
          Publish
        </Button>
      }
    />
  );
}

/** Completion of the document (spec 001 §4): the video, mission/vision/values (34/33/33) and six objective areas. */
export function StrategyProgressCard({ progress }: { progress: Strategy['Progress'] }) {
  const parts = [
    { label: 'CEO video', percent: progress.Video },
    { label: 'Mission, Vision, & Values', percent: progress.MissionVisionValues },
    { label: 'Strategic Objectives', percent: progress.Objectives },
  ];
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 15, margin: 0 }}>Strategy completion</h2>}
      role="region"
      aria-label="Strategy completion"
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' }}>
        <Progress type="circle" percent={progress.Overall} size={72} aria-label="Overall completion" />
        <ul
          aria-label="Completion by section"
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
              <Progress percent={p.percent} size="small" aria-label={`${p.label} completion`} />
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
