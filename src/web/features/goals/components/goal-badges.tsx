import { Tag } from 'antd';
import { badgeColor } from './badge-colors';

/** The goal's badges (server strings, in the server's order) as coloured tags. */
export function GoalBadges({ badges }: { badges: readonly string[] }) {
  if (badges.length === 0) return null;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {badges.map((badge) => (
        <Tag key={badge} color={badgeColor(badge)} style={{ marginInlineEnd: 0 }}>
          {badge}
        </Tag>
      ))}
    </span>
  );
}
