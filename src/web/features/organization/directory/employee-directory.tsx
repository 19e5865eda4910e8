import { Alert, Button, Empty, Pagination, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDepartments, useDirectory } from '../api/get-directory';
import { DirectoryCards } from './directory-cards';
import { directoryRequestOf, isFiltered, clearedFilters, rangeText } from './directory-rules';
import { DirectoryTable } from './directory-table';
import { DirectoryToolbar } from './directory-toolbar';
import { useDirectoryView } from './use-directory-view';

/** The employee directory: search, filters and sort in the address bar; one page at a time from the server. */
export function EmployeeDirectory({ compact }: { compact: boolean }) {
  const { t } = useTranslation('organization');
  const [view, show] = useDirectoryView();
  const directory = useDirectory(directoryRequestOf(view));
  const departments = useDepartments();

  const page = directory.data;
  const total = page?.count ?? 0;
  const rows = page?.data ?? [];
  const filtered = isFiltered(view);

  const empty = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'directory.noMatches' : 'directory.nobodyYet')}>
      {filtered && <Button onClick={() => show(clearedFilters)}>{t('directory.clearFilters')}</Button>}
    </Empty>
  );

  return (
    <section aria-label={t('directory.label')}>
      <DirectoryToolbar view={view} departments={departments.data?.Departments ?? []} compact={compact} onChange={show} />
      {directory.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={directory.error.message}
          action={
            <Button size="small" onClick={() => void directory.refetch()}>
              {t('directory.tryAgain')}
            </Button>
          }
        />
      )}
      <Typography.Text type="secondary" role="status" style={{ display: 'block', marginBottom: 8, fontSize: 13 }}>
        {directory.isPending ? '\u00a0' : rangeText(t, view.page, view.pageSize, total)}
      </Typography.Text>
      {compact ? (
        <>
          <DirectoryCards rows={rows} loading={directory.isFetching} empty={empty} />
          {total > view.pageSize && (
            <Pagination
              simple
              align="center"
              style={{ marginTop: 16 }}
              current={view.page}
              pageSize={view.pageSize}
              total={total}
              onChange={(p) => {
                show((last) => ({ ...last, page: p }));
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </>
      ) : (
        <DirectoryTable view={view} rows={rows} total={total} loading={directory.isFetching} empty={empty} onChange={show} />
      )}
    </section>
  );
}
