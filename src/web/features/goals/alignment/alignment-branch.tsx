import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AlignmentNode } from '../../../../contract/goals';
import { PersonAvatar } from '../../../components/person-avatar';
import { ProgressBar } from '../../../components/progress-bar';
import { GoalBadges } from '../components/goal-badges';
import { useAlignmentLevel, type AlignmentBranch } from './get-alignment';
import { numberText } from '../../../shared/numbers';
import { alignedText, rowLabel } from './alignment-rules';
import { StatusSquares } from './status-squares';

/** `startOpen`: every branch opens as it loads (Expand all); the page remounts the tree to apply a new choice. */
type Layout = { narrow: boolean; startOpen: boolean };
const indentOf = (depth: number, { narrow }: Layout) => Math.min(depth, narrow ? 6 : 12) * (narrow ? 14 : 24);

/**
 * One level of the tree, loaded when its parent opens, a page at a time. The tree is flat (ARIA's flat tree: every
 * treeitem a sibling, its depth in aria-level), so a treeitem holds its own row only and is named by what it shows.
 */
export function BranchList({ branch, depth, layout, empty }: { branch: AlignmentBranch; depth: number; layout: Layout; empty?: string }) {
  const { t } = useTranslation('goals');
  const level = useAlignmentLevel(branch);
  const pad = { paddingInlineStart: indentOf(depth, layout) + 28 };
  if (level.isPending)
    return (
      <li role="none">
        <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ ...pad, paddingBlock: 8 }} />
      </li>
    );
  if (level.data === undefined)
    return (
      <li role="none">
        <Alert type="error" showIcon title={level.error?.message} style={{ marginInlineStart: pad.paddingInlineStart }} />
      </li>
    );
  const nodes = level.data.pages.flatMap((p) => p.Goals);
  const count = level.data.pages[0]?.count ?? 0;
  if (nodes.length === 0)
    return empty ? (
      <li role="none">
        <Typography.Paragraph type="secondary" style={{ margin: 8 }}>
          {empty}
        </Typography.Paragraph>
      </li>
    ) : null;
  return (
    <>
      {nodes.map((node, i) => (
        <TreeNode key={node.Id} node={node} branch={branch} depth={depth} layout={layout} position={[i + 1, count]} />
      ))}
      {level.hasNextPage && (
        <li role="none" style={{ ...pad, paddingBlock: 6 }}>
          <Button size="small" loading={level.isFetchingNextPage} onClick={() => void level.fetchNextPage()}>
            {t('alignment.showMore', { shown: numberText(nodes.length), total: numberText(count) })}
          </Button>
        </li>
      )}
    </>
  );
}

type TreeNodeProps = { node: AlignmentNode; branch: AlignmentBranch; depth: number; layout: Layout; position: [number, number] };

function TreeNode({ node, branch, depth, layout, position }: TreeNodeProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('goals');
  const [open, setOpen] = useState(layout.startOpen);
  const hasChildren = node.ChildCount > 0;
  const title = (
    <>
      <Link to={`/v3/goals/${node.Id}`} style={{ fontWeight: depth === 0 ? 600 : 500, overflowWrap: 'anywhere' }}>
        {node.Title}
      </Link>
      {hasChildren && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 4, fontSize: 13 }}>
          {' '}
          {alignedText(node.ChildCount, t)}
        </Typography.Text>
      )}
    </>
  );
  // The spaces between the row's parts keep their words apart in its text (flex boxes draw no space): a row is named
  // by what it shows (rowLabel), and axe reads what it shows as one string.
  const owner = (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
      <PersonAvatar name={node.Owner.Name} src={node.Owner.Avatar} size={layout.narrow ? 20 : 24} />
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
        {node.Owner.Name}
      </Typography.Text>
    </span>
  );
  const facts = (
    <>
      <GoalBadges state={node.State} badges={[]} /> <StatusSquares node={node} />
    </>
  );
  // The goal's progress from its key results (issue 31); a goal without any shows none (not 0 %). The row's name says it.
  const progress = node.Progress === null ? null : <ProgressBar progress={node.Progress} width={120} decorative />;
  return (
    <>
      <li
        role="treeitem"
        aria-level={depth + 1}
        aria-posinset={position[0]}
        aria-setsize={position[1]}
        aria-expanded={hasChildren ? open : undefined}
        aria-label={rowLabel(node, t)}
      >
        <div
          style={{
            display: 'flex',
            alignItems: layout.narrow ? 'flex-start' : 'center',
            gap: 8,
            paddingBlock: layout.narrow ? 8 : 6,
            paddingInlineStart: indentOf(depth, layout),
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <span style={{ width: 24, flexShrink: 0 }}>
            {hasChildren && (
              <Button
                type="text"
                size="small"
                aria-label={t(open ? 'alignment.collapse' : 'alignment.expand', { title: node.Title })}
                icon={open ? <CaretDownOutlined /> : <CaretRightOutlined />}
                onClick={() => setOpen(!open)}
              />
            )}
          </span>
          {layout.narrow ? (
            <div style={{ minWidth: 0, flex: 1, display: 'grid', gap: 4 }}>
              <span>{title}</span>{' '}
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
                {owner} {facts} {progress}
              </div>
            </div>
          ) : (
            <>
              <span style={{ flex: 1, minWidth: 0 }}>{title}</span>{' '}
              <span style={{ width: 200, flexShrink: 0, display: 'flex' }}>{owner}</span>{' '}
              <span style={{ width: 230, flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                {facts}
              </span>{' '}
              <span style={{ width: 120, flexShrink: 0, display: 'flex' }}>{progress}</span>
            </>
          )}
        </div>
      </li>
      {open && <BranchList branch={{ ...branch, parentId: node.Id }} depth={depth + 1} layout={layout} />}
    </>
  );
}
