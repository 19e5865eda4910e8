import { Button, Checkbox, Flex, Space, Statistic, Table, Tabs, Typography, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportChange, ImportPlanPerson, ImportPreview } from '../../../contract/reports';
import { importButtonLabel, inviteHint } from './import-rules';
import { useWiderThan } from '../../shared/use-wider-than';

type ImportPlanProps = { preview: ImportPreview; importing: boolean; onConfirm: (invite: boolean) => void; onCancel: () => void };
type Changed = ImportPreview['Changed'][number];
type T = TFunction<'reports'>;

// The field's name is the server's (the template's column).
const change = (c: ImportChange, t: T) =>
  t('plan.change', { field: c.Field, before: c.Before || t('plan.empty'), after: c.After || t('plan.empty') });

const changesOf = (p: Changed, t: T) => (
  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
    {p.Changes.map((c) => (
      <li key={c.Field}>{change(c, t)}</li>
    ))}
  </ul>
);

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
const rowColumn = (t: T) => ({ title: t('plan.row'), dataIndex: 'Row', width: 56 }) as const;
const personColumns = (narrow: boolean, t: T): TableProps<ImportPlanPerson>['columns'] =>
  narrow
    ? [rowColumn(t), { title: t('plan.person'), key: 'Person', render: (_, p) => who(p) }]
    : [
        rowColumn(t),
        { title: t('plan.name'), dataIndex: 'Name' },
        { title: t('plan.email'), dataIndex: 'Email' },
        { title: t('plan.role'), dataIndex: 'Role' },
        { title: t('plan.manager'), dataIndex: 'Manager' },
      ];
const changedColumns = (narrow: boolean, t: T): TableProps<Changed>['columns'] =>
  narrow
    ? [
        rowColumn(t),
        {
          title: t('plan.personAndChanges'),
          key: 'Changes',
          render: (_, p) => (
            <>
              {who(p)}
              {changesOf(p, t)}
            </>
          ),
        },
      ]
    : [
        rowColumn(t),
        { title: t('plan.name'), dataIndex: 'Name' },
        { title: t('plan.email'), dataIndex: 'Email' },
        { title: t('plan.changes'), key: 'Changes', render: (_, p) => changesOf(p, t) },
      ];

function People<R extends ImportPlanPerson>({ rows, columns, label }: { rows: R[]; columns: TableProps<R>['columns']; label: string }) {
  return (
    <Table<R>
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
  const { t } = useTranslation('reports');
  const [invite, setInvite] = useState(true);
  const narrow = !useWiderThan('md');
  const [person, changed] = [personColumns(narrow, t), changedColumns(narrow, t)];
  const counts = { New: preview.New.length, Changed: preview.Changed.length, Unchanged: preview.Unchanged.length };
  const tabs = [
    {
      key: 'new',
      label: t('plan.newTab', { number: counts.New }),
      children: <People rows={preview.New} columns={person} label={t('plan.newPeople')} />,
    },
    {
      key: 'changed',
      label: t('plan.changedTab', { number: counts.Changed }),
      children: <People rows={preview.Changed} columns={changed} label={t('plan.changedPeople')} />,
    },
    {
      key: 'unchanged',
      label: t('plan.unchangedTab', { number: counts.Unchanged }),
      children: <People rows={preview.Unchanged} columns={person} label={t('plan.unchangedPeople')} />,
    },
  ];
  const first = counts.New > 0 ? 'new' : counts.Changed > 0 ? 'changed' : 'unchanged';
  const writes = counts.New + counts.Changed;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Text>{t('plan.noProblems')}</Typography.Text>
      <Flex gap="large" wrap>
        <Statistic title={t('plan.newPeople')} value={counts.New} />
        <Statistic title={t('plan.changed')} value={counts.Changed} />
        <Statistic title={t('plan.unchanged')} value={counts.Unchanged} />
      </Flex>
      <Tabs defaultActiveKey={first} items={tabs} />
      {counts.New > 0 && (
        <div>
          <Checkbox checked={invite} onChange={(e) => setInvite(e.target.checked)}>
            {t('plan.sendInvitations')}
          </Checkbox>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }}>
            {inviteHint(invite, counts.New, t)}
          </Typography.Paragraph>
        </div>
      )}
      <Flex gap="small" wrap justify="end">
        <Button onClick={onCancel} disabled={importing}>
          {t('plan.chooseAnother')}
        </Button>
        <Button type="primary" loading={importing} disabled={writes === 0} onClick={() => onConfirm(invite)}>
          {importButtonLabel(writes, t)}
        </Button>
      </Flex>
    </Space>
  );
}
