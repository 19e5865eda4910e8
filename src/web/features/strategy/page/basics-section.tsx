import { Button, Card, Typography } from 'antd';
import { RichText } from '../../../components/rich-text';
import { SectionHeading } from './section-heading';
import { BASIC_GUIDANCE, type Card as BasicCard } from './strategy-rules';

type BasicsSectionProps = { cards: BasicCard[]; canEdit: boolean; buttonText: string; onEdit: () => void };

/** 'Mission, Vision, & Values': three cards; an empty one shows editors what to write. */
export function BasicsSection({ cards, canEdit, buttonText, onEdit }: BasicsSectionProps) {
  return (
    <section aria-labelledby="strategy-basics">
      <SectionHeading
        id="strategy-basics"
        title="Mission, Vision, & Values"
        action={
          canEdit && (
            <Button type={buttonText === 'Edit' ? 'default' : 'primary'} onClick={onEdit}>
              {buttonText}
            </Button>
          )
        }
      />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
        {cards.map((card) => (
          <Card
            key={card.field}
            title={<h3 style={{ fontSize: 15, margin: 0 }}>{card.label}</h3>}
            style={{ height: '100%' }}
            role="region"
            aria-label={card.label}
          >
            {card.filled && card.html ? (
              <RichText html={card.html} />
            ) : (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {BASIC_GUIDANCE[card.field]}
                <br />
                <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>
                  Hidden from your organization until written.
                </Typography.Text>
              </Typography.Paragraph>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
