import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, theme, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AlignmentNode } from '../../../../contract/goals';
import { PersonAvatar } from '../../../components/person-avatar';
import { GoalBadges } from '../components/goal-badges';
import { useAlignmentLevel, type AlignmentBranch } from './get-alignment';
import { StatusSquares } from './status-squares';

type Layout = { narrow: boolean };
const indentOf = (depth: number, { narrow }: Layout) => Math.min(depth, narrow ? 6 : 12) * (narrow ? 14 : 24);

/** One level of the tree, loaded when its parent opens, a page at a time. */
export function BranchList({ branch, depth, layout, empty }: { branch: AlignmentBranch; depth: number; layout: Layout; empty?: string }) {
  const level = useAlignmentLevel(branch);
  const pad = { paddingInlineStart: indentOf(depth, layout) + 28 };
  if (level.isPending) return <Skeleton active title={false} paragraph={{ rows: 2 }} style={{ ...pad, paddingBlock: 8 }} />;
  if (level.isError)
    return <Alert type="error" showIcon title={level.error.message} style={{ marginInlineStart: pad.paddingInlineStart }} />;
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
      {nodes.map((node) => (
        <TreeNode key={node.Id} node={node} branch={branch} depth={depth} layout={layout} />
      ))}
      {level.hasNextPage && (
        <li role="none" style={{ ...pad, paddingBlock: 6 }}>
          <Button size="small" loading={level.isFetchingNextPage} onClick={() => void level.fetchNextPage()}>
            Show more ({nodes.length} of {count})
          </Button>
        </li>
      )}
    </>
  );
}

function TreeNode({ node, branch, depth, layout }: { node: AlignmentNode; branch: AlignmentBranch; depth: number; layout: Layout }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const hasChildren = node.ChildCount > 0;
  const aligned = `${node.ChildCount} aligned`;
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
      <GoalBadges state={node.State} badges={[]} />
      <StatusSquares node={node} />
    </>
  );
  return (
    <li role="treeitem" aria-level={depth + 1} aria-expanded={hasChildren ? open : undefined} aria-label={node.Title}>
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
              aria-label={`${open ? 'Collapse' : 'Expand'} ${node.Title}`}
              icon={open ? <CaretDownOutlined /> : <CaretRightOutlined />}
              onClick={() => setOpen(!open)}
            />
          )}
        </span>
        {layout.narrow ? (
          <div style={{ minWidth: 0, flex: 1, display: 'grid', gap: 4 }}>
            <Link to={`/v3/goals/${node.Id}`} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {node.Title}
            </Link>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              {owner}
              {facts}
              {hasChildren && <Typography.Text type="secondary">{aligned}</Typography.Text>}
            </div>
          </div>
        ) : (
          <>
            <span style={{ flex: 1, minWidth: 0 }}>
              <Link to={`/v3/goals/${node.Id}`} style={{ fontWeight: depth === 0 ? 600 : 500, overflowWrap: 'anywhere' }}>
                {node.Title}
              </Link>
              {hasChildren && (
                <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 13 }}>
                  {aligned}
                </Typography.Text>
              )}
            </span>
            <span style={{ width: 200, flexShrink: 0, display: 'flex' }}>{owner}</span>
            <span style={{ width: 230, flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
              {facts}
            </span>
          </>
        )}
      </div>
      {open && (
        <ul role="group" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <BranchList branch={{ ...branch, parentId: node.Id }} depth={depth + 1} layout={layout} />
        </ul>
      )}
    </li>
  );
}
