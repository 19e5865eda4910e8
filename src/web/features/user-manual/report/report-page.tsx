import { Alert, Breadcrumb, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText, isApiError } from '../../../shared/api-client';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { useManualReport } from '../api/manual-api';
import { sectionOf } from '../manual-rules';
import { ManualReport } from './manual-report';
import { PrintAndPdf } from './print-and-pdf';

/** /v3/manual/{publicKey}: a person's user manual, read-only, for anyone in the company; printable and as a PDF. */
export function ManualReportPage() {
  const { t } = useTranslation('manual');
  const key = useParams().publicKey ?? '';
  const report = useManualReport(key);
  const name = report.data ? sectionOf(report.data, 'User')?.UserName : undefined;

  return (
    <div style={{ maxWidth: 960 }}>
      <Breadcrumb
        className="print-hidden"
        style={{ marginBottom: 8 }}
        items={[{ title: <Link to="/v3/organization">{t('report.organization')}</Link> }, { title: t('report.userManual') }]}
      />
      <PageTitle extra={report.data && <PrintAndPdf publicKey={key} />}>
        {name ? t('report.titleOf', { name }) : t('report.userManual')}
      </PageTitle>
      {report.isPending && <PageSpinner />}
      {report.isError &&
        report.data === undefined &&
        (isApiError(report.error, 404) || isApiError(report.error, 400) ? (
          <Result status="404" title={t('report.notFound')} subTitle={t('report.notFoundHelp')} />
        ) : (
          <Alert type="error" showIcon title={errorText(report.error)} />
        ))}
      {report.data && (
        <div className="manual-report-page__sheet" style={{ background: '#fff', borderRadius: 8, padding: 24 }}>
          <ManualReport report={report.data} />
        </div>
      )}
    </div>
  );
}
