import { PlayCircleOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { Button, Card, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VideoFrame } from '../components/video-frame';

type VideoBlockProps = { src: string | null; canEdit: boolean; onEdit: () => void };

/** 'Message from the CEO': the video, or for editors the dotted 'Add Your Video' box. */
export function VideoBlock({ src, canEdit, onEdit }: VideoBlockProps) {
  const { t } = useTranslation('strategy');
  const { token } = theme.useToken();
  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <PlayCircleOutlined aria-hidden style={{ color: token.colorPrimary }} />
          <h2 style={{ fontSize: 16, margin: 0 }}>{t('video.title')}</h2>
        </span>
      }
      extra={canEdit && src && <Button onClick={onEdit}>{t('video.update')}</Button>}
    >
      {src ? (
        <div style={{ maxWidth: 800, margin: '0 auto' }}>
          <VideoFrame src={src} title={t('video.title')} />
        </div>
      ) : (
        <button
          type="button"
          onClick={onEdit}
          style={{
            all: 'unset',
            boxSizing: 'border-box',
            width: '100%',
            display: 'grid',
            justifyItems: 'center',
            gap: 6,
            padding: '28px 16px',
            border: `2px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
            cursor: 'pointer',
            textAlign: 'center',
          }}
        >
          <VideoCameraAddOutlined aria-hidden style={{ fontSize: 32, color: token.colorPrimary }} />
          <Typography.Text strong style={{ fontSize: 15 }}>
            {t('video.add')}
          </Typography.Text>
          <Typography.Text type="secondary">{t('video.addHelp')}</Typography.Text>
        </button>
      )}
    </Card>
  );
}
