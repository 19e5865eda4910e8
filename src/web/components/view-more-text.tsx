import { Button } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cutText } from './text-cut';

type ViewMoreTextProps = { text: string; style?: CSSProperties };

/** Long text cut past 100 characters, with 'View more' / 'View less' (spec 000 §5). */
export function ViewMoreText({ text, style }: ViewMoreTextProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const cut = cutText(text);
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...style }}>
      {open || !cut.isCut ? text : cut.text}
      {cut.isCut && (
        <Button type="link" size="small" onClick={() => setOpen(!open)} style={{ paddingInline: 4, height: 'auto' }}>
          {open ? t('viewMore.less') : t('viewMore.more')}
        </Button>
      )}
    </span>
  );
}
