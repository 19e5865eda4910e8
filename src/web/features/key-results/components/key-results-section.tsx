import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../../contract/goals';
import type { KeyResult } from '../../../../contract/key-results';
import { ProgressBar } from '../../../components/progress-bar';
import { useSession } from '../../../shared/session';
import { useGoalProgress, useKeyResults } from '../api/key-results-api';
import { moved } from '../../../../domain/key-results/order';
import { errorText } from '../../../shared/api-client';
import { useOrderKeyResults } from '../api/order-key-results';
import { useKeyResultProposal } from '../api/proposal-api';
import { permissionsOn } from '../key-result-rules';
import { CheckinDialog } from './checkin-dialog';
import { KeyResultFormDialog, type OwnerPickerProps } from './key-result-form-dialog';
import { KeyResultRow } from './key-result-row';
import { ProgressByWeek } from './progress-by-week';
import { ProposalDialog } from './proposal-dialog';
import { ProposalSummary } from './proposal-summary';
import { RollupSetting } from './rollup-setting';

type KeyResultsSectionProps = {
  goal: Goal;
  /** Refreshes the goal's own screens after a change (its progress shows in its header and lists). */
  onChanged?: () => unknown;
  /** Picks a key result's owner from the people who can own goals: the goals feature's search, handed in. */
  ownerPicker: ComponentType<OwnerPickerProps>;
  headingLevel: 1 | 2 | 3 | 4 | 5;
};

type Dialog =
  { kind: 'add' } | { kind: 'edit'; keyResult: KeyResult } | { kind: 'checkIn'; keyResult: KeyResult } | { kind: 'propose' } | null;

/** A goal's measured key results (issue 31): their progress against the quarter's line, set-up, check-ins and the weeks. */
export function KeyResultsSection({ goal, onChanged, ownerPicker, headingLevel }: KeyResultsSectionProps) {
  const { t } = useTranslation('goalDetail');
  const me = useSession().data?.Profile.Id ?? 0;
  const keyResults = useKeyResults(goal.Id);
  // The weeks are asked for only once there is progress to draw (key results, or aligned goals counted): most goals'
  // detail makes no request for them.
  const measured = (keyResults.data?.length ?? 0) > 0 || goal.Progress !== null;
  const progress = useGoalProgress(goal.Id, measured);
  const [dialog, setDialog] = useState<Dialog>(null);
  const order = useOrderKeyResults(goal.Id);
  const { message } = App.useApp();
  const today = dayjs().format('YYYY-MM-DD');
  const allowed = permissionsOn(goal, me, today);
  const mayChange = allowed.Change;
  // An open edit may hold proposed key results (decision 070); the owner who proposes starts one from here.
  const hasEdit = goal.Badges.includes('Pending edits');
  const proposal = useKeyResultProposal(goal.Id, hasEdit);

  if (keyResults.isPending) return <Spin />;
  if (keyResults.data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('keyResults.loadFailed')}
        action={
          <Button size="small" onClick={() => void keyResults.refetch()}>
            {t('keyResults.tryAgain')}
          </Button>
        }
      />
    );
  }
  const list = keyResults.data;
  // A goal without key results or progress says nothing of them to those who cannot add or propose any.
  if (!measured && !mayChange && !allowed.Propose && !proposal.data) return null;
  const expected = progress.data?.Expected ?? null;
  const close = () => setDialog(null);
  const move = (index: number, by: -1 | 1) =>
    order.mutate(
      moved(
        list.map((kr) => kr.Id),
        index,
        by,
      ),
      { onError: (error) => void message.error(errorText(error)) },
    );

  return (
    <section aria-labelledby={`key-results-${goal.Id}`} style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Title id={`key-results-${goal.Id}`} level={headingLevel} style={{ fontSize: 16, margin: 0 }}>
          {t('keyResults.title')}
        </Typography.Title>
        {mayChange && list.length < 25 && (
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            {t('keyResults.add')}
          </Button>
        )}
        {allowed.Propose && !proposal.data && (
          <Button icon={<EditOutlined />} onClick={() => setDialog({ kind: 'propose' })}>
            {t('keyResults.proposal.propose')}
          </Button>
        )}
      </div>
      <ProposalSummary
        goalId={goal.Id}
        enabled={hasEdit}
        owner={allowed.Propose ? { onChange: () => setDialog({ kind: 'propose' }), onChanged } : undefined}
      />
      <RollupSetting goal={goal} onChanged={onChanged} />
      {list.length === 0 && (mayChange || allowed.Propose) && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('keyResults.none')}
        </Typography.Paragraph>
      )}
      {goal.Progress !== null && (
        <div style={{ display: 'grid', gap: 4 }}>
          <Typography.Text strong>{t('keyResults.goalProgress')}</Typography.Text>
          <ProgressBar progress={goal.Progress} expected={goal.State === 'approved' ? expected : null} />
        </div>
      )}
      {list.length > 0 && (
        <ul aria-label={t('keyResults.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {list.map((kr, i) => (
            <li key={kr.Id}>
              <KeyResultRow
                keyResult={kr}
                expected={goal.State === 'approved' ? expected : null}
                showOwner={kr.OwnerId !== goal.User.Id}
                permissions={permissionsOn(goal, me, today, kr.OwnerId)}
                goalId={goal.Id}
                onChanged={onChanged}
                onEdit={() => setDialog({ kind: 'edit', keyResult: kr })}
                onCheckIn={() => setDialog({ kind: 'checkIn', keyResult: kr })}
                onMove={{
                  up: i > 0 ? () => move(i, -1) : undefined,
                  down: i < list.length - 1 ? () => move(i, 1) : undefined,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {progress.data && goal.State !== 'draft' && goal.State !== 'review' && (
        <ProgressByWeek
          progress={progress.data}
          headingLevel={Math.min(headingLevel + 1, 5) as 2 | 3 | 4 | 5}
          countsAligned={goal.CountChildren}
        />
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <KeyResultFormDialog
          goal={goal}
          keyResult={dialog.kind === 'edit' ? dialog.keyResult : null}
          ownerPicker={ownerPicker}
          onChanged={onChanged}
          onClose={close}
        />
      )}
      {dialog?.kind === 'propose' && (
        <ProposalDialog
          goal={goal}
          current={list}
          proposal={proposal.data ?? null}
          ownerPicker={ownerPicker}
          onChanged={onChanged}
          onClose={close}
        />
      )}
      {dialog?.kind === 'checkIn' && <CheckinDialog goalId={goal.Id} keyResult={dialog.keyResult} onChanged={onChanged} onClose={close} />}
    </section>
  );
}
