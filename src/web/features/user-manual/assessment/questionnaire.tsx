import { CheckCircleOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { App, Button, Progress, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Assessment } from '../../../../contract/user-manual';
import { errorText } from '../../../shared/api-client';
import { useSignedInSession } from '../../../shared/session';
import { useConnect, useSaveAnswers } from '../api/manual-api';
import { allAnswered, answeredCount, firstUnanswered, MANUAL_TAB_HREF } from '../manual-rules';
import { progressText, questionCounter, statementText } from '../manual-texts';
import { ChoiceList } from './choice-list';

// A chosen answer stays in view a moment before the next statement.
const ADVANCE_MS = 250;

/** One statement at a time; each answer is saved as it is given, so the questionnaire can be left and resumed. */
export function Questionnaire({ assessment, privateKey }: { assessment: Assessment; privateKey: string }) {
  const { t } = useTranslation('manual');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const me = useSignedInSession().Profile.Id;
  const [answers, setAnswers] = useState<Record<string, number>>(() => ({ ...assessment.Answers }));
  const [index, setIndex] = useState(() => firstUnanswered(assessment));
  // Taken again: every statement was answered before.
  const [retake] = useState(() => allAnswered(assessment));
  const save = useSaveAnswers(privateKey);
  const connect = useConnect();
  const { saving, enqueue, flush } = useAnswerQueue(save.mutateAsync, (error) => void message.error(errorText(error)));
  const advance = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advance.current), []);

  const questions = assessment.Questions;
  const question = questions[index];
  const sheet = { Questions: questions, Answers: answers };
  const done = allAnswered(sheet);
  const answered = answeredCount(sheet);
  const last = index === questions.length - 1;
  const progress = progressText(t, { Answered: answered, Total: questions.length });
  if (!question) return null;
  const current = answers[String(question.Id)];

  // Back or Next before a chosen answer moves on: only the button's move counts.
  const go = (to: number) => {
    window.clearTimeout(advance.current);
    setIndex(to);
  };

  const choose = (value: number) => {
    setAnswers((a) => ({ ...a, [String(question.Id)]: value }));
    enqueue(question.Id, value);
    window.clearTimeout(advance.current);
    if (!last) advance.current = window.setTimeout(() => setIndex(index + 1), ADVANCE_MS);
  };

  const seeManual = async () => {
    if (!(await flush())) return;
    connect.mutate(me, {
      onSuccess: () => void navigate(MANUAL_TAB_HREF),
      onError: (error) => void message.error(errorText(error)),
    });
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('assessment.howTo')}</Typography.Paragraph>
      {retake && <Typography.Paragraph type="secondary">{t('assessment.retake')}</Typography.Paragraph>}
      <section className="assessment__card" aria-labelledby="assessment-statement">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <Typography.Text strong>{questionCounter(t, index, questions.length)}</Typography.Text>
          <Typography.Text type="secondary">{saving ? t('assessment.saving') : progress}</Typography.Text>
        </div>
        <Progress percent={Math.round((answered / Math.max(1, questions.length)) * 100)} showInfo={false} aria-label={progress} />
        <p id="assessment-statement" className="assessment__statement">
          {statementText(t, question.Id, question.Text)}
        </p>
        <ChoiceList key={question.Id} labelledBy="assessment-statement" choices={assessment.Choices} value={current} onChoose={choose} />
        <div className="assessment__nav">
          <Button size="large" icon={<LeftOutlined />} disabled={index === 0} onClick={() => go(index - 1)}>
            {t('assessment.back')}
          </Button>
          {!last && (
            <Button size="large" disabled={current === undefined} onClick={() => go(index + 1)}>
              {t('assessment.next')} <RightOutlined />
            </Button>
          )}
        </div>
      </section>
      {!done && (
        <Typography.Paragraph style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={MANUAL_TAB_HREF}>{t('assessment.continueLater')}</Link>
          <Typography.Text type="secondary"> {t('assessment.keptSoFar')}</Typography.Text>
        </Typography.Paragraph>
      )}
      {done && (
        <section className="assessment__card" aria-label={t('assessment.finished')} style={{ marginTop: 16, textAlign: 'center' }}>
          <CheckCircleOutlined aria-hidden style={{ fontSize: 32, color: '#389e0d' }} />
          <Typography.Paragraph strong style={{ fontSize: 16, margin: '8px 0 4px' }}>
            {t('assessment.allAnswered', { total: questions.length })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('assessment.canGoBack')}</Typography.Paragraph>
          <Button type="primary" size="large" loading={connect.isPending || saving} onClick={() => void seeManual()}>
            {t('assessment.seeManual')}
          </Button>
        </section>
      )}
    </>
  );
}

/**
 * Saves answers one call after another (so a later answer never lands before an earlier one); answers a failed call
 * did not keep go again with the next, and `flush` tries once more before the manual is made.
 */
function useAnswerQueue(send: (body: { Answers: Record<string, number> }) => Promise<unknown>, onError: (error: unknown) => void) {
  const unsaved = useRef<Record<string, number>>({});
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const [pending, setPending] = useState(0);

  const push = () => {
    setPending((n) => n + 1);
    chain.current = chain.current.then(async () => {
      try {
        const batch = { ...unsaved.current };
        if (Object.keys(batch).length === 0) return true;
        await send({ Answers: batch });
        for (const [id, value] of Object.entries(batch)) if (unsaved.current[id] === value) delete unsaved.current[id];
        return true;
      } catch (error) {
        onError(error);
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    });
    return chain.current;
  };

  return {
    saving: pending > 0,
    enqueue: (id: number, value: number) => {
      unsaved.current[String(id)] = value;
      void push();
    },
    flush: push,
  };
}
