import { Tag, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/progress-bar';
import type { DeckGoal, Slide, StateCount } from '../../../../domain/ai/deck-outline';
import { LEVEL_COUNT, levelNumber } from '../../../../domain/goals/levels';
import { TrendLines } from './trend-lines';

// A slide as the .pptx lays it out: A4 landscape (11.7 × 8.3 in); on a phone it grows downwards instead.
const SLIDE_RATIO = '11.7 / 8.3';

// The quality levels 0–4 by their words' keys (the domain's QUALITY_LABELS, in the catalogue).
const QUALITIES = ['veryBad', 'bad', 'okay', 'good', 'veryGood'] as const;

/** 'Good, 4 of 5', or a dash for no quality yet (or one the scale does not have). */
const qualityText = (quality: number | null, t: TFunction<'ai'>) => {
  const word = quality === null ? undefined : QUALITIES[quality];
  return word
    ? t('preview.qualityLevel', { word: t(`preview.qualities.${word}`), level: levelNumber(quality!), levels: LEVEL_COUNT })
    : t('preview.noQuality');
};

/** One slide of the outline: the title, an overview with its bar list of states, or a page of goal cards. */
export function SlideView({ slide, wide }: { slide: Slide; wide: boolean }) {
  const { t } = useTranslation('ai');
  const { token } = theme.useToken();
  return (
    <section
      aria-label={t('preview.slide')}
      style={{
        aspectRatio: wide ? SLIDE_RATIO : undefined,
        // On a phone the slide scrolls inside the dialog, so Prev and Next stay in view.
        maxHeight: wide ? undefined : '62vh',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: 8,
        padding: wide ? 32 : 16,
        overflow: 'auto',
        background: '#fff',
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
      }}
    >
      {slide.kind === 'title' && (
        <div style={{ margin: 'auto', textAlign: 'center' }}>
          <Typography.Title level={2} style={{ fontSize: wide ? 32 : 22, marginBottom: 8 }}>
            {slide.title}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 18, marginBottom: 4 }}>{slide.subtitle}</Typography.Paragraph>
          <Typography.Text type="secondary">{slide.reader}</Typography.Text>
        </div>
      )}
      {slide.kind === 'overview' && (
        <>
          <Typography.Title level={2} style={{ fontSize: 22, margin: 0 }}>
            {slide.heading}
          </Typography.Title>
          <div style={{ display: 'grid', gridTemplateColumns: wide ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr', gap: 24 }}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{slide.text}</Typography.Paragraph>
            <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
              <StateBars chart={slide.chart} />
              {slide.trend.length > 0 && <TrendLines trend={slide.trend} />}
            </div>
          </div>
        </>
      )}
      {slide.kind === 'goals' && (
        <>
          <Typography.Title level={2} style={{ fontSize: 22, margin: 0 }}>
            {slide.heading}
          </Typography.Title>
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: 12,
              gridTemplateColumns: wide ? `repeat(${slide.detail === 'summary' ? 3 : 2}, minmax(0, 1fr))` : '1fr',
            }}
          >
            {slide.goals.map((goal) => (
              <GoalCard key={goal.id} goal={goal} detail={slide.detail} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function StateBars({ chart }: { chart: StateCount[] }) {
  const { t } = useTranslation('ai');
  const { token } = theme.useToken();
  const most = Math.max(1, ...chart.map((c) => c.count));
  if (chart.length === 0) return <Typography.Text type="secondary">{t('preview.noGoals')}</Typography.Text>;
  return (
    <dl
      aria-label={t('preview.byState')}
      style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: '8px 12px', alignItems: 'center' }}
    >
      {chart.map((c) => (
        <div key={c.state} style={{ display: 'contents' }}>
          <dt>{t(`goalState.${c.state}`)}</dt>
          <dd style={{ margin: 0 }} aria-hidden>
            <div style={{ height: 14, width: `${(c.count / most) * 100}%`, background: token.colorPrimary, borderRadius: 3 }} />
          </dd>
          <dd style={{ margin: 0, fontWeight: 600 }}>{c.count}</dd>
        </div>
      ))}
    </dl>
  );
}

function GoalCard({ goal, detail }: { goal: DeckGoal; detail: 'summary' | 'annual' }) {
  const { t } = useTranslation('ai');
  const { token } = theme.useToken();
  return (
    <li style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 6, padding: 12, minWidth: 0 }}>
      <Typography.Text strong style={{ display: 'block' }}>
        {goal.title}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {goal.ownerName} <Tag style={{ marginLeft: 6, fontSize: 11 }}>{t(`goalState.${goal.state}`)}</Tag>
      </Typography.Text>
      {detail === 'annual' && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '6px 0 0' }}>
          {t('preview.quality', { level: qualityText(goal.quality, t) })} · {goal.measurements}
        </Typography.Paragraph>
      )}
      {/* The slide writes the goal's progress from its key results under its levels, as here (issue 31). */}
      {goal.progress !== null && (
        <div style={{ marginTop: 6 }}>
          <ProgressBar progress={goal.progress} width={200} />
        </div>
      )}
      {goal.summary && (
        // The deck carries a long text whole onto the slides after; here it opens in place.
        <Typography.Paragraph
          style={{ fontSize: 13, margin: '6px 0 0', whiteSpace: 'pre-wrap' }}
          // The link's words are antd's name for it (Expand, Collapse): a name that says what it shows (axe, issue 28).
          ellipsis={{ rows: 6, expandable: 'collapsible', symbol: (open) => (open ? t('preview.collapse') : t('preview.expand')) }}
        >
          {goal.summary}
        </Typography.Paragraph>
      )}
    </li>
  );
}
