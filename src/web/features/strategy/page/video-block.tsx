import { PlayCircleOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { Button, Card, theme, Typography } from 'antd';
import { VideoFrame } from '../components/video-frame';

type VideoBlockProps = { src: string | null; canEdit: boolean; onEdit: () => void };

/** 'Message from the CEO': the video, or for editors the dotted 'Add Your Video' box. */
export function VideoBlock({ src, canEdit, onEdit }: VideoBlockProps) {
  const { token } = theme.useToken();
  return (
    <Card
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <PlayCircleOutlined aria-hidden style={{ color: token.colorPrimary }} />
          <h2 style={{ fontSize: 16, margin: 0 }}>Message from the CEO</h2>
        </span>
      }
      extra={canEdit && src && <Button onClick={onEdit}>Update Video</Button>}
    >
      {src ? (
        <div style={{ maxWidth: 800, margin: '0 auto' }}>
          <VideoFrame src={src} title="Message from the CEO" />
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
            Add Your Video
          </Typography.Text>
          <Typography.Text type="secondary">
            A short message from the CEO about where the company is going. Paste a YouTube or Vimeo link.
          </Typography.Text>
        </button>
      )}
    </Card>
  );
}
