import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HelpResponse } from '../../../contract/people';
import { PersonAvatar } from '../../components/person-avatar';

type Contact = HelpResponse['users']['OrgAdmins'][number];

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;

/** One admin type of the Point of Contact list: what they can do, and who they are. */
type ContactGroupProps = { title: string; description: string; contacts: Contact[]; first: boolean };

export function ContactGroup({ title, description, contacts, first }: ContactGroupProps) {
  const { t } = useTranslation('help');
  return (
    <section style={{ paddingBlock: 16, borderTop: first ? undefined : '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {description}
      </Typography.Paragraph>
      {contacts.length === 0 ? (
        <Typography.Text type="secondary">{t('nobody')}</Typography.Text>
      ) : (
        <ul style={listStyle}>
          {contacts.map((contact) => (
            <li key={contact.Id} style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
              <PersonAvatar name={contact.Name} src={contact.Avatar} />
              <div style={{ minWidth: 0 }}>
                <Link to={`/v3/profile/${contact.Id}`} style={{ fontWeight: 500 }}>
                  {contact.Name}
                </Link>
                <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12, color: 'rgba(0, 0, 0, 0.6)', fontSize: 13 }}>
                  {contact.JobTitle && <span>{contact.JobTitle}</span>}
                  <span style={{ overflowWrap: 'anywhere' }}>{contact.Email}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
