import { Button, Checkbox, Flex, Space, Statistic, Table, Tabs, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import type { ImportChange, ImportPlanPerson, ImportPreview } from '../../../contract/reports';
import { importButtonLabel, inviteHint } from './import-rules';
import { useWiderThan } from '../../shared/use-wider-than';

type ImportPlanProps = { preview: ImportPreview; importing: boolean; onConfirm: (invite: boolean) => void; onCancel: () => void };

const change = (c: ImportChange) => `${c.Field}: ${c.Before || '(empty)'} → ${c.After || '(empty)'}`;

const changesOf = (p: Changed) => (
  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
    {p.Changes.map((c) => (
      <li key={c.Field}>{change(c)}</li>
    ))}
  </ul>
);
type Changed = ImportPreview['Changed'][number];

// A phone has room for one column of who the person is (name, email, role and manager) beside the row.
const who = (p: ImportPlanPerson) => (
  <>
    <div>{p.Name}</div>
    <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
      {p.Email}
    </Typography.Text>
    <div>
      {p.Role} · {p.Manager}
    </div>
  </>
);
const row = { title: 'Row', dataIndex: 'Row', width: 56 } as const;
const personColumns = (narrow: boolean): TableProps<ImportPlanPerson>['columns'] =>
  narrow
    ? [row, { title: 'Person', key: 'Person', render: (_, p) => who(p) }]
    : [
        row,
        { title: 'Name', dataIndex: 'Name' },
        { title: 'Email', dataIndex: 'Email' },
        { title: 'Role', dataIndex: 'Role' },
        { title: 'Manager', dataIndex: 'Manager' },
      ];
const changedColumns = (narrow: boolean): TableProps<Changed>['columns'] =>
  narrow
    ? [
        row,
        {
          title: 'Person and changes',
          key: 'Changes',
          render: (_, p) => (
            <>
              {who(p)}
              {changesOf(p)}
            </>
          ),
        },
      ]
    : [
        row,
        { title: 'Name', dataIndex: 'Name' },
        { title: 'Email', dataIndex: 'Email' },
        { title: 'Changes', key: 'Changes', render: (_, p) => changesOf(p) },
      ];

function People<T extends ImportPlanPerson>({ rows, columns, label }: { rows: T[]; columns: TableProps<T>['columns']; label: string }) {
  return (
    <Table<T>
      size="small"
      aria-label={label}
      rowKey="Row"
      dataSource={rows}
      columns={columns}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
    />
  );
}

/** What importing the file will do, and the confirmation: invite the new people now (the default) or later. */
export function ImportPlan({ preview, importing, onConfirm, onCancel }: ImportPlanProps) {
  const [invite, setInvite] = useState(true);
  const narrow = !useWiderThan('md');
  const [person, changed] = [personColumns(narrow), changedColumns(narrow)];
  const counts = { New: preview.New.length, Changed: preview.Changed.length, Unchanged: preview.Unchanged.length };
  const tabs = [
    { key: 'new', label: `New (${counts.New})`, children: <People rows={preview.New} columns={person} label="New people" /> },
    {
      key: 'changed',
      label: `Changed (${counts.Changed})`,
      children: <People rows={preview.Changed} columns={changed} label="Changed people" />,
    },
    {
      key: 'unchanged',
      label: `Unchanged (${counts.Unchanged})`,
      children: <People rows={preview.Unchanged} columns={person} label="Unchanged people" />,
    },
  ];
  const first = counts.New > 0 ? 'new' : counts.Changed > 0 ? 'changed' : 'unchanged';
  const writes = counts.New + counts.Changed;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text>The file has no problems. Nothing has been changed yet: this is what the import will do.</Typography.Text>
      <Flex gap="large" wrap>
        <Statistic title="New people" value={counts.New} />
        <Statistic title="Changed" value={counts.Changed} />
        <Statistic title="Unchanged" value={counts.Unchanged} />
      </Flex>
      <Tabs defaultActiveKey={first} items={tabs} />
      {counts.New > 0 && (
        <div>
          <Checkbox checked={invite} onChange={(e) => setInvite(e.target.checked)}>
            Send invitations now
          </Checkbox>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }}>
            {inviteHint(invite, counts.New)}
          </Typography.Paragraph>
        </div>
      )}
      <Flex gap="small" wrap justify="end">
        <Button onClick={onCancel} disabled={importing}>
          Choose another file
        </Button>
        <Button type="primary" loading={importing} disabled={writes === 0} onClick={() => onConfirm(invite)}>
          {importButtonLabel(writes)}
        </Button>
      </Flex>
    </Space>
  );
}
