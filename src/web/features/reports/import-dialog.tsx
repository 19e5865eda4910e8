import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { errorText } from '../../shared/api-client';
import { useSignedInSession } from '../../shared/session';
import { mayImportPeople } from '../../../domain/people/import-rules';
import { downloadImportTemplate, importProblemsOf, useImportPeople, type ImportFormat } from './import-api';

type ImportDialogProps = { open: boolean; onClose: () => void };

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * Report 3: download the organisation import template, fill it in, and upload it. Every row is checked first;
 * the dialog shows what the import did, or each problem by row and column (and then nothing was imported).
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { message } = App.useApp();
  const { Profile } = useSignedInSession();
  const importPeople = useImportPeople();
  const problems = importProblemsOf(importPeople.error);
  const result = importPeople.data;

  const download = (format: ImportFormat) => downloadImportTemplate(format).catch((error: unknown) => void message.error(errorText(error)));
  const close = () => {
    importPeople.reset();
    onClose();
  };

  return (
    <Modal open={open} title="Import your organisation" onCancel={close} width={720} footer={null}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Download the template, fill in one row per person and upload it. People already in Trellis (same email) are updated; everyone else
          is added and invited by email. If any row has a problem, nothing is imported.
        </Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void download('xlsx')}>
            Template (Excel)
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void download('csv')}>
            Template (CSV)
          </Button>
        </Space>
        {!mayImportPeople(Profile) && (
          <Alert type="info" showIcon title="The CEO and org admins import people: fill in the template and send it to one of them." />
        )}
        {mayImportPeople(Profile) && (
          <Upload.Dragger
            accept={ACCEPT}
            maxCount={1}
            showUploadList={false}
            disabled={importPeople.isPending}
            customRequest={({ file }) => importPeople.mutate(file as File)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{importPeople.isPending ? 'Importing…' : 'Click or drop the filled template here'}</p>
            <p className="ant-upload-hint">An .xlsx or .csv file of at most 5 MB</p>
          </Upload.Dragger>
        )}
        {result && (
          <Alert
            type="success"
            showIcon
            title="Imported"
            description={`${result.Created} added, ${result.Updated} updated, ${result.Invited} invitations sent.`}
          />
        )}
        {importPeople.isError && <Alert type="error" showIcon title={errorText(importPeople.error)} />}
        {problems && (
          <Table
            size="small"
            rowKey={(p) => `${p.Row}:${p.Column}:${p.Message}`}
            dataSource={problems}
            pagination={problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { title: 'Row', dataIndex: 'Row', width: 70 },
              { title: 'Column', dataIndex: 'Column', width: 140 },
              { title: 'Problem', dataIndex: 'Message' },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
