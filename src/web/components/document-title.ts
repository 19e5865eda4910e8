import { isValidElement, useEffect, type ReactNode } from 'react';

export const PRODUCT_NAME = 'Trellis';

/** The document title of a page: 'Goals · Trellis'; the product's name alone when the page has none. */
export function documentTitle(title: string | null | undefined): string {
  const text = title?.replace(/\s+/g, ' ').trim();
  return text ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** The text a heading's content reads as (strings and numbers, also inside elements), for its document title. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * Titles asked for by the mounted screens. A page's heading asks at the 'page' level; something shown inside it
 * (an open goal) at the 'item' level and wins, whichever mounted first: React runs a child's effects before its
 * parent's, so the last to ask cannot simply win.
 */
export type TitleLevel = 'page' | 'item';
type Claim = { level: TitleLevel; title: string };
const claims: Claim[] = [];

export function currentTitle(list: readonly Claim[] = claims): string {
  const item = list.findLast((c) => c.level === 'item') ?? list.findLast((c) => c.level === 'page');
  return documentTitle(item?.title);
}

/** Sets document.title while the calling component is mounted (see TitleLevel); no title asks for nothing. */
export function useDocumentTitle(title: string | null | undefined, level: TitleLevel = 'item'): void {
  useEffect(() => {
    if (!title?.trim()) return;
    const claim: Claim = { level, title };
    claims.push(claim);
    document.title = currentTitle();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      document.title = currentTitle();
    };
  }, [title, level]);
}
