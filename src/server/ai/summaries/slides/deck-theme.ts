// The deck's page, fonts and colours (inches and points), shared by every kind of slide.

export type DeckBrand = {
  companyName: string;
  primaryColor: string; // 6 hex digits, no '#'
  logo: { data: Buffer; width: number; height: number } | null; // PNG
};

export const PAGE = { name: 'A4_LANDSCAPE', width: 11.7, height: 8.3 };
export const MARGIN = 0.6;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
// Below the heading and above the footer.
export const BODY = { y: 1.5, h: 6.05 };

export const FONT = 'Arial';
export const INK = '1F2937';
export const MUTED = '6B7280';
export const CARD_FILL = 'F3F4F6';

const FALLBACK_COLOR = '2F5597';

/** The company colour as pptxgenjs wants it; a colour that is not 6 hex digits (a '#' is forgiven) falls back to a blue. */
export function brandColor(primaryColor: string): string {
  const hex = primaryColor.replace(/^#/, '');
  return /^[0-9a-f]{6}$/i.test(hex) ? hex.toUpperCase() : FALLBACK_COLOR;
}
