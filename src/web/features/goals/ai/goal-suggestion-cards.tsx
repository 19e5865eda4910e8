import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalSuggestion } from '../../../../contract/ai';
import type { GoalWording } from '../components/goal-wording';

type GoalSuggestionCardsProps = { suggestions: GoalSuggestion[]; wording: GoalWording; onUse: (s: GoalSuggestion) => void };

/** The suggested goals, one card each, worded as the form is (Objective / Key Results for OKR companies). */
export function GoalSuggestionCards({ suggestions, wording, onUse }: GoalSuggestionCardsProps) {
  const { t } = useTranslation('goalDetail');
  return (
    <ul aria-label={t('ai.suggestedGoals')} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {suggestions.map((s, i) => (
        <li key={`${i}-${s.Title}`} aria-label={t('ai.suggestion', { number: i + 1 })}>
          <Card size="small">
            {/* Under the drawer's h2 title. */}
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: 16 }}>
              {s.Title}
            </Typography.Title>
            <Typography.Text type="secondary">{wording.measurement}</Typography.Text>
            <ul style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
              {s.Measurements.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            {s.Description && (
              <>
                <Typography.Text type="secondary">{wording.description}</Typography.Text>
                <Typography.Paragraph style={{ margin: '4px 0 8px' }}>{s.Description}</Typography.Paragraph>
              </>
            )}
            <Button onClick={() => onUse(s)} aria-label={t('ai.useThisGoal', { title: s.Title })}>
              {t('ai.useThis')}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
