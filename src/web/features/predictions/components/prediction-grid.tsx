import { theme, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PredictionMatrix } from '../../../../contract/predictions';
import {
  cellColor,
  cellName,
  cellStrength,
  gridRows,
  isChosen,
  qualityColumns,
  type CellChoice,
  type PredictionView,
} from '../prediction-rules';

type PredictionGridProps = { matrix: PredictionMatrix; view: PredictionView; compact: boolean; onChoose: (cell: CellChoice) => void };

const alpha = (hex: string, a: number) =>
  `${hex}${Math.round(a * 255)
    .toString(16)
    .padStart(2, '0')}`;

// The level's number under its word, as the goal cards' squares and the files count it ('2 of 5').
const AxisNumber = ({ of }: { of: string }) => <span style={{ display: 'block', fontSize: 10, opacity: 0.85 }}>{of}</span>;

/**
 * The 5×5 grid: likelihood (rows, Very Likely on top) against quality (columns, Very bad → Very good),
 * the count of goals in each cell; a cell is a button that narrows the list to its goals.
 */
export function PredictionGrid({ matrix, view, compact, onChoose }: PredictionGridProps) {
  const { t } = useTranslation('predictions');
  const { token } = theme.useToken();
  const rows = gridRows(matrix.Cells, t);
  const max = Math.max(0, ...matrix.Cells.map((c) => c.Count));
  const size = compact ? 52 : 68;
  const label: CSSProperties = { fontSize: compact ? 11 : 12, fontWeight: 400, color: token.colorTextSecondary, lineHeight: 1.2 };

  const cellStyle = (likelihood: number, quality: number, count: number, chosen: boolean): CSSProperties => {
    const strength = cellStrength(count, max);
    return {
      font: 'inherit',
      width: '100%',
      height: size,
      border: chosen ? `3px solid ${token.colorText}` : `1px solid ${token.colorBorderSecondary}`,
      borderRadius: token.borderRadiusSM,
      background: strength ? alpha(cellColor(likelihood, quality), strength) : token.colorFillQuaternary,
      color: count ? token.colorText : token.colorTextQuaternary,
      fontSize: compact ? 16 : 20,
      fontWeight: count ? 600 : 400,
      cursor: 'pointer',
    };
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center', gap: 4 }}>
      <Typography.Text strong style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)', fontSize: 12, textAlign: 'center' }}>
        {t('grid.likelihood')}
      </Typography.Text>
      <table style={{ width: '100%', borderCollapse: 'separate', borderSpacing: compact ? 3 : 4, tableLayout: 'fixed' }}>
        <caption style={{ captionSide: 'bottom', paddingTop: 4, fontWeight: 600, fontSize: 12, color: token.colorText }}>
          {t('grid.quality')}
        </caption>
        <colgroup>
          <col style={{ width: compact ? 58 : 84 }} />
        </colgroup>
        <thead>
          <tr>
            <td />
            {qualityColumns(t).map((q) => (
              <th key={q.quality} scope="col" style={{ ...label, textAlign: 'center', paddingBottom: 2 }}>
                {q.label}
                <AxisNumber of={q.of} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.likelihood}>
              <th scope="row" style={{ ...label, textAlign: 'end', paddingInlineEnd: 4 }}>
                {row.label}
                <AxisNumber of={row.of} />
              </th>
              {row.cells.map(({ quality, count }) => {
                const cell = { likelihood: row.likelihood, quality };
                const chosen = isChosen(view, cell);
                const name = cellName(row.likelihood, quality, count, t);
                return (
                  <td key={quality} style={{ padding: 0 }}>
                    <button
                      type="button"
                      aria-label={name}
                      aria-pressed={chosen}
                      title={name}
                      onClick={() => onChoose(cell)}
                      style={cellStyle(row.likelihood, quality, count, chosen)}
                    >
                      {count}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
