import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api-client';
import { PageTitle } from '../../../components/page-title';
import { useSummaryOptions } from '../api/get-summary-options';
import { summaryKeys } from '../api/summary-keys';
import { paramsOf, scopeOf, type SummaryKind, type SummaryScope } from '../summary-rules';
import { ScopePicker } from './scope-picker';
import { SummaryView } from './summary-view';

const TITLES: Record<SummaryKind, string> = { quarter: 'AI Goal Summary', annual: 'AI Annual Summary' };
const INTROS: Record<SummaryKind, string> = {
  quarter:
    'A written summary of an ended quarter: your goals and those of everyone who reports to you, directly or further down. ' +
    'Pick the quarter and Generate; then read it, change any text, preview the slides and download them.',
  annual:
    'A written summary of a year: an executive summary and one text per ended quarter, for your goals and those of everyone ' +
    'who reports to you. Pick the year and Generate; then read it, change any text, preview the slides and download them.',
};

/** /v3/reports/summary (spec 001 §4 'AI summary flow'); ?period={id}&for=2 names the summary on screen. */
export const QuarterSummaryPage = () => <SummaryPage kind="quarter" />;
/** /v3/reports/annual; ?year={year}&for=2 names the summary on screen. */
export const AnnualSummaryPage = () => <SummaryPage kind="annual" />;

function SummaryPage({ kind }: { kind: SummaryKind }) {
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
        <ArrowLeftOutlined aria-hidden /> Reports
      </Link>
      <PageTitle>{TITLES[kind]}</PageTitle>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760, marginTop: -12 }}>
        {INTROS[kind]}
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
