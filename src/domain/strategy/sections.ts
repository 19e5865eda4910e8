/** The strategy document's sections (spec 001 §3), in the order the page shows them. */
export const BASIC_FIELDS = ['Mission', 'Vision', 'Values'] as const;
export type BasicField = (typeof BASIC_FIELDS)[number];

export const LEGACY_FIELDS = ['Field1', 'Field2', 'Field3', 'Field4', 'Field5', 'Field6', 'Field7', 'Field8', 'Field9', 'Field10'] as const;
export type LegacyField = (typeof LEGACY_FIELDS)[number];

/** The six strategic objective areas, numbered 1–6 on the page. */
export const OBJECTIVE_FIELDS = ['Customers', 'Employees', 'Shareholders', 'Sales', 'Marketing', 'Product'] as const;
export type ObjectiveField = (typeof OBJECTIVE_FIELDS)[number];

/** Rich-text limit per section (HTML as stored, after sanitising). */
export const STRATEGY_TEXT_MAX = 20_000;
export const VIDEO_URL_MAX = 1024;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The visible text of a rich-text value: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A section counts as filled when it shows some text; `<p><br></p>` from an emptied editor does not. */
export const isFilled = (html: string | null | undefined) => plainText(html) !== '';
