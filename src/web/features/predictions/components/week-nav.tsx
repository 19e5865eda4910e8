import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PredictionWeek } from '../../../../contract/predictions';
import { weekTitle } from '../prediction-rules';

type WeekNavProps = {
  week: PredictionWeek;
  prevWeek: number | null;
  nextWeek: number | null;
  compact: boolean;
  onWeek: (weekId: number) => void;
};

/** Previous week · the shown week · next week (never past the current week: no prediction exists there yet). */
export function WeekNav({ week, prevWeek, nextWeek, compact, onWeek }: WeekNavProps) {
  const { t } = useTranslation('predictions');
  return (
    <nav aria-label={t('week.nav')} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
      <Button
        icon={<LeftOutlined />}
        disabled={prevWeek === null}
        onClick={() => prevWeek && onWeek(prevWeek)}
        aria-label={t('week.previous')}
      >
        {compact ? null : t('week.previous')}
      </Button>
      <div style={{ textAlign: 'center', minWidth: 0 }}>
        <Typography.Text strong aria-live="polite">
          {weekTitle(week, t)}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {week.Quarter}
          </Typography.Text>
          {week.IsCurrent && (
            <Tag color="blue" style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>
              {t('week.current')}
            </Tag>
          )}
        </div>
      </div>
      <Button disabled={nextWeek === null} onClick={() => nextWeek && onWeek(nextWeek)} aria-label={t('week.next')}>
        {compact ? null : t('week.next')}
        <RightOutlined />
      </Button>
    </nav>
  );
}
