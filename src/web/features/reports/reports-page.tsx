import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Grid, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useSignedInSession } from '../../app/session';
import { PageTitle } from '../../components/page-title';
import { NO_REPORTS, reportsFor, type ReportType } from './report-rules';

/** /v3/reports (spec 001 §2): the report types the viewer may run, each with Generate opening its screen. */
export function ReportsPage() {
  const { Profile } = useSignedInSession();
  const wide = Grid.useBreakpoint().md ?? true;
  const navigate = useNavigate();
  const reports = reportsFor(Profile);
  const generate = (report: ReportType) => (
    <Button type="primary" icon={<ThunderboltOutlined />} onClick={() => void navigate(report.path)} aria-label={`Generate ${report.name}`}>
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
            {
              title: 'Report',
              dataIndex: 'name',
              render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
              width: 240,
            },
            { title: 'What it gives you', dataIndex: 'description' },
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
                <Typography.Text type="secondary">{report.description}</Typography.Text>
                {generate(report)}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
