import { Alert, App, Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelfReview } from '../../../../contract/talent-reviews';
import { Drawer } from '../../../components/drawer';
import { DrawerFooter } from '../../../components/drawer-footer';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorText } from '../../../shared/api-client';
import { useWiderThan } from '../../../shared/use-wider-than';
import { AnswerFields } from './answer-fields';
import { answersToValues, valuesToAnswers, type AnswerValues } from './answer-rules';
import { AnswersView } from './answers-view';
import { useSaveSelfReview } from './reviews-api';

type Values = { Answers?: AnswerValues };

/** The employee's self-review of a quarter: answered, saved as a draft, handed in; read only once the appraisal is shared. */
export function SelfReviewDrawer({ review, quarter, onClose }: { review: SelfReview; quarter: string; onClose: () => void }) {
  const { t } = useTranslation('talent');
  const { message } = App.useApp();
  const wide = useWiderThan('md');
  const [form] = Form.useForm<Values>();
  const save = useSaveSelfReview();
  const { requestClose, guard } = useUnsavedChangesGuard(() => review.Open && form.isFieldsTouched(), onClose);

  const send = async (Submit: boolean) => {
    // Handing in checks the required answers; a draft keeps whatever is written.
    const values = Submit ? await form.validateFields().catch(() => null) : form.getFieldsValue(true);
    if (!values) return;
    save.mutate(
      { periodId: review.PeriodId, body: { Answers: valuesToAnswers(review.Questions, values.Answers), Submit } },
      {
        onSuccess: () => {
          void message.success(t(Submit ? 'reviews.handedIn' : 'reviews.draftSaved'));
          onClose();
        },
        onError: (err) => void message.error(errorText(err)),
      },
    );
  };

  return (
    <Drawer open title={t('reviews.drawerTitle', { quarter })} size={wide ? 640 : '100%'} onClose={requestClose} destroyOnHidden>
      {review.Open ? (
        <>
          <Typography.Paragraph type="secondary">{t('reviews.intro')}</Typography.Paragraph>
          {review.State === 'submitted' && (
            <Alert type="success" showIcon title={t('reviews.submittedNote')} style={{ marginBottom: 16 }} />
          )}
          <Form
            form={form}
            layout="vertical"
            requiredMark="optional"
            initialValues={{ Answers: answersToValues(review.Questions, review.Answers) }}
          >
            <AnswerFields questions={review.Questions} />
          </Form>
          <DrawerFooter onCancel={requestClose}>
            {review.State !== 'submitted' && (
              <Button onClick={() => void send(false)} loading={save.isPending && !save.variables?.body.Submit}>
                {t('reviews.saveDraft')}
              </Button>
            )}
            <Button type="primary" onClick={() => void send(true)} loading={save.isPending && !!save.variables?.body.Submit}>
              {t('reviews.handIn')}
            </Button>
          </DrawerFooter>
        </>
      ) : (
        <>
          <Alert type="info" showIcon title={t('reviews.lockedNote')} style={{ marginBottom: 16 }} />
          <AnswersView questions={review.Questions} answers={review.Answers} />
          <div style={{ marginTop: 24 }}>
            <DrawerFooter onCancel={onClose} readOnly>
              {null}
            </DrawerFooter>
          </div>
        </>
      )}
      {guard}
    </Drawer>
  );
}
