import { Button, Card, Typography } from 'antd';
import type { GoalSuggestion } from '../../../../contract/ai';
import type { GoalWording } from '../components/goal-wording';

type GoalSuggestionCardsProps = { suggestions: GoalSuggestion[]; wording: GoalWording; onUse: (s: GoalSuggestion) => void };

/** The suggested goals, one card each, worded as the form is (Objective / Key Results for OKR companies). */
export function GoalSuggestionCards({ suggestions, wording, onUse }: GoalSuggestionCardsProps) {
  return (
    <ul aria-label="Suggested goals" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      {suggestions.map((s, i) => (
        <li key={`${i}-${s.Title}`} aria-label={`Suggestion ${i + 1}`}>
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
            <Button onClick={() => onUse(s)} aria-label={`Use this: ${s.Title}`}>
              Use this
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
