import { theme, type ThemeConfig } from 'antd';

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
const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const hexOf = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** WCAG contrast ratio of two '#rrggbb' colours. */
export const contrast = (a: string, b: string) => ratio(luminance(channels(a)), luminance(channels(b)));

/** Light or dark text on the tenant's primary colour, as the tenant chose (spec 001 §3 UseLightTextOnPrimary). */
export const textOnPrimary = (lightText: boolean) => (lightText ? '#ffffff' : 'rgba(0, 0, 0, 0.88)');

/** WCAG contrast ratio of text in the chosen shade (white, or near-black) on a '#rrggbb' colour. */
export function contrastOfText(background: string, lightText: boolean): number {
  // rgba(0,0,0,0.88) over the background is close to #1f1f1f.
  return contrast(background, lightText ? '#ffffff' : '#1f1f1f');
}

/**
 * The colour, darkened just enough to read as small text on the background (WCAG AA, 4.5:1) — and so,
 * as a background, under white text.
 */
export function readableOn(hex: string, background = '#ffffff'): string {
  let rgb = channels(hex);
  while (contrast(hexOf(rgb), background) < 4.5) rgb = rgb.map((c) => Math.floor(c * 0.94));
  return hexOf(rgb);
}

const base = theme.getDesignToken();
const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;
type Shade = `${(typeof PRESET_COLOURS)[number]}${1 | 7 | 8 | 9}`;
const shade = (name: Shade) => base[name];

/**
 * Text that reads (WCAG AA) wherever antd draws it: secondary and placeholder text darker than antd's
 * defaults (3.4:1 and 1.8:1 on white), and a coloured tag's text (its palette's 7th shade, 2.8:1 for gold)
 * the first of the 7th to 9th shades that reads on the tag's own pale background.
 */
const READABLE_TEXT: ThemeConfig['token'] = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  ...Object.fromEntries(
    PRESET_COLOURS.flatMap((c) => {
      const text = ([7, 8, 9] as const).map((n) => shade(`${c}${n}`)).find((t) => contrast(t, shade(`${c}1`)) >= 4.5);
      // Both spellings of the token: antd's CSS variables are named after 'gold-7'.
      return [`${c}7`, `${c}-7`].map((key) => [key, text ?? shade(`${c}9`)]);
    }),
  ),
};

// antd's red (3.3:1 on white) is the text of danger buttons, form errors and error tags: darkened to read on
// its own pale background (and so on white), and under white text on a primary danger button.
const ERROR_RED = readableOn(base.colorError, base.colorErrorBg);

// The brand blue reads as text and under white text, and on the pale blue of a selected menu item.
const PALE_BLUE = '#e6f4ff';
const APP_BLUE = readableOn(APP_PRIMARY, PALE_BLUE);

export const appTheme: ThemeConfig = {
  token: {
    ...READABLE_TEXT,
    colorPrimary: APP_BLUE,
    // antd lightens the primary colour under the pointer; a darker shade keeps hovered text readable.
    colorPrimaryHover: readableOn(APP_BLUE, '#d6e8f7'),
    colorLink: APP_BLUE,
    // The same for a link under the pointer ('View All' in the notifications drawer read at 2.7:1).
    colorLinkHover: readableOn(APP_BLUE, '#d6e8f7'),
    colorError: ERROR_RED,
    colorErrorHover: readableOn(base.colorErrorHover),
    borderRadius: 6,
  },
  // antd would tint the selected item from the primary colour, greyer than the blue the text is chosen for.
  components: { Menu: { itemSelectedBg: PALE_BLUE, itemSelectedColor: APP_BLUE } },
};

export function signInTheme(primaryHex: string | null | undefined, lightText: boolean): ThemeConfig {
  const primary = tenantPrimary(primaryHex);
  return {
    token: {
      ...READABLE_TEXT,
      colorPrimary: primary,
      // Brand colours are often too pale for text; links use a darker shade of the same hue.
      colorLink: readableOn(primary),
      // Text on primary buttons follows the tenant's choice so a pale brand colour stays readable.
      colorTextLightSolid: textOnPrimary(lightText),
    },
  };
}
