import { CopyOutlined } from '@ant-design/icons';
import { Button, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../../contract/goals';

/** The goals picked for Copy to next quarter, kept for the list they were picked in (`listKey`): another list starts empty. */
export function useCopySelection(listKey: string) {
  const [state, setState] = useState<{ key: string; goals: ReadonlyMap<number, Goal> }>({ key: listKey, goals: new Map() });
  const picked = state.key === listKey ? state.goals : new Map<number, Goal>();
  return {
    goals: [...picked.values()],
    checked: (goalId: number) => picked.has(goalId),
    onCheck: (goal: Goal, on: boolean) => {
      const next = new Map(picked);
      if (on) next.set(goal.Id, goal);
      else next.delete(goal.Id);
      setState({ key: listKey, goals: next });
    },
    clear: () => setState({ key: listKey, goals: new Map() }),
  };
}

/** Above the list while goals are picked: how many, Copy to next quarter, and clearing the selection. */
export function CopySelectionBar({ count, onCopy, onClear }: { count: number; onCopy: () => void; onClear: () => void }) {
  const { t } = useTranslation('goals');
  const { token } = theme.useToken();
  return (
    <div
      role="group"
      aria-label={t('copy.selected', { count })}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '8px 12px',
        marginBottom: 12,
        background: token.colorPrimaryBg,
        border: `1px solid ${token.colorPrimaryBorder}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Typography.Text strong style={{ marginInlineEnd: 'auto' }} aria-live="polite">
        {t('copy.selected', { count })}
      </Typography.Text>
      <Button onClick={onClear}>{t('copy.clear')}</Button>
      <Button type="primary" icon={<CopyOutlined />} onClick={onCopy}>
        {t('copy.button')}
      </Button>
    </div>
  );
}
