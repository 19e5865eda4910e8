import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../shared/api-client';
import { useSignedInSession } from '../../shared/session';
import { mayImportPeople } from '../../../domain/people/import-rules';
import { downloadImportTemplate, importProblemsOf, useImportPeople, usePreviewImport, type ImportFormat } from './import-api';
import { ImportPlan } from './import-plan';
import { ImportProblems } from './import-problems';
import { importDone } from './import-rules';

type ImportDialogProps = { open: boolean; onClose: () => void };

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * Report 3: download the organisation import template, fill it in, and drop it here. The file is checked first and
 * nothing changes: every problem of every row, or what the import will do (new, changed and unchanged people). Only
 * the confirmation imports it, inviting the new people now or leaving that for later.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const { t } = useTranslation('reports');
  const { message } = App.useApp();
  const { Profile } = useSignedInSession();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewImport();
  const importPeople = useImportPeople();
  const plan = preview.data;
  const done = importPeople.data;

  const download = (format: ImportFormat) => downloadImportTemplate(format).catch((error: unknown) => void message.error(errorText(error)));
  const check = (next: File) => {
    setFile(next);
    importPeople.reset();
    preview.mutate(next);
  };
  const startOver = () => {
    setFile(null);
    preview.reset();
    importPeople.reset();
  };
  const close = () => {
    startOver();
    onClose();
  };
  // The company changed since the file was checked (409), or the file now has problems: it is checked again.
  const stale = isApiError(importPeople.error, 409) || importProblemsOf(importPeople.error) !== null;
  const showDropper = mayImportPeople(Profile) && !done && !(plan && plan.Problems.length === 0);

  return (
    <Modal open={open} title={t('import.title')} onCancel={close} width={820} footer={null}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('import.lead')}</Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void download('xlsx')}>
            {t('import.templateExcel')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void download('csv')}>
            {t('import.templateCsv')}
          </Button>
        </Space>
        {!mayImportPeople(Profile) && <Alert type="info" showIcon title={t('import.notYours')} />}
        {showDropper && (
          <Upload.Dragger
            accept={ACCEPT}
            maxCount={1}
            showUploadList={false}
            disabled={preview.isPending}
            customRequest={({ file: dropped }) => check(dropped as File)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{preview.isPending ? t('import.checking') : t('import.drop')}</p>
            <p className="ant-upload-hint">{t('import.dropHint')}</p>
          </Upload.Dragger>
        )}
        {preview.isPending && <Spin aria-label={t('import.checkingLabel')} />}
        {preview.isError && <Alert type="error" showIcon title={errorText(preview.error)} />}
        {file && plan && !done && <Typography.Text type="secondary">{t('import.file', { name: file.name })}</Typography.Text>}
        {plan && plan.Problems.length > 0 && <ImportProblems problems={plan.Problems} />}
        {plan && plan.Problems.length === 0 && !done && file && (
          <>
            {importPeople.isError && (
              <Alert
                type="error"
                showIcon
                title={errorText(importPeople.error)}
                action={
                  stale ? (
                    <Button size="small" onClick={() => check(file)}>
                      {t('import.checkAgain')}
                    </Button>
                  ) : undefined
                }
              />
            )}
            <ImportPlan
              preview={plan}
              importing={importPeople.isPending}
              onCancel={startOver}
              onConfirm={(invite) => importPeople.mutate({ file, invite, plan: plan.Plan })}
            />
          </>
        )}
        {done && (
          <>
            <Alert type="success" showIcon title={t('import.imported')} description={importDone(done, t)} />
            <Space wrap>
              <Button onClick={startOver}>{t('import.importAnother')}</Button>
              <Button type="primary" onClick={close}>
                {t('import.done')}
              </Button>
            </Space>
          </>
        )}
      </Space>
    </Modal>
  );
}
