import { CustomerServiceOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/page-spinner';
import { PageTitle } from '../../components/page-title';
import { useHelp } from './api/get-help';
import { ContactGroup } from './contact-group';

// The groups of contacts in their order, each named and described by `help:groupTitle.<group>` and `help:groupDescription.<group>`.
const GROUPS = ['OrgAdmins', 'GoalAdmins', 'HrAdmins', 'GoalManagers'] as const;

/** /v3/help: support card, the company's help desk, and who to ask for what. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const help = useHelp();

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div style={{ display: 'grid', gap: 24 }}>
        <Card>
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <CustomerServiceOutlined style={{ fontSize: 32, color: '#3781C2' }} aria-hidden />
            <div style={{ flex: '1 1 240px' }}>
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                {t('needAHand')}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t('lead')}
              </Typography.Paragraph>
            </div>
            {help.data?.helplink && (
              <Button type="primary" href={help.data.helplink} target="_blank" rel="noreferrer" icon={<ExportOutlined />}>
                {t('helpDesk')}
              </Button>
            )}
          </div>
        </Card>
        <Card title={<span style={{ fontSize: 16 }}>{t('contacts')}</span>} styles={{ body: { paddingTop: 0 } }}>
          {help.isPending ? (
            <PageSpinner />
          ) : help.isError ? (
            <Alert type="error" showIcon title={help.error.message} style={{ marginTop: 16 }} />
          ) : (
            GROUPS.map((group, index) => (
              <ContactGroup
                key={group}
                first={index === 0}
                title={t(`groupTitle.${group}`)}
                description={t(`groupDescription.${group}`)}
                contacts={help.data.users[group]}
              />
            ))
          )}
        </Card>
      </div>
    </>
  );
}
