import { describe, expect, it } from 'vitest';
import { cutText, TEXT_CUT_LENGTH } from './text-cut';

describe('cutText', () => {
  it('keeps text of at most 100 characters whole', () => {
    const exactly = 'a'.repeat(TEXT_CUT_LENGTH);
    expect(cutText(exactly)).toEqual({ text: exactly, isCut: false });
    expect(cutText('')).toEqual({ text: '', isCut: false });
  });

  it('cuts text past 100 characters and marks it', () => {
    const long = 'a'.repeat(101);
    expect(cutText(long)).toEqual({ text: `${'a'.repeat(100)}…`, isCut: true });
  });

  it('ends on a word when one ends near the cut', () => {
    const inside = `${'word '.repeat(19)}wor tailing on`; // the 100th character falls inside "tailing"
    expect(cutText(inside)).toEqual({ text: `${'word '.repeat(19)}wor…`, isCut: true });
    const onEdge = `${'word '.repeat(19)}wordy tail`; // the 100th character ends "wordy"
    expect(cutText(onEdge)).toEqual({ text: `${'word '.repeat(19)}wordy…`, isCut: true });
  });

  it('cuts a long word where it must', () => {
    const url = `see ${'x'.repeat(150)}`;
    expect(cutText(url).text).toBe(`see ${'x'.repeat(96)}…`);
  });

  it('does not split a character made of two code units', () => {
    const emoji = '🎯'.repeat(101);
    expect(cutText(emoji).text).toBe(`${'🎯'.repeat(100)}…`);
  });
});
