import { Alert, App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyResultProposal } from '../../../../contract/key-results';
import { errorText } from '../../../shared/api-client';
import { useKeyResults } from '../api/key-results-api';
import { useKeyResultProposal, useWithdrawProposal } from '../api/proposal-api';
import { targetText } from '../key-result-rules';

type ProposalSummaryProps = {
  goalId: number;
  /** Asked for only while the goal has an open edit. */
  enabled: boolean;
  /** The owner's actions on the proposal; absent for everyone else, the reviewer included. */
  owner?: { onChange: () => void; onChanged?: () => unknown };
};

/**
 * The key results proposed with the goal's edit (decision 070), as the owner, the reviewing manager and anyone who
 * sees the goal's edits read them: the new list with what is new or changed, and what it removes.
 */
export function ProposalSummary({ goalId, enabled, owner }: ProposalSummaryProps) {
  const { t } = useTranslation('goalDetail');
  const proposal = useKeyResultProposal(goalId, enabled);
  if (!enabled || proposal.isPending) return null;
  if (proposal.isError) return <Alert type="warning" showIcon title={t('keyResults.proposal.loadFailed')} />;
  if (!proposal.data) return null;
  const p = proposal.data;
  return (
    <Alert
      type="info"
      showIcon
      title={t(p.State === 'review' ? 'keyResults.proposal.reviewTitle' : 'keyResults.proposal.draftTitle')}
      description={<ProposedList proposal={p} goalId={goalId} />}
      action={owner && p.State === 'draft' ? <OwnerActions goalId={goalId} {...owner} /> : undefined}
    />
  );
}

function ProposedList({ proposal: p, goalId }: { proposal: KeyResultProposal; goalId: number }) {
  const { t, i18n } = useTranslation('goalDetail');
  // A changed one says what it was: the goal's list now (the section has it already; the review asks once).
  const current = useKeyResults(goalId).data ?? [];
  const was = (id: number | null) => {
    const kr = current.find((k) => k.Id === id);
    return kr && t('keyResults.proposal.was', { what: `${kr.Title} · ${targetText(kr, t, i18n.language)}` });
  };
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      {p.KeyResults.length === 0 ? (
        <Typography.Text>{t('keyResults.proposal.empty')}</Typography.Text>
      ) : (
        <ol aria-label={t('keyResults.proposal.listLabel')} style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 2 }}>
          {p.KeyResults.map((kr, i) => (
            <li key={`${kr.Id ?? 'new'}-${i}`}>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{kr.Title}</Typography.Text>
              <Typography.Text type="secondary"> · {targetText(kr, t, i18n.language)}</Typography.Text>
              {kr.Change !== 'unchanged' && (
                <Tag color={kr.Change === 'added' ? 'green' : 'blue'} style={{ marginInlineStart: 8 }}>
                  {t(kr.Change === 'added' ? 'keyResults.proposal.added' : 'keyResults.proposal.changed')}
                </Tag>
              )}
              {kr.Change === 'changed' && was(kr.Id) && (
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {was(kr.Id)}
                </Typography.Text>
              )}
            </li>
          ))}
        </ol>
      )}
      {p.Removed.length > 0 && (
        <Typography.Text>{t('keyResults.proposal.removed', { titles: p.Removed.map((r) => r.Title).join(', ') })}</Typography.Text>
      )}
      {p.State === 'draft' && <Typography.Text type="secondary">{t('keyResults.proposal.draftHelp')}</Typography.Text>}
    </div>
  );
}

function OwnerActions({ goalId, onChange, onChanged }: { goalId: number; onChange: () => void; onChanged?: () => unknown }) {
  const { t } = useTranslation('goalDetail');
  const { message } = App.useApp();
  const withdraw = useWithdrawProposal(goalId, onChanged);
  return (
    <Space orientation="vertical" size={4}>
      <Button size="small" onClick={onChange}>
        {t('keyResults.proposal.change')}
      </Button>
      <Popconfirm
        title={t('keyResults.proposal.withdrawTitle')}
        description={t('keyResults.proposal.withdrawText')}
        okText={t('keyResults.proposal.withdraw')}
        cancelText={t('keyResults.actions.cancel')}
        okButtonProps={{ danger: true, loading: withdraw.isPending }}
        onConfirm={() =>
          withdraw.mutateAsync().then(
            (answer) => void message.success(answer.Message),
            (error: unknown) => void message.error(errorText(error)),
          )
        }
      >
        <Button size="small" danger>
          {t('keyResults.proposal.withdraw')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
