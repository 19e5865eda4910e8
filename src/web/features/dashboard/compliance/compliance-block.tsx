import { Alert, Card, Progress, Select, Skeleton, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Compliance, ComplianceFigure } from '../../../../contract/dashboard';
import type { ComplianceMode, ComplianceScope } from '../../../../domain/dashboard/compliance';
import { Refreshing } from '../../../components/refreshing';
import { useSignedInSession } from '../../../shared/session';
import { useCompliance } from '../api/get-compliance';
import { CompliancePeopleDrawer } from './compliance-people-drawer';
import { complianceScopes, countText, modeCaption, modeLabel, percentText, tone } from './compliance-rules';

/** Employee Compliance Data: who has no goals, no weekly update, or results not finalized, in a chosen scope. */
export function ComplianceBlock() {
  const { t } = useTranslation('dashboard');
  const { Profile } = useSignedInSession();
  const { choices, initial } = complianceScopes(Profile.RoleName, t);
  const [scope, setScope] = useState<ComplianceScope>(initial);
  const [drill, setDrill] = useState<ComplianceMode | null>(null);
  const compliance = useCompliance(scope, true);

  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('compliance.title')}</h2>}
      extra={
        choices.length > 1 ? (
          <Select
            aria-label={t('compliance.scopeLabel')}
            value={scope}
            options={choices}
            onChange={setScope}
            style={{ minWidth: 170 }}
            loading={compliance.isPlaceholderData}
          />
        ) : (
          <Typography.Text type="secondary">{choices[0]?.label}</Typography.Text>
        )
      }
    >
      {compliance.isPending ? (
        <Skeleton active />
      ) : compliance.isError ? (
        <Alert type="error" showIcon title={compliance.error.message} />
      ) : (
        // While another scope's figures load, the last ones stay, dimmed and marked busy: they are not the new scope's.
        <Refreshing
          busy={compliance.isPlaceholderData}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 12 }}
        >
          {compliance.data.Modes.map((figure) => (
            <ModeTile key={figure.Mode} figure={figure} compliance={compliance.data} onOpen={() => setDrill(figure.Mode)} />
          ))}
        </Refreshing>
      )}
      {drill && compliance.data && (
        <CompliancePeopleDrawer
          scope={compliance.data.Scope}
          mode={drill}
          count={compliance.data.Modes.find((m) => m.Mode === drill)?.Count ?? 0}
          onClose={() => setDrill(null)}
        />
      )}
    </Card>
  );
}

type ModeTileProps = { figure: ComplianceFigure; compliance: Compliance; onOpen: () => void };

function ModeTile({ figure, compliance, onOpen }: ModeTileProps) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const label = modeLabel(figure.Mode, t);
  const state = tone(figure.Percent);
  // Shades that read as large text (3:1) on the tile's pale fill; antd's warning gold reads at 1.8:1.
  const color = { success: token.green8, warning: token.gold8, error: token.red7 }[state];
  const canOpen = figure.Count > 0;
  const caption = modeCaption(figure.Mode, compliance, t);
  return (
    <button
      type="button"
      onClick={canOpen ? onOpen : undefined}
      disabled={!canOpen}
      // The name holds every word the tile shows, in its order (WCAG 2.5.3, label in name).
      aria-label={t(canOpen ? 'compliance.tileNameOpen' : 'compliance.tileName', {
        mode: label,
        percent: percentText(figure.Percent),
        people: countText(figure, t),
        caption,
      })}
      style={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'grid',
        alignContent: 'start',
        gap: 4,
        padding: 14,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorFillQuaternary,
        cursor: canOpen ? 'pointer' : 'default',
      }}
      className="trellis-compliance-tile"
    >
      {/* The spaces between the lines keep their words apart in the tile's text (a grid draws no space). */}
      <Typography.Text strong>{label}</Typography.Text>{' '}
      <span style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.2, color }}>{percentText(figure.Percent)}</span>
      <Progress percent={figure.Percent} showInfo={false} strokeColor={color} size="small" aria-hidden />
      <Typography.Text>{countText(figure, t)}</Typography.Text>{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {caption}
      </Typography.Text>{' '}
      {canOpen && (
        <Typography.Link style={{ fontSize: 13 }} tabIndex={-1}>
          {t('compliance.showWho')}
        </Typography.Link>
      )}
    </button>
  );
}
