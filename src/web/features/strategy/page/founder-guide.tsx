import { BulbOutlined } from '@ant-design/icons';
import { Card, Collapse, theme, Typography } from 'antd';
import { useInstanceSettings } from '../../../shared/instance-settings';
import { VideoFrame } from '../components/video-frame';

const TITLE = 'Founder guidance';

// The written guide, in place of a video when the instance names none (STRATEGY_GUIDE_VIDEO_URL).
const GUIDE = [
  {
    key: 'mission',
    label: 'Mission: why the company exists',
    points: [
      'One or two sentences on whom you serve and what you do for them, in words a new hire would repeat.',
      'Name the customer and the difference you make, not the products or the profit.',
      'Test it: would anyone miss the company if it stopped doing this tomorrow?',
    ],
  },
  {
    key: 'vision',
    label: 'Vision: where it will be in five to ten years',
    points: [
      'Describe a future you can picture: the place you will hold, for whom, and how people will know.',
      'Ambitious but believable; one sentence people can check progress against.',
      'Leave out how you will get there: that belongs to the objectives.',
    ],
  },
  {
    key: 'values',
    label: 'Differentiating values: how people here decide',
    points: [
      'Three to five values that set you apart; honesty and quality are expected of everyone.',
      'Write each as a behaviour with a short example: “We ship small: a change goes out within a week.”',
      'Keep only values you would hire, promote and let people go by.',
    ],
  },
  {
    key: 'objectives',
    label: 'Strategic objectives: what must be true in two to three years',
    points: [
      'For each area (customers, employees, shareholders, sales, marketing, product), one result that proves the vision is near.',
      'Make each measurable: a number, a date, a share of the market, a rating.',
      'Skip an area rather than fill it with a wish; teams turn these objectives into their quarterly goals.',
    ],
  },
];

/** For the strategy's writers: the instance's founder guidance video, or a short written guide in its place. */
export function FounderGuide() {
  const { token } = theme.useToken();
  const settings = useInstanceSettings();
  const video = settings.data?.StrategyGuideVideoUrl ?? null;
  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <BulbOutlined aria-hidden style={{ color: token.colorPrimary }} />
          <h2 style={{ fontSize: 16, margin: 0 }}>{TITLE}</h2>
        </span>
      }
      loading={settings.isPending}
    >
      {video ? (
        <div style={{ maxWidth: 800, margin: '0 auto' }}>
          <VideoFrame src={video} title={`${TITLE}: writing your strategy`} />
        </div>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            How to write a strategy people remember and act on. Only you and the other editors see this.
          </Typography.Paragraph>
          <Collapse
            ghost
            items={GUIDE.map(({ key, label, points }) => ({
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
