import { Alert, Button, Card, Empty, Pagination, Select, Spin, Table, Tag, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../../contract/audit';
import { momentText } from '../../shared/dates';
import { useAuditLog } from './api/get-audit';
import { actionLabel, changeLines, lineText } from './audit-rules';

const PAGE_SIZE = 20;
const when = momentText;
type Person = { Id: number; Name: string };

function Changes({ entry }: { entry: AuditEntry }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
      {changeLines(entry).map((l) => (
        <li key={l.field} aria-label={lineText(l)}>
          <Typography.Text type="secondary">{l.label}:</Typography.Text>{' '}
          {l.before !== null && (
            <>
              <Typography.Text delete>{l.before}</Typography.Text>
              {' → '}
            </>
          )}
          <Typography.Text strong>{l.after}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit log of the CEO and org admins (issues 19, 25): who changed which role, flag, manager, status or company
 * setting, who moved an appraisal on, and who took appraisal data or the company out, and when. A table on wide
 * screens, cards on a phone; a person's name keeps only the entries about them.
 */
export function AuditLog({ compact }: { compact: boolean }) {
  const { t } = useTranslation('audit');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | undefined>();
  const [subject, setSubject] = useState<Person | undefined>();
  const log = useAuditLog({ Page: page, PageSize: PAGE_SIZE, Action: action, UserId: subject?.Id });
  const rows = log.data?.data ?? [];
  const total = log.data?.count ?? 0;

  const about = (p: Person | null) =>
    p ? (
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        onClick={() => {
          setSubject(p);
          setPage(1);
        }}
      >
        {p.Name}
      </Button>
    ) : (
      <Typography.Text type="secondary">{t('log.company')}</Typography.Text>
    );

  const columns: TableProps<AuditEntry>['columns'] = [
    { title: t('columns.when'), key: 'at', render: (_, e) => when(e.At), width: 190 },
    { title: t('columns.who'), key: 'actor', render: (_, e) => e.Actor.Name, width: 160 },
    { title: t('columns.what'), key: 'action', render: (_, e) => <Tag>{actionLabel(e.Action)}</Tag>, width: 170 },
    { title: t('columns.person'), key: 'subject', render: (_, e) => about(e.Subject), width: 160 },
    { title: t('columns.change'), key: 'change', render: (_, e) => <Changes entry={e} /> },
  ];
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('log.empty')} />;

  return (
    <section aria-label={t('log.region')}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        <Select<AuditAction>
          allowClear
          aria-label={t('log.kind')}
          placeholder={t('log.everyKind')}
          style={{ width: compact ? '100%' : 240 }}
          value={action}
          onChange={(v) => {
            setAction(v);
            setPage(1);
          }}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
        />
        {subject && (
          <Tag closable onClose={() => setSubject(undefined)}>
            {t('log.about', { name: subject.Name })}
          </Tag>
        )}
        <Typography.Text type="secondary" role="status" style={{ marginLeft: 'auto', fontSize: 13 }}>
          {log.isPending ? '\u00a0' : t('log.count', { count: total })}
        </Typography.Text>
      </div>
      {log.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={log.error.message}
          action={
            <Button size="small" onClick={() => void log.refetch()}>
              {t('log.tryAgain')}
            </Button>
          }
        />
      )}
      {compact ? (
        <>
          {rows.length === 0 ? (
            log.isFetching ? (
              <Spin style={{ display: 'block', margin: '48px auto' }} />
            ) : (
              empty
            )
          ) : (
            <Spin spinning={log.isFetching}>
              <ul aria-label={t('log.list')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
                {rows.map((e) => (
                  <li key={e.Id}>
                    <Card size="small" styles={{ body: { display: 'grid', gap: 6 } }}>
                      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                        <Tag>{actionLabel(e.Action)}</Tag>
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {when(e.At)}
                        </Typography.Text>
                      </div>
                      <div>
                        {about(e.Subject)}
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {' '}
                          {t('log.by', { name: e.Actor.Name })}
                        </Typography.Text>
                      </div>
                      <Changes entry={e} />
                    </Card>
                  </li>
                ))}
              </ul>
            </Spin>
          )}
          {total > PAGE_SIZE && (
            <Pagination
              simple
              align="center"
              style={{ marginTop: 16 }}
              current={page}
              pageSize={PAGE_SIZE}
              total={total}
              onChange={setPage}
            />
          )}
        </>
      ) : (
        <Table<AuditEntry>
          rowKey="Id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={log.isFetching}
          locale={{ emptyText: empty }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
        />
      )}
    </section>
  );
}
