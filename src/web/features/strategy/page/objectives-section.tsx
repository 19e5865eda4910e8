import { Button, Card, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';
import { SectionHeading } from './section-heading';
import type { Area } from './strategy-rules';

type ObjectivesSectionProps = { areas: Area[]; canEdit: boolean; onEdit: () => void };

/** 'Strategic Objectives': six numbered areas, the number highlighted once the area is written. */
export function ObjectivesSection({ areas, canEdit, onEdit }: ObjectivesSectionProps) {
  const { t } = useTranslation('strategy');
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="strategy-objectives">
      <SectionHeading
        id="strategy-objectives"
        title={t('objectives.title')}
        subtitle={t('objectives.subtitle')}
        action={canEdit && <Button onClick={onEdit}>{t('objectives.edit')}</Button>}
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 16 }}>
        {areas.map((area) => (
          <Card
            key={area.field}
            size="small"
            style={{ height: '100%' }}
            role="region"
            aria-label={`${area.number} ${t(`objectives.area.${area.field}`)}`}
          >
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
              <h3 style={{ fontSize: 15, margin: 0 }}>{t(`objectives.area.${area.field}`)}</h3>
            </div>
            {area.filled && area.html ? (
              <RichText html={area.html} />
            ) : (
              <Typography.Text type="secondary">{t(`objectives.guidance.${area.field}`)}</Typography.Text>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
