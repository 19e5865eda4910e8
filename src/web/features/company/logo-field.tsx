import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogoKind } from '../../../contract/company';
import { logoFileRefusal, logoMaxMb, type LogoChange } from './company-rules';

type LogoFieldProps = {
  /** Which logo: its label, hint and buttons' names follow from it. */
  kind: LogoKind;
  /** The stored logo as a data URL, or null. */
  stored: string | null;
  change: LogoChange;
  wide?: boolean;
  onChange: (change: LogoChange) => void;
};

/** A logo as it will be after saving: the stored one, a newly chosen file, or none; with Upload and Remove. */
export function LogoField({ kind, stored, change, wide = false, onChange }: LogoFieldProps) {
  const { t } = useTranslation('company');
  const { message } = App.useApp();
  const shown = change.kind === 'replace' ? change.preview : change.kind === 'remove' ? null : stored;

  return (
    <Form.Item label={t(`logo.label.${kind}`)} extra={t(`logo.hint.${kind}`, { size: logoMaxMb() })}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <div
          style={{
            width: wide ? 180 : 64,
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: '1px dashed rgba(0, 0, 0, 0.2)',
            borderRadius: 8,
            background: '#fafafa',
            overflow: 'hidden',
          }}
        >
          {shown ? (
            <img src={shown} alt={t(`logo.preview.${kind}`)} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('logo.none')}
            </Typography.Text>
          )}
        </div>
        <Space wrap>
          <Upload
            accept="image/png,image/jpeg"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              const refusal = logoFileRefusal(file);
              if (refusal) void message.error(refusal);
              else void readAsDataUrl(file).then((preview) => onChange({ kind: 'replace', file, preview }));
              // Nothing uploads now: the file is sent when the drawer is saved.
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} aria-label={t(`logo.uploadLabel.${kind}`)}>
              {shown ? t('logo.replace') : t('logo.upload')}
            </Button>
          </Upload>
          {shown && (
            <Button
              icon={<DeleteOutlined />}
              aria-label={t(`logo.removeLabel.${kind}`)}
              onClick={() => onChange(stored ? { kind: 'remove' } : { kind: 'keep' })}
            >
              {t('logo.remove')}
            </Button>
          )}
          {change.kind !== 'keep' && stored && (
            <Button type="link" onClick={() => onChange({ kind: 'keep' })}>
              {t('logo.undo')}
            </Button>
          )}
        </Space>
      </div>
    </Form.Item>
  );
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
