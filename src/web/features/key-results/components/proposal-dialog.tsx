import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Typography } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Goal } from '../../../../contract/goals';
import type { KeyResult, KeyResultProposal, KeyResultSave } from '../../../../contract/key-results';
import { moved } from '../../../../domain/key-results/order';
import { errorText, isApiError } from '../../../shared/api-client';
import { useProposeKeyResults } from '../api/proposal-api';
import { itemOf, proposalErrors, proposedItemOf, type ProposedItem } from '../proposal-rules';
import { targetText } from '../key-result-rules';
import { KeyResultFormDialog, type OwnerPickerProps } from './key-result-form-dialog';

type ProposalDialogProps = {
  goal: Goal;
  /** The goal's key results now, where a first proposal starts. */
  current: KeyResult[];
  /** The proposal open now, which a change starts from. */
  proposal: KeyResultProposal | null;
  ownerPicker: ComponentType<OwnerPickerProps>;
  onChanged?: () => unknown;
  onClose: () => void;
};

type ItemDialog = { index: number | null } | null;

/**
 * The owner of an approved goal proposes its key results (decision 070): the whole new list, edited here and saved with
 * the goal's edit, which the manager approves. Nothing changes on the goal until then.
 */
export function ProposalDialog({ goal, current, proposal, ownerPicker, onChanged, onClose }: ProposalDialogProps) {
  const { t, i18n } = useTranslation('goalDetail');
  const { message } = App.useApp();
  const [items, setItems] = useState<ProposedItem[]>(() => (proposal?.KeyResults ?? current).map(itemOf));
  const [itemDialog, setItemDialog] = useState<ItemDialog>(null);
  const propose = useProposeKeyResults(goal.Id, onChanged);

  const keep = (index: number | null) => (body: KeyResultSave) =>
    setItems((list) => {
      const item = proposedItemOf(body, index === null ? null : list[index]!, goal.User.Id);
      return index === null ? [...list, item] : list.map((old, i) => (i === index ? item : old));
    });
  const move = (index: number, by: -1 | 1) =>
    setItems((list) =>
      moved(
        list.map((_, i) => i),
        index,
        by,
      ).map((i) => list[i]!),
    );
  const remove = (index: number) => setItems((list) => list.filter((_, i) => i !== index));
  const save = () =>
    propose.mutate(
      { KeyResults: items.map(({ OwnerName: _, ...item }) => item) },
      {
        onSuccess: () => {
          void message.success(t('keyResults.proposal.saved'));
          onClose();
        },
      },
    );
  const problems = propose.error
    ? isApiError(propose.error)
      ? proposalErrors(propose.error.errors, items, propose.error.message)
      : [errorText(propose.error)]
    : [];

  return (
    <Modal
      open
      title={t('keyResults.proposal.dialogTitle')}
      okText={t('keyResults.proposal.save')}
      cancelText={t('keyResults.form.cancel')}
      onOk={save}
      onCancel={() => !propose.isPending && onClose()}
      confirmLoading={propose.isPending}
      cancelButtonProps={{ disabled: propose.isPending }}
      mask={{ closable: !propose.isPending }}
      width={640}
      destroyOnHidden
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('keyResults.proposal.explain')}</Typography.Paragraph>
        {problems.length > 0 && <Alert type="error" showIcon title={t('keyResults.proposal.notSaved')} description={problems.join(' ')} />}
        {items.length === 0 ? (
          <Typography.Text type="secondary">{t('keyResults.proposal.empty')}</Typography.Text>
        ) : (
          <ol aria-label={t('keyResults.proposal.listLabel')} style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
            {items.map((item, i) => (
              <li
                key={`${item.Id ?? 'new'}-${i}`}
                style={{ border: '1px solid #F0F0F0', borderRadius: 8, padding: '8px 12px', display: 'flex', gap: 8, alignItems: 'center' }}
              >
                <div style={{ minWidth: 0, flex: 1, display: 'grid' }}>
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {item.Title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {item.Id === null ? `${t('keyResults.proposal.added')} · ` : ''}
                    {targetText(item, t, i18n.language)}
                  </Typography.Text>
                </div>
                <div style={{ display: 'flex', gap: 4, flexShrink: 0 }}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('keyResults.proposal.editOne', { title: item.Title })}
                    onClick={() => setItemDialog({ index: i })}
                  />
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('keyResults.proposal.moveUpOne', { title: item.Title })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('keyResults.proposal.moveDownOne', { title: item.Title })}
                    disabled={i === items.length - 1}
                    onClick={() => move(i, 1)}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('keyResults.proposal.removeOne', { title: item.Title })}
                    onClick={() => remove(i)}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
        {items.length < 25 && (
          <Button icon={<PlusOutlined />} onClick={() => setItemDialog({ index: null })} style={{ justifySelf: 'start' }}>
            {t('keyResults.add')}
          </Button>
        )}
      </div>
      {itemDialog && (
        <KeyResultFormDialog
          goal={goal}
          keyResult={itemDialog.index === null ? null : items[itemDialog.index]!}
          ownerPicker={ownerPicker}
          keep={keep(itemDialog.index)}
          onClose={() => setItemDialog(null)}
        />
      )}
    </Modal>
  );
}
