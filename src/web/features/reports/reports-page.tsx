import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignedInSession } from '../../shared/session';
import { PageTitle } from '../../components/page-title';
import { NO_REPORTS, reportsFor, SUMMARY_PAGES, type ReportType } from './report-rules';
import { ReportDialog } from './dialog/report-dialog';
import { ImportDialog } from './import-dialog';
import { useWiderThan } from '../../shared/use-wider-than';

/** /v3/reports (spec 001 §2): the report types the viewer may use, each with Generate opening its dialog. */
export function ReportsPage() {
  const session = useSignedInSession();
  const wide = useWiderThan('md');
  const navigate = useNavigate();
  const [open, setOpen] = useState<ReportType | null>(null);
  const reports = reportsFor(session);
  const generate = (report: ReportType) => (
    <Button
      type="primary"
      icon={<ThunderboltOutlined />}
      aria-label={`Generate ${report.name}`}
      onClick={() => {
        const page = SUMMARY_PAGES[report.id];
        if (page) void navigate(page);
        else setOpen(report);
      }}
    >
      Generate
    </Button>
  );

  return (
    <>
      <PageTitle>Reports</PageTitle>
      {reports.length === 0 ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_REPORTS} />
        </Card>
      ) : wide ? (
        <Table<ReportType>
          rowKey="id"
          dataSource={reports}
          pagination={false}
          columns={[
            { title: 'Report', dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text>, width: 240 },
            { title: 'What it gives you', dataIndex: 'description' },
            { title: 'Format', dataIndex: 'formats', width: 120 },
            { title: 'Actions', key: 'generate', align: 'right', width: 140, render: (_, report) => generate(report) },
          ]}
        />
      ) : (
        <ul aria-label="Reports" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {reports.map((report) => (
            <li key={report.id}>
              <Card size="small" styles={{ body: { display: 'grid', gap: 10, justifyItems: 'start' } }}>
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {report.name}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {report.description} ({report.formats})
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
