import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEVEL_COUNT, levelNumber } from '../../../../domain/goals/levels';

type ScaleChoiceProps = {
  value?: number;
  onChange?: (value: number) => void;
  labels: readonly string[];
  colors: readonly string[];
  id?: string;
  'aria-label'?: string;
};

/** A 0–4 scale as five choices, each in its fixed colour with its '2 of 5' number; the chosen one is filled. */
export function ScaleChoice({ value, onChange, labels, colors, id, ...aria }: ScaleChoiceProps) {
  const { t } = useTranslation('goalDetail');
  return (
    <Radio.Group
      id={id}
      value={value}
      onChange={(e) => onChange?.(e.target.value as number)}
      optionType="button"
      block
      aria-label={aria['aria-label']}
    >
      {labels.map((label, level) => {
        const color = colors[level] ?? '#999';
        const chosen = value === level;
        return (
          <Radio.Button
            key={label}
            value={level}
            style={{
              height: 'auto',
              minHeight: 44,
              padding: '4px 2px',
              lineHeight: 1.2,
              whiteSpace: 'normal',
              fontSize: 13,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              borderTop: `4px solid ${color}`,
              background: chosen ? color : undefined,
              color: chosen ? '#fff' : undefined,
              fontWeight: chosen ? 600 : undefined,
            }}
          >
            {/* The number the squares and the files show; the word stays the choice's name. */}
            <span aria-hidden style={{ display: 'block', fontSize: 11, opacity: 0.8 }}>
              {t('levels.of', { number: levelNumber(level), total: LEVEL_COUNT })}
            </span>
            <span style={{ display: 'block' }}>{label}</span>
          </Radio.Button>
        );
      })}
    </Radio.Group>
  );
}
