import { Alert, Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api-client';
import { useSuggestMeasurements } from '../api/suggest-measurements';
import type { GoalWording } from '../components/goal-wording';
import type { GoalFormValues } from '../form/goal-form-rules';
import { AiAnswerNote } from './ai-answer-note';
import { useGoalTextRequest } from './use-goal-text-request';
import { measurementText, wordingKind, type FunctionalArea } from './ai-rules';

type MeasurementSuggestionsProps = { area?: FunctionalArea; wording: GoalWording; viewerId: number };

/** 'Suggest measurements' (key results) for the title typed so far; a picked set replaces the field. */
export function MeasurementSuggestions({ area, wording, viewerId }: MeasurementSuggestionsProps) {
  const { t } = useTranslation('goalDetail');
  const form = Form.useFormInstance<GoalFormValues>();
  const ask = useSuggestMeasurements();
  const body = useGoalTextRequest(area, viewerId);
  const kind = wordingKind(wording);

  const use = (lines: string[]) => {
    form.setFieldValue('Measurement', measurementText(lines));
    void form.validateFields(['Measurement']).catch(() => undefined);
  };

  return (
    <div style={{ marginTop: -16, marginBottom: 24 }}>
      <Button size="small" onClick={() => body && ask.mutate(body)} loading={ask.isPending} disabled={!body}>
        {t(`ai.suggestMeasurements.${kind}`)}
      </Button>
      {!body && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
          {t(`ai.titleFirst.${kind}`)}
        </Typography.Text>
      )}
      {ask.isError && <Alert type="error" showIcon role="alert" title={errorText(ask.error)} style={{ marginTop: 8 }} />}
      {ask.data && !ask.isPending && (
        <section aria-label={t(`ai.suggestedMeasurements.${kind}`)} style={{ marginTop: 8 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`ai.pickMeasurements.${kind}`)}
          </Typography.Text>
          <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0', display: 'grid', gap: 8 }}>
            {ask.data.Suggestions.map((lines, i) => (
              <li key={lines.join('\n')} aria-label={t('ai.set', { number: i + 1 })}>
                <Card size="small">
                  <ul style={{ margin: '0 0 6px', paddingInlineStart: 20 }}>
                    {lines.map((l) => (
                      <li key={l}>{l}</li>
                    ))}
                  </ul>
                  <Button size="small" onClick={() => use(lines)} aria-label={t('ai.useTheseSet', { number: i + 1 })}>
                    {t('ai.useThese')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
          <AiAnswerNote writtenBy={ask.data.WrittenBy} sentFor={ask.data.SentFor} />
        </section>
      )}
    </div>
  );
}
