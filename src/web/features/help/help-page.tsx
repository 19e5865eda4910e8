import { CustomerServiceOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { useHelp } from './api/get-help';
import { ContactGroup } from './contact-group';

const GROUPS = [
  { key: 'OrgAdmins', title: 'Org Admins', description: 'Add and reassign employees, and manage special permissions.' },
  {
    key: 'GoalAdmins',
    title: 'Goal Admins',
    description: 'Create and edit goals for others, approve for managers, reassign, realign and shelve goals.',
  },
  { key: 'HrAdmins', title: 'HR Admins', description: 'View and create appraisal reports for everyone.' },
  { key: 'GoalManagers', title: 'Goal Manager', description: 'Create and edit goals cascaded from their own for others.' },
] as const;

/** /v3/help: support card, the company's help desk, and who to ask for what. */
export function HelpPage() {
  const help = useHelp();

  return (
    <>
      <PageTitle>Help</PageTitle>
      <div style={{ display: 'grid', gap: 24 }}>
        <Card>
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <CustomerServiceOutlined style={{ fontSize: 32, color: '#3781C2' }} aria-hidden />
            <div style={{ flex: '1 1 240px' }}>
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                Need a hand?
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                Questions about your goals, your team or your account are best answered by the people below. Each of them holds a permission
                that lets them help with the task described.
              </Typography.Paragraph>
            </div>
            {help.data?.helplink && (
              <Button type="primary" href={help.data.helplink} target="_blank" rel="noreferrer" icon={<ExportOutlined />}>
                Open the help desk
              </Button>
            )}
          </div>
        </Card>
        <Card title={<span style={{ fontSize: 16 }}>Point of Contact</span>} styles={{ body: { paddingTop: 0 } }}>
          {help.isPending ? (
            <PageSpinner />
          ) : help.isError ? (
            <Alert type="error" showIcon title={help.error.message} style={{ marginTop: 16 }} />
          ) : (
            GROUPS.map((group, index) => (
              <ContactGroup
                key={group.key}
                first={index === 0}
                title={group.title}
                description={group.description}
                contacts={help.data.users[group.key]}
              />
            ))
          )}
        </Card>
      </div>
    </>
  );
}
