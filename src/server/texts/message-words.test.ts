import { describe, expect, it } from 'vitest';
import { messageIn, messageMatcher, validationIn } from './message-words';

// A namespace as the catalogue's English `messages` holds them: the code's own texts, values as {{placeholders}}.
const TEXTS = {
  common: {
    thingGone: 'The {{thing}} was not found.',
    goalGone: 'The goal was not found.',
    notFound: 'Not found.',
    tooLong: 'Must be at most {{max}} characters.',
  },
  people: { deactivated: '{{name}} is deactivated; activate them first.', thingNotFound: '{{thing}} not found.' },
  goals: { left_one: 'One goal is left.', left_other: '{{count}} goals are left.' },
  // The pattern listed before the more particular text: the matcher's order, not the catalogue's, decides.
  moves: { toTeam: '{{name}} was moved to {{team}}.', toTop: '{{name}} was moved to the top {{when}}.' },
};
const keyOf = messageMatcher(TEXTS);

describe('finding a message of the server in the catalogue by its English', () => {
  it.each([
    ['Not found.', { key: 'common.notFound', values: {} }],
    ['The goal was not found.', { key: 'common.goalGone', values: {} }],
    ['The note was not found.', { key: 'common.thingGone', values: { thing: 'note' } }],
    ['Must be at most 200 characters.', { key: 'common.tooLong', values: { max: '200' } }],
    ['Ana Ruiz is deactivated; activate them first.', { key: 'people.deactivated', values: { name: 'Ana Ruiz' } }],
    ['Goal not found.', { key: 'people.thingNotFound', values: { thing: 'Goal' } }],
    ['One goal is left.', { key: 'goals.left', values: { count: 1 } }],
    ['3 goals are left.', { key: 'goals.left', values: { count: 3 } }],
    ['Ana was moved to the top today.', { key: 'moves.toTop', values: { name: 'Ana', when: 'today' } }],
    ['Ana was moved to Sales.', { key: 'moves.toTeam', values: { name: 'Ana', team: 'Sales' } }],
    [
      'A name with\na line break is deactivated; activate them first.',
      { key: 'people.deactivated', values: { name: 'A name with\na line break' } },
    ],
  ])('%j is %j', (message, found) => {
    expect(keyOf(message)).toEqual(found);
  });

  it.each(['Not found', 'not found.', 'Must be at most characters.', 'Something else.'])('%j is not in it', (message) => {
    expect(keyOf(message)).toBeNull();
  });
});

describe('a message with a goal’s state in it', () => {
  it.each([
    ['en', "A goal in state 'draft' cannot be approved.", "A goal in state 'draft' cannot be approved."],
    ['de', "A goal in state 'draft' cannot be approved.", 'Ein Ziel im Status „Entwurf“ kann nicht freigegeben werden.'],
    [
      'de',
      "A goal in state 'results_in_review' takes no weekly updates.",
      'Ein Ziel im Status „Ergebnisse in Prüfung“ nimmt keine wöchentlichen Updates an.',
    ],
  ] as const)('in %s: %j reads %j, the state as the screens name it', (language, message, expected) => {
    expect(messageIn(message, language)).toBe(expected);
  });
});

describe("zod's own texts, where the contract gave none", () => {
  const tooBig = { code: 'too_big', origin: 'string', maximum: 5, inclusive: true } as const;

  it('are put into the language by zod', () => {
    expect(validationIn('Too big: expected string to have <=5 characters', tooBig as never, 'de')).toBe(
      'Zu groß: erwartet, dass string <=5 Zeichen hat',
    );
  });

  it.each([
    ['Invalid input: expected number, received NaN', 'Ungültige Eingabe: erwartet Zahl, erhalten NaN'],
    ['Invalid input: expected string, received number', 'Ungültige Eingabe: erwartet string, erhalten Zahl'],
    ['Invalid input: expected int, received number', 'Ungültige Eingabe: erwartet int, erhalten Zahl'],
  ])('name the input zod left out of the issue by the type its English names: %j', (message, german) => {
    const expected = message.includes('int,') ? 'int' : message.includes('string') ? 'string' : 'number';
    expect(validationIn(message, { code: 'invalid_type', expected } as never, 'de')).toBe(german);
  });

  it('stay as they are in English', () => {
    expect(validationIn('Too big: expected string to have <=5 characters', tooBig as never, 'en')).toBe(
      'Too big: expected string to have <=5 characters',
    );
  });
});
