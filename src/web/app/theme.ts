import type { ThemeConfig } from 'antd';

export const APP_PRIMARY = '#3781C2';
export const SIGN_IN_PRIMARY = '#E3AB24';
export const LOGIN_VERSION = '1.1';

/** A tenant's PrimaryColor (hex without '#') as a CSS colour, or the sign-in default. */
export function tenantPrimary(hex: string | null | undefined): string {
  return hex && /^[0-9a-f]{6}$/i.test(hex) ? `#${hex}` : SIGN_IN_PRIMARY;
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const luminance = ([r = 0, g = 0, b = 0]: number[]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const contrastWithWhite = (rgb: number[]) => 1.05 / (luminance(rgb) + 0.05);

/** Light or dark text on the tenant's primary colour, as the tenant chose (spec 001 §3 UseLightTextOnPrimary). */
export const textOnPrimary = (lightText: boolean) => (lightText ? '#ffffff' : 'rgba(0, 0, 0, 0.88)');

/** WCAG contrast ratio of text in the chosen shade (white, or near-black) on a '#rrggbb' colour. */
export function contrastOfText(background: string, lightText: boolean): number {
  const bg = luminance(channels(background));
  // rgba(0,0,0,0.88) over the background is close to #1f1f1f.
  const fg = lightText ? 1 : luminance([31, 31, 31]);
  return (Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05);
}

/** The colour, darkened just enough to read as small text on white (WCAG AA, 4.5:1). */
export function readableOnWhite(hex: string): string {
  let rgb = channels(hex);
  while (contrastWithWhite(rgb) < 4.5) rgb = rgb.map((c) => Math.floor(c * 0.94));
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export const appTheme: ThemeConfig = {
  token: { colorPrimary: APP_PRIMARY, colorLink: readableOnWhite(APP_PRIMARY), borderRadius: 6 },
};

export function signInTheme(primaryHex: string | null | undefined, lightText: boolean): ThemeConfig {
  const primary = tenantPrimary(primaryHex);
  return {
    token: {
      colorPrimary: primary,
      // Brand colours are often too pale for text; links use a darker shade of the same hue.
      colorLink: readableOnWhite(primary),
      // Text on primary buttons follows the tenant's choice so a pale brand colour stays readable.
      colorTextLightSolid: textOnPrimary(lightText),
    },
  };
}
