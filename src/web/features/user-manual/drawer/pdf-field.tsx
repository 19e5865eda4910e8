import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api-client';
import { uploadPdf } from '../api/manual-api';
import { looksLikePdf } from '../manual-rules';

type PdfFieldProps = {
  /** The stored file's key (Form.Item passes value and onChange). */
  value?: string | null;
  onChange?: (filePath: string | null) => void;
  disabled?: boolean;
};

/** A PDF to attach to the manual entry: uploaded as soon as it is chosen, shown by its name, removable. */
export function PdfField({ value = null, onChange, disabled }: PdfFieldProps) {
  const { t } = useTranslation('manual');
  const { message } = App.useApp();
  const [name, setName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  if (value) {
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <FilePdfOutlined aria-hidden style={{ color: '#cf1322', fontSize: 18 }} />
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name ?? t('pdf.attached')}</Typography.Text>
        <Button
          size="small"
          icon={<DeleteOutlined />}
          disabled={disabled}
          onClick={() => {
            setName(null);
            onChange?.(null);
          }}
        >
          {t('pdf.remove')}
        </Button>
      </div>
    );
  }

  return (
    <Upload
      accept="application/pdf,.pdf"
      maxCount={1}
      showUploadList={false}
      disabled={disabled || uploading}
      beforeUpload={(file) => {
        if (looksLikePdf(file)) return true;
        void message.error(t('pdf.onlyPdf'));
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file }) => {
        setUploading(true);
        uploadPdf(file as File)
          .then((uploaded) => {
            setName(uploaded.Name);
            onChange?.(uploaded.FilePath);
          })
          .catch((error: unknown) => void message.error(errorText(error)))
          .finally(() => setUploading(false));
      }}
    >
      <Button icon={<UploadOutlined />} loading={uploading}>
        {t('pdf.attach')}
      </Button>
    </Upload>
  );
}
