import { Alert, Space, Table } from 'antd';
import type { ImportProblem } from '../../../contract/reports';

/** Every problem of a file, by row and column: nothing can be imported until each is fixed in the file. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const rows = new Set(problems.map((p) => p.Row)).size;
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Alert
        type="error"
        showIcon
        title={`${problems.length === 1 ? '1 problem' : `${problems.length} problems`} in ${rows === 1 ? '1 row' : `${rows} rows`}; nothing can be imported yet.`}
        description="Fix each of them in the file, save it and drop it here again. Nothing has been changed in Trellis."
      />
      <Table
        size="small"
        aria-label="Problems in the file"
        rowKey={(p) => `${p.Row}:${p.Column}:${p.Message}`}
        dataSource={problems}
        pagination={problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { title: 'Row', dataIndex: 'Row', width: 56 },
          { title: 'Column', dataIndex: 'Column', width: 110 },
          { title: 'Problem', dataIndex: 'Message' },
        ]}
      />
    </Space>
  );
}
