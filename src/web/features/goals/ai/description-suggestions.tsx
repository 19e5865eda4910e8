import { Button, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalTextRequest } from '../../../../contract/ai';
import { useDescriptionSuggestions } from '../api/suggest-descriptions';
import type { GoalWording } from '../components/goal-wording';
import type { GoalFormValues } from '../form/goal-form-rules';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { AiAnswerNote } from './ai-answer-note';
import { useGoalTextRequest } from './use-goal-text-request';
import { DESCRIPTION_DEBOUNCE_MS, wordingKind, type FunctionalArea } from './ai-rules';
import { errorText } from '../../../shared/api-client';

type DescriptionSuggestionsProps = { area?: FunctionalArea; wording: GoalWording; viewerId: number };

/** Descriptions offered as the title and measurement are typed (asked 400 ms after the typing pauses). */
export function DescriptionSuggestions({ area, wording, viewerId }: DescriptionSuggestionsProps) {
  const { t } = useTranslation('goalDetail');
  const form = Form.useFormInstance<GoalFormValues>();
  const typed = useGoalTextRequest(area, viewerId);
  // Debounced as text: a fresh object each render would never settle.
  const settled = useDebouncedValue(JSON.stringify(typed), DESCRIPTION_DEBOUNCE_MS);
  const body = useMemo(() => JSON.parse(settled) as GoalTextRequest | null, [settled]);
  const answer = useDescriptionSuggestions(body);
  const kind = wordingKind(wording);

  if (!body) return null;
  if (answer.isError) {
    return (
      <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: -16, marginBottom: 24, fontSize: 12 }}>
        {errorText(answer.error)}
      </Typography.Text>
    );
  }
  if (!answer.data) return null;
  return (
    <section aria-label={t(`ai.suggestedDescriptions.${kind}`)} style={{ marginTop: -16, marginBottom: 24 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`ai.pickDescription.${kind}`)}
      </Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0', display: 'grid', gap: 4 }}>
        {answer.data.Suggestions.map((d) => (
          <li key={d}>
            <Button
              size="small"
              type="dashed"
              style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'start', padding: '4px 8px' }}
              onClick={() => form.setFieldValue('Description', d)}
            >
              {d}
            </Button>
          </li>
        ))}
      </ul>
      <AiAnswerNote writtenBy={answer.data.WrittenBy} sentFor={answer.data.SentFor} />
    </section>
  );
}
