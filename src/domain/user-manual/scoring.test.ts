import { describe, expect, it } from 'vitest';
import { DISC_LETTERS, DISC_TYPES, lettersOf } from './disc-types';
import { LETTER_ANGLES, SECTORS, placeOnCircle, sectorCentre, sharesAt, sharesForType, typeAtAngle } from './disc-circle';
import { QUESTIONS } from './questionnaire';
import { IncompleteAnswersError, missingQuestionIds, nextQuestionId, progressOf, scoreAnswers } from './scoring';
import { allAnswered, answersFor } from './answer-sheets';

const rad = (deg: number) => (deg * Math.PI) / 180;
const sum = (per: Record<string, number>) => Object.values(per).reduce((a, b) => a + b, 0);

describe('scoreAnswers: every type is reachable from answers', () => {
  it.each(DISC_TYPES)('answers aimed at the middle of %s land in %s', (type) => {
    const angle = rad(sectorCentre(type));
    const result = scoreAnswers(answersFor(0.7 * Math.sin(angle), 0.7 * Math.cos(angle)));
    expect(result.type).toBe(type);
    expect(result.atCentre).toBe(false);
  });

  it.each([
    [1, 1, 'I', 45],
    [1, -1, 'D', 135],
    [-1, -1, 'C', 225],
    [-1, 1, 'S', 315],
  ])('the corner active=%i, accepting=%i is pure %s at %i°', (active, accepting, type, angle) => {
    const result = scoreAnswers(answersFor(active, accepting));
    expect(result).toMatchObject({ active, accepting, type, angle, strength: 1 });
  });
});

describe('scoreAnswers: keys', () => {
  it.each([1, 2, 3, 4, 5] as const)('answering every item %i lands at the centre (reverse keys cancel acquiescence)', (answer) => {
    expect(scoreAnswers(allAnswered(answer))).toMatchObject({ active: 0, accepting: 0, atCentre: true });
  });

  it.each(QUESTIONS.map((q) => [q.id, q.axis, q.keyed] as const))(
    'Strongly agree on item %i alone moves %s by %i × 2/36',
    (id, axis, keyed) => {
      const result = scoreAnswers({ ...allAnswered(3), [id]: 5 });
      expect(result[axis]).toBeCloseTo((keyed * 2) / 36, 12);
      expect(result[axis === 'active' ? 'accepting' : 'active']).toBe(0);
    },
  );
});

describe('scoreAnswers: incomplete sheets are refused', () => {
  it('throws IncompleteAnswersError naming the missing ids', () => {
    const answers = { ...allAnswered(4), 7: undefined, 30: 9 as never };
    expect(() => scoreAnswers(answers)).toThrow(IncompleteAnswersError);
    expect(missingQuestionIds(answers)).toEqual([7, 30]);
  });

  it.each([
    [{}, 0, 1],
    [{ 1: 5, 2: 4 }, 2, 3],
    [{ 2: 4, 99: 3 }, 1, 1], // unknown ids do not count
    [allAnswered(3), 36, null],
  ] as const)('progress of %j: %i of 36, resume at %s', (answers, answered, next) => {
    expect(progressOf(answers)).toEqual({ answered, total: 36 });
    expect(nextQuestionId(answers)).toBe(next);
  });
});

describe('sectors and borders', () => {
  it('names each of the twelve types in exactly one sector', () => {
    expect([...SECTORS].sort()).toEqual([...DISC_TYPES].sort());
  });

  it.each(DISC_LETTERS)('pure %s sits in the middle of its sector, on its own direction', (letter) => {
    expect(sectorCentre(letter)).toBe(LETTER_ANGLES[letter]);
  });

  it.each(SECTORS.map((type, k) => [k * 30, type, SECTORS[(k + 11) % 12]] as const))(
    'a point exactly at %i° is %s (the sector starting there); just before it is %s',
    (angle, type, before) => {
      expect(typeAtAngle(angle)).toBe(type);
      expect(typeAtAngle(angle - 0.001)).toBe(before);
      expect(placeOnCircle(0.6 * Math.sin(rad(angle)), 0.6 * Math.cos(rad(angle))).type).toBe(type);
    },
  );

  it.each([
    [360, 'I+S'],
    [-15, 'S+I'],
    [359.9999999, 'I+S'], // within a millionth of a degree counts as on the border
  ] as const)('%f° is read on the circle as %s', (angle, type) => {
    expect(typeAtAngle(angle)).toBe(type);
  });

  it.each([
    [1, 0, 'D+I'], // pure active: 90°
    [0, -1, 'C+D'], // pure questioning: 180°
    [-1, 0, 'S+C'], // pure thoughtful: 270°
    [0, 1, 'I+S'], // pure accepting: 0°
  ])('answers on an axis (active=%i, accepting=%i) fall on a border and go to %s', (active, accepting, type) => {
    expect(scoreAnswers(answersFor(active, accepting)).type).toBe(type);
  });
});

describe('the centre', () => {
  it.each([
    [0, 0],
    [0.05, -0.05],
    [-0.05, 0.05],
    [0.03, 0.01],
  ])('active=%f, accepting=%f is the centre: S with 25 each', (active, accepting) => {
    expect(placeOnCircle(active, accepting)).toMatchObject({ atCentre: true, type: 'S', per: { D: 25, I: 25, S: 25, C: 25 } });
  });

  it.each([
    [0.06, 0, 'D+I'],
    [0, -0.06, 'C+D'],
  ])('active=%f, accepting=%f is outside the centre: %s', (active, accepting, type) => {
    expect(placeOnCircle(active, accepting)).toMatchObject({ atCentre: false, type });
  });

  it('one step from neutral on each axis is still the centre, two steps is not', () => {
    expect(scoreAnswers(answersFor(1 / 36, -1 / 36)).atCentre).toBe(true);
    expect(scoreAnswers(answersFor(2 / 36, 0)).atCentre).toBe(false);
  });
});

describe('Per1..Per4', () => {
  const points = [0.05, 0.3, 0.7, 1].flatMap((strength) => Array.from({ length: 720 }, (_, i) => [i / 2, strength] as const));

  it('sum to 100, and the type’s first letter leads and its second comes next, everywhere on the circle', () => {
    for (const [angle, strength] of points) {
      const type = typeAtAngle(angle);
      const per = sharesAt(angle, strength, type);
      const [first, second] = lettersOf(type);
      expect(sum(per)).toBe(100);
      for (const letter of DISC_LETTERS) {
        expect(per[first]).toBeGreaterThanOrEqual(per[letter]);
        if (second && letter !== first) expect(per[second]).toBeGreaterThanOrEqual(per[letter]);
      }
    }
  });

  it.each([
    [135, 1, { D: 50, I: 25, S: 0, C: 25 }],
    [105, 1, { D: 47, I: 38, S: 3, C: 12 }], // I and C tie on .5: the type's second letter gets it
    [90, 1, { D: 43, I: 43, S: 7, C: 7 }], // D and I level before rounding: D+I, so D gets the odd point
    [45, 0.5, { D: 25, I: 38, S: 25, C: 12 }],
  ])('at %i° with strength %f: %j', (angle, strength, per) => {
    expect(sharesAt(angle, strength, typeAtAngle(angle))).toEqual(per);
  });

  it.each(DISC_TYPES)('a manual %s gets shares from its sector centre that lead with its first letter', (type) => {
    const per = sharesForType(type);
    expect(sum(per)).toBe(100);
    expect(Math.max(...Object.values(per))).toBe(per[lettersOf(type)[0]]);
  });
});
