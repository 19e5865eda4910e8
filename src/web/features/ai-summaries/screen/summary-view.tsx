import { Alert, App, Card, Progress, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useSummary } from '../api/get-summary';
import { changedKeys, percentOf, phaseOf, type Edits, type SummaryScope } from '../summary-rules';
import { numberText } from '../../../shared/numbers';
import { SummaryResult } from './summary-result';

/** One summary: its generation's progress, a failure's message, or the result to read and edit. */
export function SummaryView({ scope }: { scope: SummaryScope }) {
  const { t } = useTranslation('ai');
  const summary = useSummary(scope);
  const { modal } = App.useApp();
  const [edits, setEdits] = useState<Edits>({});
  const answer = summary.data;
  const phase = answer ? phaseOf(answer) : null;

  // The spec's dialogs: a failed generation shows the server's message, a failed request asks to try again.
  const failedMessage = phase === 'failed' ? answer?.Message : null;
  // Each dialog closes with the state that opened it (and is not opened twice by a development double render).
  useEffect(() => {
    if (!failedMessage) return;
    const dialog = modal.error({ title: t('view.notGenerated'), content: failedMessage });
    return () => dialog.destroy();
  }, [failedMessage, modal, summary.dataUpdatedAt, t]);
  useEffect(() => {
    if (!summary.isError) return;
    const dialog = modal.error({ title: t('view.requestFailed'), content: t('view.tryAgain') });
    return () => dialog.destroy();
  }, [summary.isError, modal, summary.errorUpdatedAt, t]);

  const dirty = answer !== undefined && phase === 'done' && changedKeys(answer, edits).length > 0;
  const leaveGuard = useLeaveGuard(dirty);

  if (summary.isError && summary.data === undefined)
    return <Alert type="error" showIcon title={t('view.requestFailed')} description={t('view.tryAgain')} />;
  if (!answer) {
    return (
      <Card>
        <Spin /> <Typography.Text style={{ marginLeft: 8 }}>{t('view.loading')}</Typography.Text>
      </Card>
    );
  }
  if (phase === 'generating') return <GeneratingCard kind={scope.kind} percent={percentOf(answer.Progress)} progress={answer.Progress} />;
  if (phase === 'failed') return <Alert type="error" showIcon title={t('view.notGenerated')} description={answer.Message} />;
  return (
    <>
      <SummaryResult scope={scope} answer={answer} edits={edits} onEdits={setEdits} />
      {leaveGuard}
    </>
  );
}

type GeneratingCardProps = { kind: SummaryScope['kind']; percent: number; progress: { Done: number; Total: number } | null };

function GeneratingCard({ kind, percent, progress }: GeneratingCardProps) {
  const { t } = useTranslation('ai');
  return (
    <Card>
      <div role="status" aria-live="polite" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Typography.Text strong>
          <Spin size="small" style={{ marginRight: 8 }} />
          {t('view.generating')}
        </Typography.Text>
        <Progress percent={percent} status="active" style={{ maxWidth: 480 }} aria-label={t('view.progress')} />
        <Typography.Text type="secondary">
          {progress && progress.Total > 0
            ? t('view.written', { done: numberText(progress.Done), total: numberText(progress.Total) })
            : t(`view.reading.${kind}`)}{' '}
          {t('view.takesAMinute')}
        </Typography.Text>
      </div>
    </Card>
  );
}

/** Asks before leaving the screen (or reloading it) with unsaved edits; render what it returns. */
function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) => dirty && (from.pathname !== to.pathname || from.search !== to.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <UnsavedChangesGuard open={blocker.state === 'blocked'} onDiscard={() => blocker.proceed?.()} onContinue={() => blocker.reset?.()} />
  );
}
