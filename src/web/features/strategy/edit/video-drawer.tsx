import { Form, Input, Typography } from 'antd';
import { VIDEO_URL_MAX } from '../../../../domain/strategy/sections';
import { INVALID_VIDEO_URL, isValidVideoUrl } from '../../../../domain/strategy/video-url';
import { VideoFrame } from '../components/video-frame';
import { videoSrc } from '../page/strategy-rules';
import { SectionDrawer } from './section-drawer';

const FIELDS = ['VideoUrl'] as const;

/** The CEO's video message: a YouTube or Vimeo link (converted for embedding) or any web address of a video. */
export function VideoDrawer({ videoUrl, onClose }: { videoUrl: string | null; onClose: () => void }) {
  return (
    <SectionDrawer
      title="Message from the CEO"
      section="StrategyVideo"
      fields={FIELDS}
      initial={{ VideoUrl: videoUrl ?? '' }}
      onClose={onClose}
    >
      <Form.Item
        name="VideoUrl"
        label="Video link"
        extra="Paste the link of a YouTube or Vimeo video, or of a video file on the web. Leave it empty to remove the video."
        rules={[
          { max: VIDEO_URL_MAX, message: `Must be at most ${VIDEO_URL_MAX} characters.` },
          {
            validator: (_, value: string | undefined) =>
              isValidVideoUrl(value) ? Promise.resolve() : Promise.reject(new Error(INVALID_VIDEO_URL)),
          },
        ]}
      >
        <Input allowClear placeholder="https://www.youtube.com/watch?v=…" inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: { VideoUrl?: string }, b: { VideoUrl?: string }) => a.VideoUrl !== b.VideoUrl}>
        {({ getFieldValue }) => {
          const src = videoSrc((getFieldValue('VideoUrl') as string | undefined) ?? null);
          return src ? (
            <div>
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                Preview
              </Typography.Text>
              <VideoFrame src={src} title="Preview of the CEO video" />
            </div>
          ) : null;
        }}
      </Form.Item>
    </SectionDrawer>
  );
}
