import { App, Button, Form, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { Drawer } from '../../../components/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/download';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { talentRoutes as e } from '../../../../contract/routes/talent';
import type { Appraisal, AppraisalSave, TalentLabels } from '../../../../contract/talent';
import type { ReviewQuestion } from '../../../../contract/talent-reviews';
import {
  useAppraisal,
  useCreateAppraisal,
  useDeleteAppraisal,
  useShareAppraisal,
  useTalentLabels,
  useUpdateAppraisal,
} from '../api/talent-api';
import { NotAuthorized } from '../page/not-authorized';
import { AppraisalForm, type AppraisalValues } from './appraisal-form';
import { AppraisalView } from './appraisal-view';
import { FeedbackSection } from '../feedback/feedback-section';
import { PeriodGoals } from './period-goals';
import { SignModal } from './sign-modal';
import { StatusTag } from './status-tag';
import { useWiderThan } from '../../../shared/use-wider-than';
import { errorText } from '../../../shared/api-client';
import { useReviewQuestions } from '../reviews/reviews-api';
import { answersToValues, valuesToAnswers } from '../reviews/answer-rules';
import { SelfReviewPanel } from '../reviews/self-review-panel';

/** What the drawer opens on: an appraisal, or a new one for a person and quarter. */
export type AppraisalTarget =
  { kind: 'view'; id: number } | { kind: 'create'; userId: number; userName: string; periodId: number; quarter: string };

const WIDTH = 860;

/**
 * The appraisal drawer (spec 001 §2, widened for issue 34): the form or the appraisal on one side; beside it the employee's
 * self-review and the person's goals of the quarter (above and below it on a phone).
 */
export function AppraisalDrawer({ target, onClose }: { target: AppraisalTarget; onClose: () => void }) {
  const { t } = useTranslation('talent');
  const labels = useTalentLabels();
  const questions = useReviewQuestions();
  const loaded = useAppraisal(target.kind === 'view' ? target.id : null);
  const wide = useWiderThan('md');
  const ready = labels.data && questions.data && (target.kind === 'create' || loaded.data);
  const name = target.kind === 'create' ? target.userName : loaded.data?.User.Name;
  const title = name ? t('drawer.titleOf', { name }) : t('drawer.title');
  return (
    <Drawer open title={title} size={wide ? WIDTH : '100%'} onClose={onClose} destroyOnHidden>
      {!ready ? (
        loaded.isError ? (
          <NotAuthorized error={loaded.error} />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )
      ) : (
        <DrawerBody
          target={target}
          appraisal={loaded.data ?? null}
          labels={labels.data!}
          asked={questions.data!.Manager.Questions}
          onClose={onClose}
          wide={wide}
        />
      )}
    </Drawer>
  );
}

type BodyProps = {
  target: AppraisalTarget;
  appraisal: Appraisal | null;
  labels: TalentLabels;
  /** The company's manager questions now: what a new appraisal asks (one already started keeps its own). */
  asked: ReviewQuestion[];
  onClose: () => void;
  wide: boolean;
};

function DrawerBody({ target, appraisal, labels, asked, onClose, wide }: BodyProps) {
  const { t } = useTranslation('talent');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<AppraisalValues>();
  const [editing, setEditing] = useState(target.kind === 'create');
  const [signing, setSigning] = useState<'employee' | 'manager' | null>(null);
  const create = useCreateAppraisal();
  const update = useUpdateAppraisal();
  const remove = useDeleteAppraisal();
  const share = useShareAppraisal();
  const questions = appraisal ? (appraisal.Questions ?? []) : asked;
  const initial: AppraisalValues = appraisal
    ? {
        Primary: appraisal.PrimaryRating ?? undefined,
        Secondary: appraisal.SecondaryRating ?? undefined,
        TertiaryRating: appraisal.TertiaryRating,
        Review: appraisal.Review,
        Answers: answersToValues(questions, appraisal.Answers ?? []),
      }
    : { Review: '' };
  const { requestClose, guard } = useUnsavedChangesGuard(() => editing && form.isFieldsTouched(), onClose);
  const userId = appraisal?.UserId ?? (target.kind === 'create' ? target.userId : 0);
  const periodId = appraisal?.EvaluationPeriodId ?? (target.kind === 'create' ? target.periodId : 0);
  const p = appraisal?.Permissions;

  const save = async () => {
    // An invalid form shows its messages; validateFields rejects with them, which is not an error here.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body: AppraisalSave = {
      UserId: userId,
      EvaluationPeriodId: periodId,
      Primary: v.Primary!,
      Secondary: v.Secondary!,
      TertiaryRating: labels.EnableTertiaryRatings ? (v.TertiaryRating ?? null) : null,
      Review: v.Review ?? '',
      ...(questions.length > 0 ? { Answers: valuesToAnswers(questions, v.Answers) } : {}),
    };
    const done = {
      onSuccess: () => {
        void message.success(t('drawer.saved'));
        if (target.kind === 'create') onClose();
        else setEditing(false);
      },
      onError: (err: unknown) => void message.error(errorText(err)),
    };
    if (appraisal) update.mutate({ id: appraisal.Id, body }, done);
    else create.mutate(body, done);
  };

  const confirmShare = () =>
    modal.confirm({
      title: t('drawer.shareTitle'),
      content: t('drawer.shareText', { name: appraisal!.User.Name }),
      okText: t('drawer.share'),
      onOk: () =>
        share.mutateAsync(appraisal!.Id).then(
          () => void message.success(t('drawer.shared')),
          (err) => void message.error(errorText(err)),
        ),
    });

  const print = () =>
    downloadFile(e.print, { params: { id: appraisal!.Id } }, t('drawer.printFile')).catch((err) => void message.error(errorText(err)));

  const buttons = editing ? (
    <Button type="primary" onClick={() => void save()} loading={create.isPending || update.isPending}>
      {t('drawer.save')}
    </Button>
  ) : (
    <>
      {p?.CanDelete && (
        <Popconfirm
          title={t('drawer.deleteConfirm')}
          okText={t('drawer.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutate(appraisal!.Id, { onSuccess: onClose, onError: (err) => void message.error(errorText(err)) })}
        >
          <Button danger>{t('drawer.delete')}</Button>
        </Popconfirm>
      )}
      {p?.CanEdit && <Button onClick={() => setEditing(true)}>{t('drawer.edit')}</Button>}
      {p?.CanShare && (
        <Button type="primary" onClick={confirmShare}>
          {t('drawer.share')}
        </Button>
      )}
      {p?.CanSign && (
        <Button type="primary" onClick={() => setSigning('employee')}>
          {t(appraisal?.EmployeeSignature ? 'drawer.changeSignature' : 'drawer.sign')}
        </Button>
      )}
      {p?.CanCountersign && (
        <Button type="primary" onClick={() => setSigning('manager')}>
          {t('drawer.signAndComplete')}
        </Button>
      )}
      {p?.CanPrint && <Button onClick={() => void print()}>{t('drawer.print')}</Button>}
    </>
  );

  const name = appraisal?.User.Name ?? (target.kind === 'create' ? target.userName : '');
  const selfReview = <SelfReviewPanel userId={userId} periodId={periodId} name={name} />;
  return (
    <>
      <div
        style={
          wide
            ? { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 300px', gap: 24, alignItems: 'start' }
            : { display: 'grid', gap: 24 }
        }
      >
        {/* On a phone the employee's own view comes first, above the manager's. */}
        {!wide && selfReview}
        <div style={{ minWidth: 0 }}>
          <Space style={{ marginBottom: 16 }} wrap>
            <Typography.Text type="secondary">
              {target.kind === 'create' ? target.quarter : t('drawer.reviewer', { name: appraisal!.Reviewer.Name })}
            </Typography.Text>
            <StatusTag state={appraisal?.State ?? null} progress={appraisal?.Progress} />
          </Space>
          {editing ? (
            <AppraisalForm form={form} labels={labels} initial={initial} questions={questions} />
          ) : (
            <AppraisalView appraisal={appraisal!} labels={labels} />
          )}
        </div>
        <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
          {wide && selfReview}
          <FeedbackSection userId={userId} periodId={periodId} />
          <aside aria-label={t('drawer.goals')} style={{ background: '#fafafa', borderRadius: 8, padding: 16 }}>
            <PeriodGoals userId={userId} periodId={periodId} />
          </aside>
        </div>
      </div>
      <div style={{ marginTop: 24 }}>
        <DrawerFooter onCancel={editing && appraisal ? () => setEditing(false) : requestClose} readOnly={!editing}>
          {buttons}
        </DrawerFooter>
      </div>
      {guard}
      {signing && appraisal && <SignModal appraisal={appraisal} as={signing} onClose={() => setSigning(null)} />}
    </>
  );
}
