import { describe, expect, it } from 'vitest';
import { GOAL_TYPES } from '../goals/states';
import { descriptionSuggestions, focusFrom, goalSuggestions, measurementLines, measurementSuggestions } from './goal-suggestions';
import { AREA_TEMPLATES, FUNCTIONAL_AREAS, GENERIC_TEMPLATES, toFunctionalArea } from './goal-templates';

const base = { functionalArea: 'Legal', goalType: 'SMART', quarterLabel: 'Q3 2026', pastTitles: [] } as const;
const cases = FUNCTIONAL_AREAS.flatMap((area) => GOAL_TYPES.map((type) => [area, type] as const));

describe('goalSuggestions', () => {
  it.each(cases)('%s, %s: three distinct, trimmed, sentence-cased suggestions within the limits', (functionalArea, goalType) => {
    const out = goalSuggestions({ ...base, functionalArea, goalType });
    expect(out).toHaveLength(3);
    expect(new Set(out.map((s) => s.Title.toLowerCase())).size).toBe(3);
    for (const s of out) {
      for (const text of [s.Title, s.Description, ...s.Measurements]) {
        expect(text).toBe(text.trim());
        expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
        expect(text).not.toContain('{focus}');
      }
      expect(s.Title.length).toBeLessThanOrEqual(255);
      expect(s.Measurements.join('\n').length).toBeLessThanOrEqual(3000);
      expect(s.Measurements.length).toBeGreaterThanOrEqual(2);
      expect(s.Measurements.length).toBeLessThanOrEqual(4);
      // Measurable: every measurement carries a number.
      for (const m of s.Measurements) expect(m).toMatch(/\d/);
    }
  });

  it.each(FUNCTIONAL_AREAS)('%s SMART: specific and time-bound, ending with the quarter, with a number', (functionalArea) => {
    for (const s of goalSuggestions({ ...base, functionalArea })) {
      expect(s.Title).toMatch(/\d/);
      expect(s.Title.endsWith(' by the end of Q3 2026')).toBe(true);
      expect(s.Description).toContain('achievable');
    }
  });

  it.each(['OKR', 'ObjectiveResult'] as const)('%s: an objective without numbers or deadline, and Key Results', (goalType) => {
    for (const s of goalSuggestions({ ...base, goalType, functionalArea: 'Sales' })) {
      expect(s.Title).not.toMatch(/\d|by the end of/);
      expect(s.Description).toContain('Key Results');
      expect(s.Description.startsWith('Initiatives: ')).toBe(true);
    }
  });

  it('ties SMART and OKR suggestions to the parent goal', () => {
    const parentTitle = 'Double enterprise revenue';
    expect(goalSuggestions({ ...base, parentTitle })[0]?.Description).toContain('It supports the parent goal “Double enterprise revenue”.');
    expect(goalSuggestions({ ...base, goalType: 'OKR', parentTitle })[0]?.Description).toContain(
      'the Objective “Double enterprise revenue”',
    );
  });

  it('puts the template that fits the context first, and fills it with the context', () => {
    const out = goalSuggestions({
      ...base,
      functionalArea: 'Human Resources',
      moreContext: 'the engineering team',
      additionalContext: 'recruiting is slow',
    });
    expect(out[0]?.Title).toBe('Fill 90% of open roles in the engineering team within 45 days by the end of Q3 2026');
    expect(out[0]?.Description).toContain('Context you gave: Recruiting is slow.');
  });

  it('quotes context that reads as a sentence rather than using it as a focus', () => {
    const [first] = goalSuggestions({ ...base, moreContext: 'We need to speed up vendor contract review.' });
    expect(first?.Title).toBe('Cut the review time for commercial contracts to 3 business days by the end of Q3 2026');
    expect(first?.Description).toContain('Context you gave: We need to speed up vendor contract review.');
  });

  it('never repeats a past title, case and spacing aside, and moves on to the next template', () => {
    const first = goalSuggestions(base);
    const again = goalSuggestions({ ...base, pastTitles: [`  ${first[0]!.Title.toUpperCase()} `] });
    expect(again.map((s) => s.Title)).not.toContain(first[0]!.Title);
    expect(again).toHaveLength(3);
    expect(again[0]?.Title).toBe(first[1]?.Title);
  });

  it('offers fewer than three only once every template was used before', () => {
    const past: string[] = [];
    for (let round = 0; round < 10; round++) past.push(...goalSuggestions({ ...base, pastTitles: past }).map((s) => s.Title));
    expect(past).toHaveLength(AREA_TEMPLATES.Legal.length + GENERIC_TEMPLATES.length);
    expect(new Set(past).size).toBe(past.length);
    expect(goalSuggestions({ ...base, pastTitles: past })).toEqual([]);
  });

  it('is deterministic', () => {
    const input = {
      ...base,
      functionalArea: 'Marketing',
      goalType: 'OKR',
      parentTitle: 'Launch v2',
      moreContext: 'the v2 launch',
    } as const;
    expect(goalSuggestions(input)).toEqual(goalSuggestions(input));
  });

  it('keeps titles within 255 characters whatever the context', () => {
    const parentTitle = 'contract '.repeat(100);
    for (const s of goalSuggestions({ ...base, parentTitle, moreContext: 'x'.repeat(1000) }))
      expect(s.Title.length).toBeLessThanOrEqual(255);
  });
});

