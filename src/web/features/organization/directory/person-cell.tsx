import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectoryEntry } from '../../../../contract/organization';
import { DEFAULT_DEPARTMENT } from '../../../../domain/people/profile-rules';
import { PersonAvatar } from '../../../components/person-avatar';
import { DiscLetters } from '../../../components/disc-letters';

/** The admin permissions shown beside the role, by their flags (`flags.…`). */
const FLAGS = ['IsOrgAdmin', 'IsGoalAdmin', 'IsGoalManager', 'IsHrAdmin'] as const;

export const departmentOf = (entry: DirectoryEntry) => entry.OrgUnit || DEFAULT_DEPARTMENT;

/** Avatar, name (to the profile), job title and email. */
export function PersonCell({ entry }: { entry: DirectoryEntry }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
      <PersonAvatar name={entry.Name} src={entry.Avatar} size={36} />
      <div style={{ display: 'grid', minWidth: 0 }}>
        <Link to={`/v3/profile/${entry.Id}`} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {entry.Name}
        </Link>
        {entry.JobTitle && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }} ellipsis={{ tooltip: entry.JobTitle }}>
            {entry.JobTitle}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: entry.Email }}>
          {entry.Email}
        </Typography.Text>
        <DiscLetters disc={entry.Profile.Disc} size={12} />
      </div>
    </div>
  );
}

/** The role, and the admin permissions on top of it. */
export function RoleCell({ entry }: { entry: DirectoryEntry }) {
  const { t } = useTranslation('organization');
  const flags = FLAGS.filter((flag) => entry[flag]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <span style={{ marginInlineEnd: 4 }}>{t(`roles.${entry.RoleName}`)}</span>
      {flags.map((flag) => (
        <Tag key={flag} color="blue" style={{ marginInlineEnd: 0, fontSize: 11 }}>
          {t(`flags.${flag}`)}
        </Tag>
      ))}
    </div>
  );
}
