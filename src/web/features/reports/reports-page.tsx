import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignedInSession } from '../../shared/session';
import { PageTitle } from '../../components/page-title';
import { reportsFor, SUMMARY_PAGES, type ReportType } from './report-rules';
import { ReportDialog } from './dialog/report-dialog';
import { ImportDialog } from './import-dialog';
import { useWiderThan } from '../../shared/use-wider-than';

/** /v3/reports (spec 001 §2): the report types the viewer may use, each with Generate opening its dialog. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const session = useSignedInSession();
  const wide = useWiderThan('md');
  const navigate = useNavigate();
  const [open, setOpen] = useState<ReportType | null>(null);
  const reports = reportsFor(session);
  const generate = (report: ReportType) => (
    <Button
      type="primary"
      icon={<ThunderboltOutlined />}
      aria-label={t('page.generateReport', { name: t(`types.name.${report.key}`) })}
      onClick={() => {
        const page = SUMMARY_PAGES[report.id];
        if (page) void navigate(page);
        else setOpen(report);
      }}
    >
      {t('page.generate')}
    </Button>
  );

  return (
    <>
      <PageTitle>{t('page.title')}</PageTitle>
      {reports.length === 0 ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.none')} />
        </Card>
      ) : wide ? (
        <Table<ReportType>
          rowKey="id"
          dataSource={reports}
          pagination={false}
          columns={[
            {
              title: t('page.report'),
              key: 'name',
              render: (_, report) => <Typography.Text strong>{t(`types.name.${report.key}`)}</Typography.Text>,
              width: 240,
            },
            { title: t('page.description'), key: 'description', render: (_, report) => t(`types.description.${report.key}`) },
            { title: t('page.format'), key: 'formats', width: 120, render: (_, report) => t(`types.formats.${report.key}`) },
            { title: t('page.actions'), key: 'generate', align: 'right', width: 140, render: (_, report) => generate(report) },
          ]}
        />
      ) : (
        <ul aria-label={t('page.list')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {reports.map((report) => (
            <li key={report.id}>
              <Card size="small" styles={{ body: { display: 'grid', gap: 10, justifyItems: 'start' } }}>
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {t(`types.name.${report.key}`)}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {t('page.withFormats', {
                    description: t(`types.description.${report.key}`),
                    formats: t(`types.formats.${report.key}`),
                  })}
                </Typography.Text>
                {generate(report)}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {open?.id === 3 && <ImportDialog open onClose={() => setOpen(null)} />}
      {open && open.id !== 3 && <ReportDialog key={open.id} report={open} onClose={() => setOpen(null)} />}
    </>
  );
}
