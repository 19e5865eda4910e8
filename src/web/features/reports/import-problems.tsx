import { Alert, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../../contract/reports';

/** Every problem of a file, by row and column: nothing can be imported until each is fixed in the file. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation('reports');
  const rows = new Set(problems.map((p) => p.Row)).size;
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Alert
        type="error"
        showIcon
        title={t('problems.title', {
          problems: t('problems.problemCount', { count: problems.length }),
          rows: t('problems.rowCount', { count: rows }),
        })}
        description={t('problems.help')}
      />
      <Table
        size="small"
        aria-label={t('problems.table')}
        rowKey={(p) => `${p.Row}:${p.Column}:${p.Message}`}
        dataSource={problems}
        pagination={problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { title: t('problems.row'), dataIndex: 'Row', width: 56 },
          { title: t('problems.column'), dataIndex: 'Column', width: 110 },
          { title: t('problems.problem'), dataIndex: 'Message' },
        ]}
      />
    </Space>
  );
}
