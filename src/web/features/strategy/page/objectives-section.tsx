import { Button, Card, theme, Typography } from 'antd';
import { RichText } from '../../../components/rich-text';
import { SectionHeading } from './section-heading';
import { OBJECTIVE_GUIDANCE, type Area } from './strategy-rules';

type ObjectivesSectionProps = { areas: Area[]; canEdit: boolean; onEdit: () => void };

/** 'Strategic Objectives': six numbered areas, the number highlighted once the area is written. */
export function ObjectivesSection({ areas, canEdit, onEdit }: ObjectivesSectionProps) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="strategy-objectives">
      <SectionHeading
        id="strategy-objectives"
        title="Strategic Objectives"
        subtitle="Where the company is headed over the next 2–3 years"
        action={canEdit && <Button onClick={onEdit}>Add/Edit Your Objectives</Button>}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16 }}>
        {areas.map((area) => (
          <Card key={area.field} size="small" style={{ height: '100%' }} role="region" aria-label={`${area.number} ${area.label}`}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 8 }}>
              <span
                aria-hidden
                data-filled={area.filled}
                style={{
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 30,
                  height: 30,
                  borderRadius: '50%',
                  fontWeight: 600,
                  flexShrink: 0,
                  color: area.filled ? token.colorWhite : token.colorTextTertiary,
                  background: area.filled ? token.colorPrimary : token.colorFillTertiary,
                }}
              >
                {area.number}
              </span>
              <h3 style={{ fontSize: 15, margin: 0 }}>{area.label}</h3>
            </div>
            {area.filled && area.html ? (
              <RichText html={area.html} />
            ) : (
              <Typography.Text type="secondary">{OBJECTIVE_GUIDANCE[area.field]}</Typography.Text>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
