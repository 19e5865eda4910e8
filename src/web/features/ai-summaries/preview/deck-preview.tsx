import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiSummaryAnswer } from '../../../../contract/ai-summaries';
import { slidesOf, type Edits, type SummaryScope } from '../summary-rules';
import { SlideView } from './slide-view';
import { useWiderThan } from '../../../shared/use-wider-than';

type DeckPreviewProps = { scope: SummaryScope; answer: AiSummaryAnswer; edits: Edits; onClose: () => void };

/** The slides one at a time, drawn from the outline the downloaded file is made from (with the texts on screen). */
export function DeckPreview({ scope, answer, edits, onClose }: DeckPreviewProps) {
  const { t } = useTranslation('ai');
  const wide = useWiderThan('md');
  const slides = slidesOf(answer, edits, scope);
  const [index, setIndex] = useState(0);
  const at = Math.min(index, slides.length - 1);
  const slide = slides[at];

  return (
    <Modal
      open
      title={t('preview.title')}
      onCancel={onClose}
      width={wide ? 980 : '100%'}
      centered={wide}
      footer={
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Button icon={<LeftOutlined />} disabled={at === 0} onClick={() => setIndex(at - 1)}>
            {t('preview.prev')}
          </Button>
          <Typography.Text aria-live="polite">{t('preview.slideOf', { number: at + 1, total: slides.length })}</Typography.Text>
          <Button disabled={at >= slides.length - 1} onClick={() => setIndex(at + 1)}>
            {t('preview.next')} <RightOutlined />
          </Button>
        </div>
      }
    >
      {slide && <SlideView slide={slide} wide={wide} />}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0 0' }}>
        {t('preview.same')}
      </Typography.Paragraph>
    </Modal>
  );
}
