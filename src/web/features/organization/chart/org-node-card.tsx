import { DownOutlined, LoadingOutlined, UpOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import type { PlacedNode } from './chart-types';
import { cardLabel, departmentOf, reportsText, toggleLabel } from './card-label';
import { NODE_HEIGHT } from './chart-rules';

type OrgNodeCardProps = {
  placed: PlacedNode;
  width: number;
  compact: boolean;
  isFocus: boolean;
  isYou: boolean;
  onToggle: (id: number) => void;
  onFocusNode: (id: number) => void;
};

/**
 * One person on the chart: the card opens their profile; the pill under it shows how many report to them and
 * expands or collapses that level. A treeitem named by everything the card shows, the person's name first.
 */
export const OrgNodeCard = memo(function OrgNodeCard({ placed, width, compact, isFocus, isYou, onToggle, onFocusNode }: OrgNodeCardProps) {
  const { t } = useTranslation('organization');
  const { node, expanded, loading } = placed;
  const reports = node.ChildCount;
  const classes = ['org-node', isFocus && 'org-node-focus', node.Status === 'Deactivated' && 'org-node-deactivated'];
  return (
    <div
      role="treeitem"
      aria-label={cardLabel(t, node, isYou)}
      aria-level={placed.level}
      aria-posinset={placed.positionInSet}
      aria-setsize={placed.setSize}
      aria-expanded={reports > 0 ? expanded : undefined}
      aria-selected={isFocus}
      data-person-id={node.Id}
      data-parent-id={placed.parentId ?? undefined}
      className={classes.filter(Boolean).join(' ')}
      style={{ left: placed.x - width / 2, top: placed.y, width, height: NODE_HEIGHT }}
      onFocus={() => onFocusNode(node.Id)}
    >
      <Link to={`/v3/profile/${node.Id}`} className="org-node-card" draggable={false}>
        <PersonAvatar name={node.Name} src={node.Avatar} size={compact ? 40 : 44} />
        {/* The spaces between the lines keep their words apart in the card's text (a flex column draws no space). */}
        <span className="org-node-name" style={{ fontSize: compact ? 13 : 14 }}>
          {node.Name}
          {isYou && <span style={{ fontWeight: 400, color: 'rgba(0,0,0,0.6)' }}> {t('card.youTag')}</span>}
        </span>{' '}
        <span className="org-node-line">{node.JobTitle || '\u00a0'}</span>{' '}
        <span className="org-node-line org-node-dept">{departmentOf(node)}</span>{' '}
        {node.Status !== 'Active' && (
          <Tag color={node.Status === 'Invited' ? 'gold' : 'default'} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px' }}>
            {t(`status.${node.Status}`)}
          </Tag>
        )}
      </Link>{' '}
      {reports > 0 && (
        <button
          type="button"
          className="org-node-toggle"
          aria-expanded={expanded}
          aria-label={toggleLabel(t, node, expanded)}
          title={reportsText(t, reports)}
          onClick={() => onToggle(node.Id)}
        >
          {loading ? <LoadingOutlined aria-hidden /> : reports}
          {!loading &&
            (expanded ? <UpOutlined aria-hidden style={{ fontSize: 10 }} /> : <DownOutlined aria-hidden style={{ fontSize: 10 }} />)}
        </button>
      )}
    </div>
  );
});
