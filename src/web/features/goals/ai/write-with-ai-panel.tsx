import { Alert, Button, Collapse, Form, Input, Select, Typography } from 'antd';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalList } from '../../../../contract/goals';
import { goalKeys } from '../api/goal-keys';
import type { GoalSuggestion } from '../../../../contract/ai';
import { errorText } from '../../../shared/api-client';
import { useSuggestGoals } from '../api/suggest-goals';
import type { GoalWording } from '../components/goal-wording';
import type { GoalFormValues } from '../form/goal-form-rules';
import { AiAnswerNote } from './ai-answer-note';
import {
  areaText,
  filledBy,
  FUNCTIONAL_AREAS,
  goalSuggestRequest,
  pastTitlesFrom,
  whyNotAsk,
  wordingKind,
  type FunctionalArea,
} from './ai-rules';
import { GoalSuggestionCards } from './goal-suggestion-cards';

type WriteWithAiPanelProps = {
  area?: FunctionalArea;
  onAreaChange: (area: FunctionalArea) => void;
  wording: GoalWording;
  viewerId: number;
};

/** 'Write with AI': a functional area and some context give three goals to pick from; one fills the form. */
export function WriteWithAiPanel(props: WriteWithAiPanelProps) {
  const { t } = useTranslation('goalDetail');
  return <Collapse style={{ marginBottom: 24 }} items={[{ key: 'ai', label: t('ai.panelTitle'), children: <AiPanelBody {...props} /> }]} />;
}

function AiPanelBody({ area, onAreaChange, wording, viewerId }: WriteWithAiPanelProps) {
  const { t } = useTranslation('goalDetail');
  const form = Form.useFormInstance<GoalFormValues>();
  const ownerId = Form.useWatch('OwnerId', form);
  const periodId = Form.useWatch('PeriodId', form);
  const parentId = Form.useWatch('ParentId', form);
  const [context, setContext] = useState('');
  const ask = useSuggestGoals();
  const queryClient = useQueryClient();
  const values = { OwnerId: ownerId, PeriodId: periodId, ParentId: parentId };
  const blocked = whyNotAsk({ values, area }, t);

  const suggest = () => {
    const loaded = queryClient
      .getQueriesData<InfiniteData<GoalList>>({ queryKey: goalKeys.lists() })
      .flatMap(([, list]) => list?.pages.flatMap((p) => p.data) ?? []);
    const pastTitles = pastTitlesFrom(loaded, ownerId ?? viewerId, periodId);
    const body = goalSuggestRequest({ values, viewerId, area, context, pastTitles });
    if (body) ask.mutate(body);
  };
  const use = (s: GoalSuggestion) => {
    form.setFieldsValue(filledBy(s));
    // The filled fields are below the suggestions: show the person what changed.
    form.scrollToField('Title', { block: 'center' });
    void form.validateFields(['Title', 'Measurement']).catch(() => undefined);
  };

  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t(`ai.intro.${wordingKind(wording)}`)}
      </Typography.Paragraph>
      <Form.Item label={t('ai.area')} htmlFor="ai-area" required>
        <Select
          id="ai-area"
          value={area}
          onChange={onAreaChange}
          options={FUNCTIONAL_AREAS.map((a) => ({ value: a, label: areaText(a, t) }))}
          placeholder={t('ai.areaPlaceholder')}
        />
      </Form.Item>
      <Form.Item label={t('ai.context')} htmlFor="ai-context" extra={t('ai.contextHelp')}>
        <Input.TextArea
          id="ai-context"
          value={context}
          onChange={(e) => setContext(e.target.value)}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={1000}
        />
      </Form.Item>
      <Button type="primary" ghost onClick={suggest} loading={ask.isPending} disabled={blocked !== null}>
        {t('ai.suggestGoals')}
      </Button>
      {blocked && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
          {blocked}
        </Typography.Text>
      )}
      {ask.isError && <Alert type="error" showIcon role="alert" title={errorText(ask.error)} style={{ marginTop: 12 }} />}
      {ask.data && !ask.isPending && (
        <section aria-label={t('ai.goalSuggestions')} style={{ marginTop: 12 }}>
          <GoalSuggestionCards suggestions={ask.data.Suggestions} wording={wording} onUse={use} />
          <AiAnswerNote writtenBy={ask.data.WrittenBy} sentFor={ask.data.SentFor} />
        </section>
      )}
    </>
  );
}
