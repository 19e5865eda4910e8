import { ConfigProvider, type ThemeConfig } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../../shared/session';
import { PageTitle } from '../../../components/page-title';
import { CompanyProgressCard, showsCompanyProgress, showsTeamProgress, TeamProgressCard } from '../../key-results';
import { useStrategySummary } from '../../strategy';
import { CompanyGoalsBlock } from '../company-goals/company-goals-block';
import { ComplianceBlock } from '../compliance/compliance-block';
import { personalBlocks } from '../dashboard-rules';
import { RemindersBlock } from '../reminders/reminders-block';
import { StrategyCardPlaceholder, StrategySummaryCard } from '../strategy-card/strategy-summary-card';
import { useWiderThan } from '../../../shared/use-wider-than';

// Phones keep more width for content: cards pad 16px instead of 24px.
const PHONE_CARDS: ThemeConfig = { components: { Card: { bodyPadding: 16, headerPadding: 16 } } };
const fullRow: CSSProperties = { gridColumn: '1 / -1', minWidth: 0 };

/**
 * /v3/home: the strategy card, reminders, company goals with the quarter's theme, the team's and the company's progress
 * by week (decision 068), and compliance data.
 * Two columns on wide screens (long lists scroll inside their card), one on phones, in the spec's order.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSignedInSession();
  const blocks = personalBlocks(session);
  const wide = useWiderThan('lg');
  const strategyOn = blocks.strategy && session.Tenant.StrategyEnabled;
  const summary = useStrategySummary(strategyOn);
  const showStrategy = blocks.strategy && summary.data?.ShowCard === true;
  const listStyle: CSSProperties | undefined = wide ? { maxHeight: 520, overflowY: 'auto', paddingInlineEnd: 4 } : undefined;

  return (
    <>
      <PageTitle>{t('page.title')}</PageTitle>
      <ConfigProvider theme={wide ? undefined : PHONE_CARDS}>
        <div
          style={{
            display: 'grid',
            gap: wide ? 24 : 16,
            gridTemplateColumns: wide && blocks.reminders ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            alignItems: 'stretch',
          }}
        >
          {showStrategy && summary.data && (
            <div style={fullRow}>
              <StrategySummaryCard summary={summary.data} />
            </div>
          )}
          {strategyOn && summary.isPending && (
            <div style={fullRow}>
              <StrategyCardPlaceholder />
            </div>
          )}
          {blocks.reminders && (
            <div style={{ minWidth: 0 }}>
              <RemindersBlock listStyle={listStyle} />
            </div>
          )}
          <div style={{ minWidth: 0 }}>
            <CompanyGoalsBlock listStyle={listStyle} />
          </div>
          {showsTeamProgress(session.Profile) && (
            <div style={fullRow}>
              <TeamProgressCard />
            </div>
          )}
          {showsCompanyProgress(session.Profile) && (
            <div style={fullRow}>
              <CompanyProgressCard />
            </div>
          )}
          {blocks.compliance && (
            <div style={fullRow}>
              <ComplianceBlock />
            </div>
          )}
        </div>
      </ConfigProvider>
    </>
  );
}
