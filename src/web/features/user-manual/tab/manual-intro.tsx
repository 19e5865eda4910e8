import { ClockCircleOutlined, EditOutlined, ReadOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import type { ManualState } from '../../../../contract/user-manual';
import { assessmentLabel, progressText } from '../manual-rules';

type ManualIntroProps = {
  state: ManualState;
  opening: boolean;
  onTake: () => void;
  onEdit: () => void;
};

const point = { display: 'flex', gap: 10, alignItems: 'flex-start' } as const;

/** The owner's tab before the manual exists: what it is, and the way to start or finish the assessment. */
export function ManualIntro({ state, opening, onTake, onEdit }: ManualIntroProps) {
  const progress = state.status === 3 ? state.Progress : null;
  return (
    <div style={{ maxWidth: 640, paddingTop: 8 }}>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {progress ? 'Finish your user manual' : 'Write your user manual'}
      </Typography.Title>
      <Typography.Paragraph>
        Your user manual is a short DISC-style self-portrait: how you like to work, communicate and receive feedback. Colleagues can read it
        on your profile, so working with you gets easier from the first day.
      </Typography.Paragraph>
      <div style={{ display: 'grid', gap: 10, marginBottom: 20 }}>
        <span style={point}>
          <ReadOutlined aria-hidden style={{ marginTop: 4 }} />
          <span>36 short statements about how you work; you say how much each one sounds like you.</span>
        </span>
        <span style={point}>
          <ClockCircleOutlined aria-hidden style={{ marginTop: 4 }} />
          <span>About 8 minutes. There are no right or wrong answers.</span>
        </span>
        <span style={point}>
          <SaveOutlined aria-hidden style={{ marginTop: 4 }} />
          <span>Every answer is saved as you go: stop whenever you like and continue later.</span>
        </span>
      </div>
      {progress && (
        <div style={{ marginBottom: 16 }}>
          <Typography.Text strong>{progressText(progress)}</Typography.Text>
          <Progress
            percent={Math.round((progress.Answered / Math.max(1, progress.Total)) * 100)}
            showInfo={false}
            aria-label={progressText(progress)}
          />
        </div>
      )}
      <Space wrap>
        <Button type="primary" size="large" loading={opening} onClick={onTake}>
          {opening ? 'Opening…' : assessmentLabel(state.status)}
        </Button>
        <Button icon={<EditOutlined />} size="large" onClick={onEdit} disabled={opening}>
          Enter my type manually
        </Button>
      </Space>
    </div>
  );
}
