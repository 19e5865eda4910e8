import { describe, expect, it } from 'vitest';
import { testTexts } from '../../testing/catalogue-texts';
import { emptyText, hasText, nextNotesPage, noteChanged, noteDates, notePayload, privacyLine, sortOptions } from './note-rules';

const t = testTexts('notes');

const page = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('the Notes tab', () => {
  it('offers the two sorts of spec 001 §9, Created first', () => {
    expect(sortOptions(t).map((o) => o.value)).toEqual(['Created', 'Updated']);
  });

  it.each([
    [[], undefined],
    [[page(20)], 2],
    [[page(20), page(20)], 3],
    [[page(20), page(3)], undefined],
    [[page(0)], undefined],
  ])('after pages of %j the next page is %s', (pages, next) => {
    expect(nextNotesPage(pages)).toBe(next);
  });

  it.each([
    ['', 'No notes yet.'],
    ['plan', 'No notes match this search.'],
  ])('with the search %j the empty list says %s', (search, text) => {
    expect(emptyText(search, t)).toBe(text);
  });

  it('says who reads the notes', () => {
    expect(privacyLine('Emma Fischer', t)).toBe('Only you can read your notes about Emma Fischer: not Emma Fischer, nor anyone else.');
  });

  it.each([
    [{ CreatedAt: '2026-11-03T12:00:00.000Z', UpdatedAt: '2026-11-03T12:00:00.000Z' }, 'Created Nov 3, 2026'],
    [{ CreatedAt: '2026-11-03T12:00:00.000Z', UpdatedAt: '2026-11-05T12:00:00.000Z' }, 'Created Nov 3, 2026 · Updated Nov 5, 2026'],
  ])('%o reads %s', (note, text) => {
    expect(noteDates(note, t)).toBe(text);
  });
});

describe('the note drawer', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['<p></p>', false],
    ['<p> &nbsp; </p>', false],
    ['<p>Talked about growth</p>', true],
    ['<ul><li>x</li></ul>', true],
  ])('%j has text: %s', (html, yes) => {
    expect(hasText(html)).toBe(yes);
  });

  const initial = { Title: 'Career talk', Body: '<p>Wants to lead a project</p>' };
  it.each([
    [{ ...initial }, false],
    [{ Title: ' Career talk ', Body: initial.Body }, false],
    [{ Title: 'Career talk', Body: '<p>Wants to lead a project</p>\n' }, false],
    [{ Title: 'Career talk 2', Body: initial.Body }, true],
    [{ Title: 'Career talk', Body: '<p>Wants to lead two projects</p>' }, true],
  ])('%o has changes: %s', (values, yes) => {
    expect(noteChanged(initial, values)).toBe(yes);
  });

  it('counts an empty editor as an empty body', () => {
    expect(noteChanged({ Title: '', Body: '' }, { Title: '', Body: '<p></p>' })).toBe(false);
    expect(noteChanged({ Title: '', Body: '' }, {})).toBe(false);
  });

  it('sends the title trimmed', () => {
    expect(notePayload({ Title: ' Career talk ', Body: '<p>x</p>' })).toEqual({ Title: 'Career talk', Body: '<p>x</p>' });
  });
});
