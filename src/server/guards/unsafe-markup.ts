import { parseDocument } from 'htmlparser2';

// What rich text may hold once stored or served, written here independently of the sanitiser's own
// options, so that a sanitiser that lets more through fails the suite.
const SAFE_TAGS = new Set(['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a']);
const SAFE_LINK_ATTRIBUTES = new Set(['href', 'target', 'rel']);
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

type ChildNode = ReturnType<typeof parseDocument>['children'][number];

/** What in this text a browser would run or load: elements, attributes or links outside the allowlist. */
export function unsafeMarkup(text: string): string[] {
  if (!text.includes('<')) return [];
  const found: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'script' || node.type === 'style' || node.type === 'tag') {
        if (!SAFE_TAGS.has(node.name)) found.push(`<${node.name}>`);
        for (const [name, value] of Object.entries(node.attribs)) {
          if (node.name !== 'a' || !SAFE_LINK_ATTRIBUTES.has(name)) found.push(`${node.name}[${name}]`);
          else if (name === 'href' && !SAFE_HREF.test(value)) found.push(`a[href=${value}]`);
        }
        visit(node.children);
      } else if (node.type === 'cdata' || node.type === 'directive') {
        found.push(`<${node.type}>`);
      }
    }
  };
  visit(parseDocument(text, { decodeEntities: true }).children);
  return found;
}

/** Every string inside a JSON value. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
