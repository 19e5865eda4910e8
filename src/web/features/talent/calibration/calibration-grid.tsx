import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Calibration, CalibrationCard } from '../../../../contract/talent-calibration';
import { combinedTone } from '../../../../domain/talent/ratings';
import { TONE_FILLS } from '../page/talent-rules';
import { cardsByCell, cellName, gridCells } from './calibration-rules';

type BoardProps = {
  c: Calibration;
  cards: CalibrationCard[];
  canMove: (card: CalibrationCard) => boolean;
  onMove: (card: CalibrationCard) => void;
  onHistory: (card: CalibrationCard) => void;
};

/** The talent matrix as a grid of cells holding people's cards (desktop): primary across, secondary up. */
export function CalibrationGrid({ c, cards, ...card }: BoardProps) {
  const { t } = useTranslation('talent');
  const byCell = cardsByCell(cards);
  const rows = gridCells(c.Size);
  const columns = rows.slice(0, c.Size);
  return (
    <figure style={{ margin: 0 }} aria-label={t('calibration.board.grid', { secondary: c.SecondaryAxisName, primary: c.PrimaryAxisName })}>
      <div style={{ display: 'grid', gridTemplateColumns: `110px repeat(${c.Size}, minmax(0, 1fr))`, gap: 6 }}>
        {rows.map((cell, i) => (
          <div key={`${cell.Primary}-${cell.Secondary}`} style={{ display: 'contents' }}>
            {i % c.Size === 0 && (
              <div style={{ alignSelf: 'center', fontSize: 12, color: '#595959', overflowWrap: 'anywhere' }}>
                {c.SecondaryLabels[cell.Secondary - 1]}
              </div>
            )}
            <CellBox c={c} cell={cell} cards={byCell.get(`${cell.Primary}-${cell.Secondary}`) ?? []} {...card} />
          </div>
        ))}
        <div />
        {columns.map((cell) => (
          <div key={`col-${cell.Primary}`} style={{ textAlign: 'center', fontSize: 12, color: '#595959', overflowWrap: 'anywhere' }}>
            {c.PrimaryLabels[cell.Primary - 1]}
          </div>
        ))}
      </div>
      <figcaption style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8, fontSize: 12, color: '#595959' }}>
        <span>↑ {c.SecondaryAxisName}</span>
        <span>{c.PrimaryAxisName} →</span>
      </figcaption>
    </figure>
  );
}

type CellProps = Omit<BoardProps, 'cards'> & { cell: { Primary: number; Secondary: number }; cards: CalibrationCard[] };

function CellBox({ c, cell, cards, ...card }: CellProps) {
  const { t } = useTranslation('talent');
  const label = t('calibration.board.cell', {
    primary: c.PrimaryLabels[cell.Primary - 1],
    secondary: c.SecondaryLabels[cell.Secondary - 1],
    count: cards.length,
  });
  return (
    <section
      aria-label={label}
      style={{
        minHeight: 96,
        border: '1px solid #d9d9d9',
        borderRadius: 8,
        padding: 6,
        background: TONE_FILLS[combinedTone(cell.Primary, cell.Secondary, c.Size)],
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
      }}
    >
      <span style={{ fontWeight: 600, fontSize: 12, color: '#1f1f1f' }} aria-hidden>
        {cards.length}
      </span>
      {cards.map((k) => (
        <PersonCard key={k.UserId} c={c} card={k} {...card} />
      ))}
    </section>
  );
}

/** The grid by cell (phone): each cell with cards as a heading over its cards, highest potential first. */
export function CellList({ c, cards, ...card }: BoardProps) {
  const byCell = cardsByCell(cards);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {gridCells(c.Size)
        .filter((cell) => byCell.has(`${cell.Primary}-${cell.Secondary}`))
        .map((cell) => {
          const inCell = byCell.get(`${cell.Primary}-${cell.Secondary}`)!;
          return (
            <section
              key={`${cell.Primary}-${cell.Secondary}`}
              aria-labelledby={`cell-${cell.Primary}-${cell.Secondary}`}
              style={{ borderLeft: `6px solid ${TONE_FILLS[combinedTone(cell.Primary, cell.Secondary, c.Size)]}`, paddingLeft: 10 }}
            >
              <Typography.Title level={4} id={`cell-${cell.Primary}-${cell.Secondary}`} style={{ fontSize: 14, margin: '0 0 8px' }}>
                {cellName(c, cell)} ({inCell.length})
              </Typography.Title>
              <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
                {inCell.map((k) => (
                  <PersonCard key={k.UserId} c={c} card={k} {...card} />
                ))}
              </div>
            </section>
          );
        })}
    </div>
  );
}

type PersonCardProps = Omit<BoardProps, 'cards'> & { card: CalibrationCard };

function PersonCard({ c, card, canMove, onMove, onHistory }: PersonCardProps) {
  const { t } = useTranslation('talent');
  return (
    <article
      aria-label={card.User.Name}
      style={{ background: '#fff', borderRadius: 6, padding: '6px 8px', boxShadow: '0 1px 2px rgba(0,0,0,0.08)', fontSize: 13 }}
    >
      <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{card.User.Name}</div>
      {card.User.JobTitle && <div style={{ color: '#595959', overflowWrap: 'anywhere' }}>{card.User.JobTitle}</div>}
      {card.Manager && (
        <div style={{ color: '#595959', overflowWrap: 'anywhere' }}>{t('calibration.card.manager', { name: card.Manager.Name })}</div>
      )}
      {card.Moved && (
        <Tag color="purple" style={{ marginTop: 4, whiteSpace: 'normal' }}>
          {t('calibration.card.movedFrom', { cell: cellName(c, card.Original) })}
        </Tag>
      )}
      <div style={{ display: 'flex', gap: 4, marginTop: 4, flexWrap: 'wrap' }}>
        {canMove(card) && (
          <Button size="small" onClick={() => onMove(card)} aria-label={t('calibration.card.moveOf', { name: card.User.Name })}>
            {t('calibration.card.move')}
          </Button>
        )}
        <Link to={`/v3/talent/appraisal/${card.AppraisalId}`} aria-label={t('calibration.card.appraisalOf', { name: card.User.Name })}>
          {t('calibration.card.appraisal')}
        </Link>
        {card.Moved && (
          <Button size="small" type="link" onClick={() => onHistory(card)} style={{ padding: 0 }}>
            {t('calibration.board.history')}
          </Button>
        )}
      </div>
    </article>
  );
}
