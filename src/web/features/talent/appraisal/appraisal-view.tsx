import { Alert, Descriptions, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Appraisal, Signature, TalentLabels } from '../../../../contract/talent';
import { RichText } from '../../../components/rich-text';
import { useSignedInSession } from '../../../shared/session';
import { commentHeading, lockedNote, signedLine } from './appraisal-rules';
import { AnswersView } from '../reviews/answers-view';

function SignatureBlock({ title, signature }: { title: string; signature: Signature | null }) {
  const { t } = useTranslation('talent');
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      {!signature ? (
        <div>
          <Typography.Text type="secondary">{t('view.notSigned')}</Typography.Text>
        </div>
      ) : (
        <div>
          {signature.Kind === 'drawn' ? (
            <Image
              src={signature.Value}
              alt={t('view.signatureOf', { name: signature.Name })}
              preview={false}
              style={{ maxHeight: 70, maxWidth: 220 }}
            />
          ) : (
            <div style={{ fontFamily: 'cursive', fontSize: 22 }}>{signature.Value}</div>
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {signedLine(signature, t)}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}

/** An appraisal as its readers see it: ratings (unless hidden from them), the review, the comment and both signatures. */
export function AppraisalView({ appraisal: a, labels }: { appraisal: Appraisal; labels: TalentLabels }) {
  const { t } = useTranslation('talent');
  const { Profile } = useSignedInSession();
  const f = labels.FormLable;
  const ratings = [
    { key: 'p', label: f.PrimaryAxisName, children: a.PrimaryLabel },
    { key: 's', label: f.SecondaryAxisName, children: a.SecondaryLabel },
    ...(a.TertiaryLabel ? [{ key: 't', label: f.TertiaryAxisName, children: a.TertiaryLabel }] : []),
  ];
  const locked = lockedNote(a.State, t);
  return (
    <div style={{ display: 'grid', gap: 20 }}>
      {locked && <Alert type="info" showIcon title={locked} />}
      {a.RatingsHidden ? (
        <Alert type="info" showIcon title={t('view.ratingsHidden')} />
      ) : (
        <Descriptions title={t('view.ratings')} column={1} size="small" bordered items={ratings} />
      )}
      <section aria-labelledby="review-heading">
        <Typography.Title level={3} id="review-heading" style={{ fontSize: 16 }}>
          {t('view.review')}
        </Typography.Title>
        <RichText html={a.Review} />
      </section>
      {a.Questions && a.Questions.length > 0 && (
        <section aria-labelledby="manager-questions-heading">
          <Typography.Title level={3} id="manager-questions-heading" style={{ fontSize: 16 }}>
            {t('reviews.managerQuestions')}
          </Typography.Title>
          <AnswersView questions={a.Questions} answers={a.Answers ?? []} />
        </section>
      )}
      {a.EmployeeComments && (
        <section aria-labelledby="comment-heading">
          <Typography.Title level={3} id="comment-heading" style={{ fontSize: 16 }}>
            {commentHeading(a.User, Profile.Id, t)}
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{a.EmployeeComments}</Typography.Paragraph>
        </section>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
        <SignatureBlock title={t('view.employee')} signature={a.EmployeeSignature} />
        <SignatureBlock title={t('view.manager')} signature={a.ManagerSignature} />
      </div>
    </div>
  );
}
