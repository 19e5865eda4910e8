import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api-client';
import { PageTitle } from '../../../components/page-title';
import { useSummaryOptions } from '../api/get-summary-options';
import { summaryKeys } from '../api/summary-keys';
import { paramsOf, scopeOf, type SummaryKind, type SummaryScope } from '../summary-rules';
import { ScopePicker } from './scope-picker';
import { SummaryView } from './summary-view';

/** /v3/reports/summary (spec 001 §4 'AI summary flow'); ?period={id}&for=2 names the summary on screen. */
export const QuarterSummaryPage = () => <SummaryPage kind="quarter" />;
/** /v3/reports/annual; ?year={year}&for=2 names the summary on screen. */
export const AnnualSummaryPage = () => <SummaryPage kind="annual" />;

function SummaryPage({ kind }: { kind: SummaryKind }) {
  const { t } = useTranslation('ai');
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(kind, params);
  const options = useSummaryOptions();
  const queryClient = useQueryClient();

  // Generate again on the summary on screen asks the server again (after a failure, it starts anew).
  const generate = (next: SummaryScope) => {
    if (scope && JSON.stringify(next) === JSON.stringify(scope)) void queryClient.resetQueries({ queryKey: summaryKeys.summary(scope) });
    else setParams(paramsOf(next));
  };

  return (
    <>
      <Link to="/v3/reports" style={{ display: 'inline-flex', gap: 6, marginBottom: 8 }}>
        <ArrowLeftOutlined aria-hidden /> {t('page.back')}
      </Link>
      <PageTitle>{t(`page.title.${kind}`)}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760, marginTop: -12 }}>
        {t(`page.intro.${kind}`)}
      </Typography.Paragraph>
      {options.isError && options.data === undefined ? (
        <Alert type="error" showIcon title={errorText(options.error)} />
      ) : (
        <ScopePicker kind={kind} options={options.data} scope={scope} onGenerate={generate} />
      )}
      {scope && <SummaryView key={JSON.stringify(scope)} scope={scope} />}
    </>
  );
}
