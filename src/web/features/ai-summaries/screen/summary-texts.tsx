import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Input, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUMMARY_TEXT_MAX, type AiSummaryAnswer } from '../../../../contract/ai-summaries';
import { goalKey, periodKey, shownText, type Edits, type TextKey } from '../summary-rules';

type TextsProps = {
  answer: AiSummaryAnswer;
  edits: Edits;
  onChange: (key: TextKey, text: string) => void;
  onRegenerate: (key: TextKey, what: string) => void;
  regenerating: TextKey | null;
};

/** A quarter's summary: the quarter at a glance, then one text per goal, each to edit or write again. */
export function QuarterTexts(props: TextsProps) {
  const { t } = useTranslation('ai');
  const goals = props.answer.Context?.Goals ?? [];
  return (
    <>
      <TextCard {...props} textKey="summary" heading={t('texts.quarterGlance')} label={t('texts.quarterGlance')} rows={4} level={2} />
      <Typography.Title level={2} style={{ fontSize: 18, margin: '24px 0 12px' }}>
        {t('texts.goals', { number: goals.length })}
      </Typography.Title>
      {goals.length === 0 && <Typography.Paragraph type="secondary">{t('texts.noGoals')}</Typography.Paragraph>}
      <div style={{ display: 'grid', gap: 12 }}>
        {goals.map((goal) => (
          <TextCard
            key={goal.Id}
            {...props}
            textKey={goalKey(goal.Id)}
            heading={goal.Title}
            label={t('texts.summaryOf', { name: goal.Title })}
            meta={
              <>
                {goal.OwnerName} <Tag style={{ marginLeft: 8 }}>{t(`goalState.${goal.State}`)}</Tag>
              </>
            }
            regenerate={goal.Title}
          />
        ))}
      </div>
    </>
  );
}

/** A year's summary: the executive summary, then one text per quarter, each to edit or write again. */
export function AnnualTexts(props: TextsProps) {
  const { t } = useTranslation('ai');
  const quarters = props.answer.Context?.Quarters ?? [];
  return (
    <>
      <TextCard
        {...props}
        textKey="summary"
        heading={t('texts.yearGlance')}
        label={t('texts.executiveSummary')}
        rows={5}
        level={2}
        regenerate={t('texts.theExecutiveSummary')}
      />
      <Typography.Title level={2} style={{ fontSize: 18, margin: '24px 0 12px' }}>
        {t('texts.quarters', { number: quarters.length })}
      </Typography.Title>
      <div style={{ display: 'grid', gap: 12 }}>
        {quarters.map((q) => (
          <TextCard
            key={q.PeriodId}
            {...props}
            textKey={periodKey(q.PeriodId)}
            heading={q.Name}
            label={t('texts.summaryOf', { name: q.Name })}
            meta={t('texts.goalCount', { count: q.Goals.length })}
            regenerate={q.Name}
          />
        ))}
      </div>
    </>
  );
}

type TextCardProps = TextsProps & {
  textKey: TextKey;
  heading: string;
  label: string;
  meta?: ReactNode;
  rows?: number;
  regenerate?: string;
  /** The first card is a section of the page (h2), the others sit under a section's h2 (h3). */
  level?: 2 | 3;
};

function TextCard({
  answer,
  edits,
  onChange,
  onRegenerate,
  regenerating,
  textKey,
  heading,
  label,
  meta,
  rows = 3,
  regenerate,
  level = 3,
}: TextCardProps) {
  const { t } = useTranslation('ai');
  const edited = edits[textKey] !== undefined;
  return (
    <Card size="small">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', justifyContent: 'space-between', marginBottom: 8 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={level} style={{ fontSize: 15, margin: 0 }}>
            {heading}
          </Typography.Title>
          {meta && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {meta}
            </Typography.Text>
          )}
        </div>
        {regenerate && (
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={regenerating === textKey}
            onClick={() => onRegenerate(textKey, regenerate)}
            aria-label={t('texts.regenerateWhat', { what: regenerate })}
          >
            {t('texts.regenerate')}
          </Button>
        )}
      </div>
      <Input.TextArea
        aria-label={label}
        value={shownText(answer, edits, textKey)}
        onChange={(event) => onChange(textKey, event.target.value)}
        maxLength={SUMMARY_TEXT_MAX}
        autoSize={{ minRows: rows, maxRows: 14 }}
        style={edited ? { borderColor: '#d48806' } : undefined}
      />
    </Card>
  );
}