describe('templates', () => {
  const all = [
    ...Object.entries(AREA_TEMPLATES).flatMap(([area, ts]) => ts.map((t) => [area, t] as const)),
    ...GENERIC_TEMPLATES.map((t) => ['any', t] as const),
  ];

  it.each(all)('%s: %o is measurable, with a number in its SMART title and in every result', (_area, t) => {
    expect(t.smart).toMatch(/\d/);
    expect(t.smart).toContain('{focus}');
    expect(t.objective).toContain('{focus}');
    expect(t.results.length).toBeGreaterThanOrEqual(2);
    expect(t.results.length).toBeLessThanOrEqual(4);
    for (const r of t.results) expect(r).toMatch(/\d/);
    expect(t.keywords.length).toBeGreaterThan(0);
  });

  it.each(FUNCTIONAL_AREAS)('%s has at least three templates of its own', (area) =>
    expect(AREA_TEMPLATES[area].length).toBeGreaterThanOrEqual(3),
  );
});

describe('focusFrom', () => {
  it.each([
    ['vendor agreements for the EU launch', 'vendor agreements for the EU launch'],
    ['  The enterprise segment. ', 'the enterprise segment'],
    ['Salesforce migration', 'Salesforce migration'],
    ['we need more leads', null],
    ['Help us hire', null],
    ['one: two', null],
    ['a b c d e f g h i', null],
    ['', null],
    [null, null],
  ])('%j → %j', (context, focus) => expect(focusFrom(context)).toBe(focus));
});

describe('toFunctionalArea', () => {
  it.each([
    ['Legal', 'Legal'],
    ['human  resources', 'Human Resources'],
    ['accounting/finance', 'Accounting/Finance'],
    ['Finance', null],
  ])('%s → %s', (value, area) => expect(toFunctionalArea(value)).toBe(area));
});

describe('measurementSuggestions', () => {
  it('gives the fitting template first, then a set built from the title', () => {
    const sets = measurementSuggestions({ ...base, functionalArea: 'Information Technology', title: 'Stop phishing attacks' });
    expect(sets).toHaveLength(3);
    expect(sets[0]?.[2]).toBe('Phishing-test click rate falls below 5%');
    expect(sets[1]?.[0]).toBe('“Stop phishing attacks” is delivered and signed off by the end of Q3 2026');
    expect(sets[1]?.[2]).toContain('Likely or better');
  });

  it('leaves out the set the goal already has', () => {
    const title = 'Stop phishing attacks';
    const [first] = measurementSuggestions({ ...base, functionalArea: 'Information Technology', title });
    const sets = measurementSuggestions({
      ...base,
      functionalArea: 'Information Technology',
      title,
      measurement: first!.map((m) => `- ${m}`).join('\n'),
    });
    expect(sets).not.toContainEqual(first);
    expect(sets).toHaveLength(3);
  });

  it.each(FUNCTIONAL_AREAS)('%s: three sets of measurable lines for any title', (functionalArea) => {
    const sets = measurementSuggestions({ ...base, functionalArea, title: 'Something new' });
    expect(sets).toHaveLength(3);
    for (const set of sets) for (const m of set) expect(m).toMatch(/\d/);
  });
});

describe('descriptionSuggestions', () => {
  const input = {
    ...base,
    functionalArea: 'Sales',
    title: 'Shorten the sales cycle for mid-market deals',
    measurement: '- Median cycle falls by 10 days\n2. Close plans on all stage 3 deals',
  } as const;

  it.each([
    [{}, 2],
    [{ parentTitle: 'Grow revenue 20%' }, 3],
    [{ additionalContext: 'two new reps start in July' }, 3],
  ])('with %j: %i descriptions', (extra, count) => {
    expect(descriptionSuggestions({ ...input, ...extra })).toHaveLength(count);
  });

  it('says what, why, how it is measured and how it fits', () => {
    expect(descriptionSuggestions({ ...input, parentTitle: 'Grow revenue 20%', moreContext: 'mid-market only' })).toEqual([
      '“Shorten the sales cycle for mid-market deals” is the aim for Q3 2026. A shorter cycle brings revenue in sooner and frees time for new deals.',
      'Success is measured by: Median cycle falls by 10 days; Close plans on all stage 3 deals. Progress is checked in every week.',
      'It contributes to “Grow revenue 20%” with this in mind: Mid-market only.',
    ]);
  });

  it('speaks of Key Results for OKR goals and of weekly check-ins when nothing is measured yet', () => {
    expect(descriptionSuggestions({ ...input, goalType: 'OKR' })[1]).toMatch(/^The Key Results measure this Objective: /);
    expect(descriptionSuggestions({ ...input, measurement: '' })[1]).toBe(
      'Progress is checked in every week, with a likelihood and a quality rating, until the end of Q3 2026.',
    );
  });

  it('claims no reason when no template fits the title', () => {
    expect(descriptionSuggestions({ ...input, title: 'Zebra' })[0]).toBe('“Zebra” is the aim for Q3 2026.');
  });
});

describe('measurementLines', () => {
  it.each([
    ['- a\n* b\n• c\n1. d\n2) e\n\n', ['a', 'b', 'c', 'd', 'e']],
    ['', []],
    [null, []],
  ])('%j → %j', (text, lines) => expect(measurementLines(text)).toEqual(lines));
});

describe('the template groups', () => {
  it.each(FUNCTIONAL_AREAS.map((a) => [a]))('give %s templates of its own', (area) => {
    expect(AREA_TEMPLATES[area].length).toBeGreaterThanOrEqual(3);
  });
});
