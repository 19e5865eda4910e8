import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyResult } from '../../../../contract/key-results';
import type { KeyResultPermissions } from '../../../../domain/key-results/permissions';
import { ProgressBar } from '../../../components/progress-bar';
import { errorText } from '../../../shared/api-client';
import { numberText } from '../../../shared/numbers';
import { useRemoveKeyResult } from '../api/key-results-api';
import { amountText, showsExpected, targetText } from '../key-result-rules';

type KeyResultRowProps = {
  keyResult: KeyResult;
  expected: number | null;
  showOwner: boolean;
  permissions: KeyResultPermissions;
  goalId: number;
  onChanged?: () => unknown;
  onEdit: () => void;
  onCheckIn: () => void;
  /** Moves the key result one place up (-1) or down (+1); absent at that end of the list. */
  onMove?: { up?: () => void; down?: () => void };
};

/** One key result: its title, where it stands and where it is headed, its bar, and what the viewer may do with it. */
export function KeyResultRow({
  keyResult: kr,
  expected,
  showOwner,
  permissions,
  goalId,
  onChanged,
  onEdit,
  onCheckIn,
  onMove,
}: KeyResultRowProps) {
  const { t, i18n } = useTranslation('goalDetail');
  const { modal, message } = App.useApp();
  const remove = useRemoveKeyResult(goalId, onChanged);
  const confirmRemove = () =>
    modal.confirm({
      title: t('keyResults.actions.removeTitle'),
      content: t('keyResults.actions.removeText'),
      okText: t('keyResults.actions.removeOk'),
      okButtonProps: { danger: true },
      cancelText: t('keyResults.actions.cancel'),
      onOk: () =>
        remove.mutateAsync(kr.Id).then(
          (answer) => void message.success(answer.Message),
          (error: unknown) => void message.error(errorText(error)),
        ),
    });
  const facts = [
    `${amountText(kr, kr.Current, t, i18n.language)} · ${targetText(kr, t, i18n.language)}`,
    showOwner ? t('keyResults.ownedBy', { name: kr.OwnerName }) : null,
    kr.Weight !== 1 ? t('keyResults.weight', { weight: numberText(kr.Weight, 2) }) : null,
  ].filter(Boolean);

  return (
    <div style={{ border: '1px solid #F0F0F0', borderRadius: 8, padding: 12, display: 'grid', gap: 8, background: '#fff' }}>
      <div style={{ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: 8 }}>
        <div style={{ minWidth: 0, display: 'grid', gap: 2 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {kr.Title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {facts.join(' · ')}
          </Typography.Text>
        </div>
        <div style={{ display: 'flex', gap: 4, flexShrink: 0 }}>
          {permissions.CheckIn && (
            <Button size="small" type="primary" ghost onClick={onCheckIn}>
              {t('keyResults.actions.checkIn')}
            </Button>
          )}
          {permissions.Change && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'edit', label: t('keyResults.actions.edit'), onClick: onEdit },
                  ...(onMove?.up ? [{ key: 'up', label: t('keyResults.actions.moveUp'), onClick: onMove.up }] : []),
                  ...(onMove?.down ? [{ key: 'down', label: t('keyResults.actions.moveDown'), onClick: onMove.down }] : []),
                  { key: 'remove', label: t('keyResults.actions.remove'), danger: true, onClick: confirmRemove },
                ],
              }}
            >
              <Button size="small" icon={<MoreOutlined />} aria-label={t('keyResults.actions.moreFor', { title: kr.Title })} />
            </Dropdown>
          )}
        </div>
      </div>
      <ProgressBar progress={kr.Progress} expected={showsExpected(kr) ? expected : null} />
    </div>
  );
}
