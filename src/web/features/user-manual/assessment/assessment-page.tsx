import { Alert, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api-client';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { useAssessment } from '../api/manual-api';
import { MANUAL_TAB_HREF } from '../manual-rules';
import { Questionnaire } from './questionnaire';

/** /v3/manual/take/{privateKey}: the owner's DISC-style questionnaire, resumed where it was left. */
export function AssessmentPage() {
  const { t } = useTranslation('manual');
  const key = useParams().privateKey ?? '';
  const assessment = useAssessment(key);

  return (
    <div className="assessment">
      <PageTitle>{t('assessment.title')}</PageTitle>
      {assessment.isPending && <PageSpinner />}
      {assessment.isError &&
        assessment.data === undefined &&
        (isApiError(assessment.error, 404) || isApiError(assessment.error, 400) ? (
          <Result
            status="404"
            title={t('assessment.notFound')}
            subTitle={t('assessment.notFoundHelp')}
            extra={<Link to={MANUAL_TAB_HREF}>{t('assessment.goToManual')}</Link>}
          />
        ) : (
          <Alert type="error" showIcon title={errorText(assessment.error)} />
        ))}
      {assessment.data && <Questionnaire assessment={assessment.data} privateKey={key} />}
    </div>
  );
}
