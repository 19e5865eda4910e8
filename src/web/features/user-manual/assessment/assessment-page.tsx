import { Alert, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api-client';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { useAssessment } from '../api/manual-api';
import { MANUAL_TAB_HREF } from '../manual-rules';
import { Questionnaire } from './questionnaire';

/** /v3/manual/take/{privateKey}: the owner's DISC-style questionnaire, resumed where it was left. */
export function AssessmentPage() {
  const key = useParams().privateKey ?? '';
  const assessment = useAssessment(key);

  return (
    <div className="assessment">
      <PageTitle>DISC-style assessment</PageTitle>
      {assessment.isPending && <PageSpinner />}
      {assessment.isError &&
        assessment.data === undefined &&
        (isApiError(assessment.error, 404) || isApiError(assessment.error, 400) ? (
          <Result
            status="404"
            title="This questionnaire was not found"
            subTitle="It belongs to someone else, or the link is incomplete. Start your own from your profile."
            extra={<Link to={MANUAL_TAB_HREF}>Go to my user manual</Link>}
          />
        ) : (
          <Alert type="error" showIcon title={errorText(assessment.error)} />
        ))}
      {assessment.data && <Questionnaire assessment={assessment.data} privateKey={key} />}
    </div>
  );
}
