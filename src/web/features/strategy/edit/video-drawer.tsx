import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VIDEO_URL_MAX } from '../../../../domain/strategy/sections';
import { isValidVideoUrl } from '../../../../domain/strategy/video-url';
import { VideoFrame } from '../components/video-frame';
import { videoSrc } from '../page/strategy-rules';
import { SectionDrawer } from './section-drawer';
import { CLEARABLE } from '../../../components/clearable';

const FIELDS = ['VideoUrl'] as const;

/** The CEO's video message: a YouTube or Vimeo link (converted for embedding) or any web address of a video. */
export function VideoDrawer({ videoUrl, onClose }: { videoUrl: string | null; onClose: () => void }) {
  const { t } = useTranslation('strategy');
  return (
    <SectionDrawer
      title={t('video.title')}
      section="StrategyVideo"
      fields={FIELDS}
      initial={{ VideoUrl: videoUrl ?? '' }}
      onClose={onClose}
    >
      <Form.Item
        name="VideoUrl"
        label={t('video.link')}
        extra={t('video.linkHelp')}
        rules={[
          // The limit as the spec writes it (1024, no thousands separator).
          { max: VIDEO_URL_MAX, message: t('edit.tooLong', { max: VIDEO_URL_MAX }) },
          {
            validator: (_, value: string | undefined) =>
              isValidVideoUrl(value) ? Promise.resolve() : Promise.reject(new Error(t('video.invalid'))),
          },
        ]}
      >
        <Input allowClear={CLEARABLE} placeholder={t('video.linkExample')} inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: { VideoUrl?: string }, b: { VideoUrl?: string }) => a.VideoUrl !== b.VideoUrl}>
        {({ getFieldValue }) => {
          const src = videoSrc((getFieldValue('VideoUrl') as string | undefined) ?? null);
          return src ? (
            <div>
              <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                {t('video.preview')}
              </Typography.Text>
              <VideoFrame src={src} title={t('video.previewTitle')} />
            </div>
          ) : null;
        }}
      </Form.Item>
    </SectionDrawer>
  );
}
