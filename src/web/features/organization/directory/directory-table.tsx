import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryEntry } from '../../../../contract/organization';
import { StatusTag } from '../components/status-tag';
import { changed, PAGE_SIZES, type DirectorySort, type DirectoryView } from './directory-rules';
import type { DirectoryChange } from './use-directory-view';
import { departmentOf, PersonCell, RoleCell } from './person-cell';

type DirectoryTableProps = {
  view: DirectoryView;
  rows: DirectoryEntry[];
  total: number;
  loading: boolean;
  empty: ReactNode;
  onChange: (change: DirectoryChange) => void;
};

const sortOrderOf = (view: DirectoryView, key: DirectorySort) =>
  view.sort === key ? (view.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

/** The directory on wide screens: sortable columns and pages, all done by the server. */
export function DirectoryTable({ view, rows, total, loading, empty, onChange }: DirectoryTableProps) {
  const { t } = useTranslation('organization');
  const sortable = (key: DirectorySort) => ({
    key,
    sorter: true,
    sortOrder: sortOrderOf(view, key),
    sortDirections: ['ascend', 'descend', 'ascend'] as ('ascend' | 'descend')[],
  });
  const columns: TableProps<DirectoryEntry>['columns'] = [
    { title: t('directory.employee'), ...sortable('Name'), render: (_, e) => <PersonCell entry={e} />, width: '32%' },
    { title: t('directory.department'), ...sortable('OrgUnit'), render: (_, e) => departmentOf(e) },
    { title: t('directory.role'), ...sortable('RoleName'), render: (_, e) => <RoleCell entry={e} /> },
    { title: t('directory.manager'), ...sortable('Manager'), render: (_, e) => e.ManagerName ?? '—' },
    { title: t('directory.status'), ...sortable('Status'), render: (_, e) => <StatusTag status={e.Status} always />, width: 110 },
  ];

  return (
    <Table<DirectoryEntry>
      rowKey="Id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 860 }}
      pagination={{
        current: view.page,
        pageSize: view.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        hideOnSinglePage: total <= PAGE_SIZES[0],
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort' && !Array.isArray(sorter)) {
          const sort = (sorter.columnKey as DirectorySort | undefined) ?? 'Name';
          onChange((last) => changed(last, { sort, order: sorter.order === 'descend' ? 'desc' : 'asc' }));
        } else if (extra.action === 'paginate') {
          const pageSize = pagination.pageSize ?? view.pageSize;
          onChange((last) => ({ ...last, pageSize, page: pageSize === last.pageSize ? (pagination.current ?? 1) : 1 }));
        }
      }}
    />
  );
}
