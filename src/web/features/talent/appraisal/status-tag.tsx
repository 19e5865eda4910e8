import { Progress, Space, Tag } from 'antd';
import type { AppraisalState } from '../../../../contract/talent';
import { STATE_COLOURS } from '../page/talent-rules';

const NOT_STARTED = 'Not Started';

/** The status column: the state's tag and, once started, its progress. */
export function StatusTag({ state, status, progress }: { state: AppraisalState | null; status?: string; progress?: number }) {
  return (
    <Space size={8} wrap>
      <Tag color={STATE_COLOURS[state ?? 'none']} style={{ marginInlineEnd: 0 }}>
        {status ?? NOT_STARTED}
      </Tag>
      {state && <Progress percent={progress ?? 0} size={[64, 6]} showInfo={false} aria-label={`${progress ?? 0}% done`} />}
    </Space>
  );
}
