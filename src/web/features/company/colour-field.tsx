import { ColorPicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLOUR_PRESETS } from './company-rules';

type ColourFieldProps = { value?: string; onChange?: (value: string) => void; disabled?: boolean };

/** A colour picker that holds '#RRGGBB' (no transparency: a brand colour is solid). */
export function ColourField({ value, onChange, disabled }: ColourFieldProps) {
  const { t } = useTranslation('company');
  return (
    <ColorPicker
      value={value}
      disabled={disabled}
      format="hex"
      disabledFormat
      disabledAlpha
      showText={(colour) => colour.toHexString().toUpperCase()}
      presets={[{ label: t('branding.suggestedColours'), colors: COLOUR_PRESETS, defaultOpen: true }]}
      onChange={(colour) => onChange?.(colour.toHexString().toUpperCase())}
      aria-label={t('branding.primaryColour')}
    />
  );
}
