import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contrastOfText, textOnPrimary } from '../../shared/theme';
import { BrandMark } from '../../components/brand-mark';
import { hexOf } from './company-rules';

/** What the colour will look like: the header's mark and accent line, and a sign-in button. */
export function BrandPreview({ colour, lightText, name }: { colour: string; lightText: boolean; name: string }) {
  const { t } = useTranslation('company');
  const hex = `#${hexOf(colour) ?? 'E3AB24'}`;
  const hardToRead = contrastOfText(hex, lightText) < 3;
  const better = contrastOfText(hex, !lightText) > contrastOfText(hex, lightText);
  return (
    <div aria-label={t('preview.region')} role="group">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('preview.heading')}
      </Typography.Text>
      <div style={{ marginTop: 6, border: '1px solid rgba(5, 5, 5, 0.08)', borderRadius: 8, overflow: 'hidden' }}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 10,
            padding: '10px 12px',
            background: '#fff',
            borderBottom: `3px solid ${hex}`,
          }}
        >
          <BrandMark name={name} colour={hex} lightText={lightText} size={28} />
          <span style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
        </div>
        <div style={{ padding: 16, background: '#f5f6f8', display: 'flex', justifyContent: 'center' }}>
          <span
            style={{
              display: 'inline-block',
              padding: '6px 28px',
              borderRadius: 6,
              background: hex,
              color: textOnPrimary(lightText),
              fontWeight: 500,
            }}
          >
            {t('preview.logIn')}
          </span>
        </div>
      </div>
      {hardToRead && (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          title={t(better ? (lightText ? 'preview.tryDarkText' : 'preview.tryLightText') : 'preview.hardToRead')}
        />
      )}
    </div>
  );
}
