import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionItem, ActionItemList, ActionItemUser } from '../../../../contract/action-items';
import type { ActionItemSort } from '../../../../domain/action-items/action-item-rules';
import { changed, columnOrder, PAGE_SIZE, sortOfColumn, type ItemsView } from '../action-item-rules';
import { ItemActions } from './item-actions';
import { Deadline, ItemTitle, PersonName } from './item-cells';
import './action-items.css';

export type ItemsListProps = {
  view: ItemsView;
  list: ActionItemList | undefined;
  loading: boolean;
  highlightId: number | null;
  me: number;
  onView: (view: ItemsView) => void;
  onEdit: (item: ActionItem) => void;
};

export const HIGHLIGHT = { background: '#FFF7E0', boxShadow: 'inset 4px 0 0 #D48806' } as const;
export const rowDomId = (id: number) => `action-item-${id}`;

const filtersOf = (people: ActionItemUser[]) => people.map((p) => ({ text: p.Name, value: p.Id }));

/** The list on wide screens: the spec's columns, sorted, filtered and paged by the server. */
export function ItemsTable({ view, list, loading, highlightId, me, onView, onEdit }: ItemsListProps) {
  const { t } = useTranslation('actionItems');
  const sortable = (key: ActionItemSort) => ({
    key,
    sorter: true,
    sortOrder: columnOrder(view, key),
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
  });
  const columns: TableProps<ActionItem>['columns'] = [
    { title: t('column.title'), ...sortable('Title'), render: (_, item) => <ItemTitle item={item} /> },
    { title: t('column.deadline'), ...sortable('DueDate'), render: (_, item) => <Deadline item={item} />, width: 170 },
    {
      title: t('column.assignee'),
      ...sortable('Assignee'),
      filters: filtersOf(list?.to_users ?? []),
      filteredValue: view.assignees.length ? view.assignees : null,
      filterSearch: true,
      render: (_, item) => <PersonName person={item.Assignee} me={me} />,
      width: 200,
    },
    {
      title: t('column.requester'),
      ...sortable('Requester'),
      filters: filtersOf(list?.by_users ?? []),
      filteredValue: view.requesters.length ? view.requesters : null,
      filterSearch: true,
      render: (_, item) => <PersonName person={item.Requester} me={me} />,
      width: 200,
    },
    {
      title: t('column.actions'),
      key: 'actions',
      align: 'right',
      render: (_, item) => <ItemActions item={item} onEdit={onEdit} />,
      width: 260,
    },
  ];

  return (
    <Table<ActionItem>
      rowKey="Id"
      columns={columns}
      dataSource={list?.data ?? []}
      loading={loading}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.empty')} /> }}
      scroll={{ x: 980 }}
      rowClassName={(item) => (item.Id === highlightId ? 'trellis-current-item' : '')}
      onRow={(item) => ({
        id: rowDomId(item.Id),
        tabIndex: item.Id === highlightId ? -1 : undefined,
        'aria-current': item.Id === highlightId ? 'true' : undefined,
      })}
      pagination={{
        current: view.page,
        pageSize: PAGE_SIZE,
        total: list?.count ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      onChange={(pagination, filters, sorter, extra) => {
        if (extra.action === 'paginate') onView({ ...view, page: pagination.current ?? 1 });
        else if (extra.action === 'sort' && !Array.isArray(sorter)) onView(changed(view, sortOfColumn(sorter.columnKey, sorter.order)));
        else if (extra.action === 'filter') {
          const ids = (key: string) => (filters[key] ?? []).map(Number);
          onView(changed(view, { assignees: ids('Assignee'), requesters: ids('Requester') }));
        }
      }}
    />
  );
}
