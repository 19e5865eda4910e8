import { Button, Space, Typography } from 'antd';
import SignaturePad from 'signature_pad';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type SignaturePadFieldProps = { onChange: (dataUrl: string | null) => void; label: string };

/** A box to draw a signature in (signature_pad), answering a PNG data URL, or null once cleared. */
export function SignaturePadField({ onChange, label }: SignaturePadFieldProps) {
  const { t } = useTranslation('talent');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const el = canvas.current!;
    // Drawn at the screen's pixel density, so the line is sharp on a phone.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')!.scale(ratio, ratio);
    const p = new SignaturePad(el, { penColor: '#1f1f1f', backgroundColor: 'rgba(255,255,255,0)' });
    const changed = () => onChange(p.isEmpty() ? null : p.toDataURL('image/png'));
    p.addEventListener('endStroke', changed);
    pad.current = p;
    return () => {
      p.removeEventListener('endStroke', changed);
      p.off();
    };
  }, [onChange]);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <canvas
        ref={canvas}
        aria-label={label}
        role="img"
        style={{ width: '100%', height: 140, border: '1px dashed #8c8c8c', borderRadius: 8, touchAction: 'none', background: '#fff' }}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">{t('sign.drawHelp')}</Typography.Text>
        <Button
          size="small"
          onClick={() => {
            pad.current?.clear();
            onChange(null);
          }}
        >
          {t('sign.clear')}
        </Button>
      </Space>
    </Space>
  );
}
