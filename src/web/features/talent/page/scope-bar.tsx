import { Button, Segmented, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignedInSession } from '../../../shared/session';
import type { TalentOverview } from '../../../../contract/talent';
import { periodLabel, scopePath, type Scope } from './talent-rules';
import { useWiderThan } from '../../../shared/use-wider-than';

type ScopeBarProps = { tab: 'overview' | 'matrix'; scope: Scope; overview: TalentOverview; children?: ReactNode };

/** Above the overview and the matrix: the quarter, whose people (HR: Organization View or My Team View), and a way back up. */
export function ScopeBar({ tab, scope, overview: o, children }: ScopeBarProps) {
  const { t } = useTranslation('talent');
  const { Profile } = useSignedInSession();
  const navigate = useNavigate();
  const wide = useWiderThan('md');
  const periodId = o.Period?.Id ?? scope.periodId;
  const go = (s: { periodId: number; userId: number }) => navigate(scopePath(tab, s));
  const someoneElse = scope.userId !== 0 && scope.userId !== Profile.Id && o.user;
  return (
    <div style={{ display: 'grid', gap: 12, marginBottom: 16 }}>
      <Space wrap size={12} style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap size={12}>
          <Select
            aria-label={t('scope.quarter')}
            value={periodId}
            onChange={(id: number) => go({ periodId: id, userId: scope.userId })}
            options={o.Periods.map((p) => ({ value: p.Id, label: periodLabel(p, t) }))}
            style={{ width: wide ? 240 : '100%', minWidth: 200 }}
          />
          {o.CanOrganizationView && (
            <Segmented
              aria-label={t('scope.view')}
              value={scope.userId === 0 ? 'org' : 'team'}
              onChange={(v) => go({ periodId, userId: v === 'org' ? 0 : Profile.Id })}
              options={[
                { value: 'org', label: t('scope.organization') },
                { value: 'team', label: t('scope.myTeam') },
              ]}
            />
          )}
        </Space>
        <Space wrap size={12}>
          {children}
        </Space>
      </Space>
      {someoneElse && (
        <Space wrap>
          <Typography.Text>
            <Trans t={t} i18nKey="scope.teamOf" values={{ name: o.user!.Name }} components={{ b: <strong /> }} />
          </Typography.Text>
          <Button size="small" onClick={() => go({ periodId, userId: Profile.Id })}>
            {t('scope.backToMyTeam')}
          </Button>
        </Space>
      )}
    </div>
  );
}
