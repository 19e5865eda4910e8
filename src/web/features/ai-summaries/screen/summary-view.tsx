import { Alert, App, Card, Progress, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useSummary } from '../api/get-summary';
import { changedKeys, percentOf, phaseOf, REQUEST_FAILED, TRY_AGAIN, type Edits, type SummaryScope } from '../summary-rules';
import { SummaryResult } from './summary-result';

/** One summary: its generation's progress, a failure's message, or the result to read and edit. */
export function SummaryView({ scope }: { scope: SummaryScope }) {
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
    const dialog = modal.error({ title: 'The summary could not be generated', content: failedMessage });
    return () => dialog.destroy();
  }, [failedMessage, modal, summary.dataUpdatedAt]);
  useEffect(() => {
    if (!summary.isError) return;
    const dialog = modal.error({ title: REQUEST_FAILED, content: TRY_AGAIN });
    return () => dialog.destroy();
  }, [summary.isError, modal, summary.errorUpdatedAt]);

  const dirty = answer !== undefined && phase === 'done' && changedKeys(answer, edits).length > 0;
  const leaveGuard = useLeaveGuard(dirty);

  if (summary.isError && summary.data === undefined) return <Alert type="error" showIcon title={REQUEST_FAILED} description={TRY_AGAIN} />;
  if (!answer) {
    return (
      <Card>
        <Spin /> <Typography.Text style={{ marginLeft: 8 }}>Loading the summary…</Typography.Text>
      </Card>
    );
  }
  if (phase === 'generating') return <GeneratingCard kind={scope.kind} percent={percentOf(answer.Progress)} progress={answer.Progress} />;
  if (phase === 'failed') return <Alert type="error" showIcon title="The summary could not be generated" description={answer.Message} />;
  return (
    <>
      <SummaryResult scope={scope} answer={answer} edits={edits} onEdits={setEdits} />
      {leaveGuard}
    </>
  );
}

type GeneratingCardProps = { kind: SummaryScope['kind']; percent: number; progress: { Done: number; Total: number } | null };

function GeneratingCard({ kind, percent, progress }: GeneratingCardProps) {
  return (
    <Card>
      <div role="status" aria-live="polite" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Typography.Text strong>
          <Spin size="small" style={{ marginRight: 8 }} />
          Generating...
        </Typography.Text>
        <Progress percent={percent} status="active" style={{ maxWidth: 480 }} aria-label="Generation progress" />
        <Typography.Text type="secondary">
          {progress && progress.Total > 0
            ? `${progress.Done} of ${progress.Total} texts written. `
            : `Reading the goals of the ${kind === 'quarter' ? 'quarter' : 'year'}. `}
          This can take a minute; you may leave this page and come back, the summary is kept.
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
