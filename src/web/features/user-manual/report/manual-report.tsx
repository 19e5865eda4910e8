import { Collapse, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportSection } from '../../../../contract/user-manual';
import type { DiscType } from '../../../../domain/user-manual/disc-types';
import { QUESTIONS } from '../../../../domain/user-manual/questionnaire';
import { bandOf, SCALES } from '../../../../domain/user-manual/report-texts';
import { RichText } from '../../../components/rich-text';
import { hasText, letterBars, sectionOf, splitDetails, type KeyedDetail } from '../manual-rules';
import { answerText, scaleText, statementText, typeLabel, typeText } from '../manual-texts';
import { LetterBars } from './letter-bars';
import { ScaleBar } from './scale-bar';
import './manual-report.css';

type ManualReportProps = {
  report: readonly ReportSection[];
  /** Buttons beside the type (the owner's Edit manually, Take the Assessment…). */
  actions?: ReactNode;
};

const h3 = { fontSize: 16, marginTop: 0, marginBottom: 12 } as const;

/**
 * The read-only report of a user manual: the type, the four shares, the scales, the details and the answers. Its words
 * are the catalogue's in the language shown, found by the report's codes: the type, each scale's and detail's place,
 * each statement's place and each answer.
 */
export function ManualReport({ report, actions }: ManualReportProps) {
  const { t } = useTranslation('manual');
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
      <section aria-label={t('report.type')} className="manual-report__type">
        <div className="manual-report__badge" aria-hidden>
          {summary.Disc}
        </div>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text type="secondary">{typeLabel(t, summary.Disc)}</Typography.Text>
          <Typography.Title level={2} style={{ fontSize: 20, margin: '2px 0 8px' }}>
            <span className="manual-report__sr">{summary.Disc}: </span>
            {typeText(t, 'title', summary.Disc)}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{typeText(t, 'summary', summary.Disc)}</Typography.Paragraph>
        </div>
      </section>
      {actions && <div className="manual-report__actions print-hidden">{actions}</div>}

      <div className="manual-report__grid">
        {per && (
          <section aria-labelledby="manual-shares" className="manual-report__card">
            <Typography.Title level={3} id="manual-shares" style={h3}>
              {t('report.mix')}
            </Typography.Title>
            {/* Entered by hand, nothing was measured; the answers may be there or not, depending on who reads. */}
            {scales.length === 0 && (
              <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
                {t('report.typicalMix')}
              </Typography.Paragraph>
            )}
            <LetterBars bars={letterBars(per)} />
          </section>
        )}
        {scales.length > 0 && (
          <section aria-labelledby="manual-scales" className="manual-report__card">
            <Typography.Title level={3} id="manual-scales" style={h3}>
              {t('report.scales')}
            </Typography.Title>
            <div style={{ display: 'grid', gap: 20 }}>
              {scales.map((s, i) => {
                // The report lists the scales in SCALES' order.
                const axis = SCALES[i]?.axis;
                return axis ? (
                  <ScaleBar key={axis} name={t(`disc.scales.name.${axis}`)} text={scaleText(t, axis, bandOf(s.total))} total={s.total} />
                ) : (
                  <ScaleBar key={s.ScaleName} name={s.ScaleName} text={s.Text} total={s.total} />
                );
              })}
            </div>
          </section>
        )}
      </div>

      {user && hasText(user.Description) && (
        <section aria-labelledby="manual-own-words" className="manual-report__card">
          <Typography.Title level={3} id="manual-own-words" style={h3}>
            {user.UserName ? t('report.ownWordsOf', { name: user.UserName }) : t('disc.details.ownWords')}
          </Typography.Title>
          <RichText html={user.Description ?? ''} />
        </section>
      )}

      {everyone.length > 0 && (
        <section aria-labelledby="manual-details" className="manual-report__card">
          <Typography.Title level={3} id="manual-details" style={h3}>
            {t('report.workingTogether')}
          </Typography.Title>
          <DetailList details={everyone} disc={summary.Disc} />
        </section>
      )}

      {managers.length > 0 && (
        <section aria-labelledby="manual-managers" className="manual-report__card manual-report__card--managers">
          <Typography.Title level={3} id="manual-managers" style={{ ...h3, marginBottom: 4 }}>
            {t('report.forManagers')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {name ? t('report.managersOnlyOf', { name }) : t('report.managersOnly')}
          </Typography.Paragraph>
          <DetailList details={managers} disc={summary.Disc} />
        </section>
      )}

      {questions.length > 0 && (
        <Collapse
          items={[
            {
              key: 'answers',
              label: t('report.answers', { total: questions.length }),
              children: (
                <>
                  <Typography.Paragraph type="secondary">{t('report.answersPrivate')}</Typography.Paragraph>
                  <ol className="manual-report__answers">
                    {/* The report lists the statements in the questionnaire's order. */}
                    {questions.map((q, i) => (
                      <li key={q.Question}>
                        <span>{QUESTIONS[i] ? statementText(t, QUESTIONS[i].id, q.Question) : q.Question}</span>{' '}
                        <Typography.Text strong>{answerText(t, q.AnswerChoice)}</Typography.Text>
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

/** The type's details, each known by its key: its title and its text for the type. */
function DetailList({ details, disc }: { details: readonly KeyedDetail[]; disc: DiscType }) {
  const { t } = useTranslation('manual');
  return (
    <dl className="manual-report__details">
      {details.map((d) => (
        <div key={d.key}>
          <dt>{t(`disc.details.${d.key}`)}</dt>
          <dd>{typeText(t, d.key, disc)}</dd>
        </div>
      ))}
    </dl>
  );
}
