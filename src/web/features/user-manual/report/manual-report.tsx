import { Collapse, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ReportSection } from '../../../../contract/user-manual';
import { discTypeLabel } from '../../../../domain/user-manual/disc-types';
import { RichText } from '../../../components/rich-text';
import { ANSWERS_PRIVATE_NOTE } from '../../../../domain/user-manual/answer-visibility';
import { TYPICAL_MIX_NOTE } from '../../../../domain/user-manual/report-reading';
import { hasText, letterBars, sectionOf, splitDetails } from '../manual-rules';
import { LetterBars } from './letter-bars';
import { ScaleBar } from './scale-bar';
import './manual-report.css';

type ManualReportProps = {
  report: readonly ReportSection[];
  /** Buttons beside the type (the owner's Edit manually, Take the Assessment…). */
  actions?: ReactNode;
};

const h3 = { fontSize: 16, marginTop: 0, marginBottom: 12 } as const;

/** The read-only report of a user manual: the type, the four shares, the scales, the details and the answers. */
export function ManualReport({ report, actions }: ManualReportProps) {
  const summary = sectionOf(report, 'Summary');
  const per = sectionOf(report, 'Percentages');
  const scales = sectionOf(report, 'ScaleInsights')?.Items ?? [];
  const { everyone, managers } = splitDetails(sectionOf(report, 'Details')?.Items ?? []);
  const questions = sectionOf(report, 'Questions')?.Items ?? [];
  const user = sectionOf(report, 'User');
  const name = user?.UserName;
  if (!summary) return null;

  return (
    <div className="manual-report">
      <section aria-label="Type" className="manual-report__type">
        <div className="manual-report__badge" aria-hidden>
          {summary.Disc}
        </div>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text type="secondary">{discTypeLabel(summary.Disc)}</Typography.Text>
          <Typography.Title level={2} style={{ fontSize: 20, margin: '2px 0 8px' }}>
            <span className="manual-report__sr">{summary.Disc}: </span>
            {summary.DiscTitle}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{summary.Text}</Typography.Paragraph>
        </div>
      </section>
      {actions && <div className="manual-report__actions print-hidden">{actions}</div>}

      <div className="manual-report__grid">
        {per && (
          <section aria-labelledby="manual-shares" className="manual-report__card">
            <Typography.Title level={3} id="manual-shares" style={h3}>
              How the four styles mix
            </Typography.Title>
            {/* Entered by hand, nothing was measured; the answers may be there or not, depending on who reads. */}
            {scales.length === 0 && (
              <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
                {TYPICAL_MIX_NOTE}
              </Typography.Paragraph>
            )}
            <LetterBars bars={letterBars(per)} />
          </section>
        )}
        {scales.length > 0 && (
          <section aria-labelledby="manual-scales" className="manual-report__card">
            <Typography.Title level={3} id="manual-scales" style={h3}>
              Where they sit on two scales
            </Typography.Title>
            <div style={{ display: 'grid', gap: 20 }}>
              {scales.map((s) => (
                <ScaleBar key={s.ScaleName} name={s.ScaleName} text={s.Text} total={s.total} />
              ))}
            </div>
          </section>
        )}
      </div>

      {user && hasText(user.Description) && (
        <section aria-labelledby="manual-own-words" className="manual-report__card">
          <Typography.Title level={3} id="manual-own-words" style={h3}>
            In {user.UserName ? `${user.UserName}’s` : 'their'} own words
          </Typography.Title>
          <RichText html={user.Description ?? ''} />
        </section>
      )}

      {everyone.length > 0 && (
        <section aria-labelledby="manual-details" className="manual-report__card">
          <Typography.Title level={3} id="manual-details" style={h3}>
            Working together
          </Typography.Title>
          <DetailList details={everyone} />
        </section>
      )}

      {managers.length > 0 && (
        <section aria-labelledby="manual-managers" className="manual-report__card manual-report__card--managers">
          <Typography.Title level={3} id="manual-managers" style={{ ...h3, marginBottom: 4 }}>
            For managers
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Only the people {name ? `${name} reports to` : 'they report to'}, directly or through others, see this part.
          </Typography.Paragraph>
          <DetailList details={managers} />
        </section>
      )}

      {questions.length > 0 && (
        <Collapse
          items={[
            {
              key: 'answers',
              label: `The ${questions.length} statements and the answers given`,
              children: (
                <>
                  <Typography.Paragraph type="secondary">{ANSWERS_PRIVATE_NOTE}</Typography.Paragraph>
                  <ol className="manual-report__answers">
                    {questions.map((q) => (
                      <li key={q.Question}>
                        <span>{q.Question}</span> <Typography.Text strong>{q.AnswerChoice}</Typography.Text>
                      </li>
                    ))}
                  </ol>
                </>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

function DetailList({ details }: { details: readonly { Title: string; Detail: string }[] }) {
  return (
    <dl className="manual-report__details">
      {details.map((d) => (
        <div key={d.Title}>
          <dt>{d.Title}</dt>
          <dd>{d.Detail}</dd>
        </div>
      ))}
    </dl>
  );
}
