import { Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AppraisalState } from '../../../../contract/talent';
import { appraisalProgress } from '../../../../domain/talent/states';
import { percentText } from '../../../shared/numbers';
import { STATE_COLOURS } from '../page/talent-rules';

/**
 * The status column: the state's tag ('Started (30%)', spec 001 §9, named by the state rather than the server's
 * English) and, once started, its progress.
 */
export function StatusTag({ state, progress }: { state: AppraisalState | null; progress?: number }) {
  const { t } = useTranslation('talent');
  return (
    <Space size={8} wrap>
      <Tag color={STATE_COLOURS[state ?? 'none']} style={{ marginInlineEnd: 0 }}>
        {t(`status.${state ?? 'none'}`, { percent: percentText(appraisalProgress(state)) })}
      </Tag>
      {state && (
        <Progress
          percent={progress ?? 0}
          size={[64, 6]}
          showInfo={false}
          aria-label={t('progress', { percent: percentText(progress ?? 0) })}
        />
      )}
    </Space>
  );
}
