import { describe, expect, it } from 'vitest';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from './pseudo';

describe('pseudoText', () => {
  it.each([
    ['Log in', '⟦Ļóĝ íñ~~⟧'],
    ['to {{company}}', '⟦ţó {{company}}~⟧'],
    ['<1>Read</1> more', '⟦<1>Ŕéáð</1> ɱóŕé~~~⟧'],
    ['', ''],
  ])('turns %j into %j', (text, expected) => {
    expect(pseudoText(text)).toBe(expected);
  });

  it('makes every text longer by a third and marks where it starts and ends', () => {
    const text = 'Enter the email address of your account';
    const shown = pseudoText(text);
    expect(shown.startsWith(PSEUDO_OPEN) && shown.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(shown.length - 2).toBe(text.length + Math.ceil(text.length / 3));
    expect(shown).not.toMatch(/[a-z]/);
  });
});
