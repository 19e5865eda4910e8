import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';
import { SectionHeading } from './section-heading';
import type { Card as BasicCard } from './strategy-rules';

type BasicsSectionProps = { cards: BasicCard[]; canEdit: boolean; button: 'edit' | 'add'; onEdit: () => void };

/** 'Mission, Vision, & Values': three cards; an empty one shows editors what to write. */
export function BasicsSection({ cards, canEdit, button, onEdit }: BasicsSectionProps) {
  const { t } = useTranslation('strategy');
  return (
    <section aria-labelledby="strategy-basics">
      <SectionHeading
        id="strategy-basics"
        title={t('basics.title')}
        action={
          canEdit && (
            <Button type={button === 'edit' ? 'default' : 'primary'} onClick={onEdit}>
              {t(button === 'edit' ? 'basics.edit' : 'basics.add')}
            </Button>
          )
        }
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
        {cards.map((card) => (
          <Card
            key={card.field}
            title={<h3 style={{ fontSize: 15, margin: 0 }}>{t(`basics.label.${card.field}`)}</h3>}
            style={{ height: '100%' }}
            role="region"
            aria-label={t(`basics.label.${card.field}`)}
          >
            {card.filled && card.html ? (
              <RichText html={card.html} />
            ) : (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t(`basics.guidance.${card.field}`)}
                <br />
                <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>
                  {t('basics.hidden')}
                </Typography.Text>
              </Typography.Paragraph>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
