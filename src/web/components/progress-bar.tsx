import { useTranslation } from 'react-i18next';
import { progressStanding, type ProgressStanding } from '../../domain/key-results/progress';
import { percentText } from '../shared/numbers';
import { clampPercent } from './percent-circle-math';
import './progress-bar.css';

type ProgressBarProps = {
  /** Percent; may pass 100 (the bar then stays full and the number says how far). */
  progress: number;
  /** Where the straight line over the quarter stands today, in percent: a mark on the bar. */
  expected?: number | null;
  /** Shows the number beside the bar (default); off where the number stands elsewhere. */
  showText?: boolean;
  width?: number | string;
  /** Hidden from screen readers where the thing it belongs to already says its progress in its name (a tree row). */
  decorative?: boolean;
};

/** The bar's colour by how the progress stands against the expected line (dark enough for 3:1 on its track). */
export const STANDING_COLORS: Record<ProgressStanding, string> = { onTrack: '#2E7D32', behind: '#B26A00', atRisk: '#C62828' };
const barColor = (progress: number, expected: number | null | undefined) =>
  expected == null ? '#3781C2' : STANDING_COLORS[progressStanding(progress, expected)];

/** A goal's or key result's progress as a bar, with the expected mark when given (issue 31). */
export function ProgressBar({ progress, expected, showText = true, width = '100%', decorative = false }: ProgressBarProps) {
  const { t } = useTranslation('common');
  const text = percentText(progress);
  const expectedText = expected == null ? null : percentText(expected);
  const label = expectedText
    ? t('progressBar.labelExpected', { progress: text, expected: expectedText })
    : t('progressBar.label', { progress: text });
  return (
    <span aria-hidden={decorative || undefined} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, width, minWidth: 0 }}>
      <span
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : label}
        title={expectedText ? t('progressBar.expected', { expected: expectedText }) : undefined}
        style={{ position: 'relative', flex: 1, minWidth: 40, height: 8, borderRadius: 4, background: '#E8E8E8' }}
      >
        <span
          style={{
            position: 'absolute',
            insetBlock: 0,
            insetInlineStart: 0,
            width: `${clampPercent(progress)}%`,
            borderRadius: 4,
            background: barColor(progress, expected),
          }}
        />
        {expected != null && (
          <span
            style={{
              position: 'absolute',
              top: -3,
              bottom: -3,
              insetInlineStart: `calc(${clampPercent(expected)}% - 1px)`,
              width: 2,
              background: '#262626',
            }}
          />
        )}
      </span>
      {showText && (
        <span
          aria-hidden
          className={decorative ? 'trellis-progress-number' : undefined}
          data-number={decorative ? text : undefined}
          style={{ fontVariantNumeric: 'tabular-nums', fontSize: 13, minWidth: 36, textAlign: 'end' }}
        >
          {decorative ? null : text}
        </span>
      )}
    </span>
  );
}
