import { Card, Empty, Pagination, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../action-item-rules';
import { ItemActions } from './item-actions';
import { Deadline, ItemTitle, PersonName } from './item-cells';
import { HIGHLIGHT, rowDomId, type ItemsListProps } from './items-table';

/** The list on a phone: one card per item, its people and deadline under the title, its buttons at the foot. */
export function ItemsCards({ view, list, loading, highlightId, me, onView, onEdit }: ItemsListProps) {
  const { t } = useTranslation('actionItems');
  const { token } = theme.useToken();
  const rows = list?.data ?? [];
  const total = list?.count ?? 0;
  if (rows.length === 0) {
    return loading ? (
      <Spin style={{ display: 'block', margin: '48px auto' }} />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.empty')} />
    );
  }
  return (
    <Spin spinning={loading}>
      <ul aria-label={t('page.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
        {rows.map((item) => (
          <li
            key={item.Id}
            id={rowDomId(item.Id)}
            tabIndex={item.Id === highlightId ? -1 : undefined}
            aria-current={item.Id === highlightId ? 'true' : undefined}
          >
            <Card size="small" style={item.Id === highlightId ? HIGHLIGHT : undefined} styles={{ body: { display: 'grid', gap: 10 } }}>
              <ItemTitle item={item} />
              <dl style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '6px 12px', margin: 0, alignItems: 'center' }}>
                <dt style={{ color: token.colorTextSecondary }}>{t('column.deadline')}</dt>
                <dd style={{ margin: 0 }}>
                  <Deadline item={item} />
                </dd>
                <dt style={{ color: token.colorTextSecondary }}>{t('column.assignee')}</dt>
                <dd style={{ margin: 0 }}>
                  <PersonName person={item.Assignee} me={me} />
                </dd>
                <dt style={{ color: token.colorTextSecondary }}>{t('column.requester')}</dt>
                <dd style={{ margin: 0 }}>
                  <PersonName person={item.Requester} me={me} />
                </dd>
              </dl>
              <ItemActions item={item} onEdit={onEdit} />
            </Card>
          </li>
        ))}
      </ul>
      {total > PAGE_SIZE && (
        <Pagination
          simple
          align="center"
          style={{ marginTop: 16 }}
          current={view.page}
          pageSize={PAGE_SIZE}
          total={total}
          onChange={(page) => {
            onView({ ...view, page });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Spin>
  );
}
