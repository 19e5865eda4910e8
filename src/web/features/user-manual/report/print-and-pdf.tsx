import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api-client';
import { downloadReportPdf } from '../api/manual-api';

/** The manual as a PDF, as its reader may see it (the server lays it out under the company's letterhead). */
export function ReportPdfButton({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation('manual');
  const { message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const download = () => {
    setLoading(true);
    downloadReportPdf(publicKey)
      .catch((e: unknown) => void message.error(errorText(e)))
      .finally(() => setLoading(false));
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={loading} onClick={download}>
      {t('report.downloadPdf')}
    </Button>
  );
}

/** Print (the browser's, without the app's header and menu) and the PDF; neither button is printed itself. */
export function PrintAndPdf({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation('manual');
  return (
    <Space className="print-hidden" wrap>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t('report.print')}
      </Button>
      <ReportPdfButton publicKey={publicKey} />
    </Space>
  );
}
