import { describe, expect, it } from 'vitest';
import { GOAL_TYPES } from '../goals/states';
import { descriptionSuggestions, goalSuggestions, measurementLines, measurementSuggestions } from './goal-suggestions';
import { AREA_TEMPLATES, FUNCTIONAL_AREAS, GENERIC_TEMPLATES, toFunctionalArea } from './goal-templates';

const Q3 = { startDate: '2026-07-01', endDate: '2026-09-30', quarter: 3, year: 2026 };
const base = { functionalArea: 'Legal', goalType: 'SMART', period: Q3, today: '2026-07-01', pastTitles: [] } as const;
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
      // The field is labelled Initiatives on screen: the text does not say it again (issue 28).
      expect(s.Description).not.toMatch(/^Initiatives:/);
    }
  });

  it('ties SMART and OKR suggestions to the parent goal', () => {
    const parentTitle = 'Double enterprise revenue';
    expect(goalSuggestions({ ...base, parentTitle })[0]?.Description).toContain('It supports the parent goal “Double enterprise revenue”.');
    expect(goalSuggestions({ ...base, goalType: 'OKR', parentTitle })[0]?.Description).toContain(
      'the Objective “Double enterprise revenue”',
    );
  });

  it('builds around the context whatever the area: payment failures give goals about payment failures', () => {
    const out = goalSuggestions({ ...base, functionalArea: 'Product', moreContext: 'payment failures' });
    expect(out.map((s) => s.Title)).toEqual([
      'Cut payment failures by 30% by the end of Q3 2026',
      'Fix the 3 biggest causes of payment failures by the end of Q3 2026',
      'Track payment failures every week with the product team by the end of Q3 2026',
    ]);
    for (const s of out) expect(s.Description).not.toMatch(/onboarding|interview|Context you gave/i);
  });

  it('reads a context that is a sentence for its action, and never pastes it', () => {
    const [first] = goalSuggestions({ ...base, moreContext: 'We need to speed up vendor contract review.' });
    expect(first?.Title).toBe('Speed up vendor contract review by the end of Q3 2026');
    expect(first?.Description).not.toContain('We need to');
    expect(first?.Description).not.toContain('Context you gave');
  });

  it('keeps the verb the person gave and turns a noun phrase into a goal with a verb the words or the area choose', () => {
    const okr = { ...base, goalType: 'OKR' } as const;
    expect(goalSuggestions({ ...okr, functionalArea: 'Information Technology', moreContext: 'reduce outages' })[0]?.Title).toBe(
      'Reduce outages for good',
    );
    expect(goalSuggestions({ ...okr, moreContext: 'payment failures' })[0]?.Title).toBe('Cut payment failures for good');
    expect(goalSuggestions({ ...okr, functionalArea: 'Sales', moreContext: 'repeat orders' })[0]?.Title).toBe(
      'Grow repeat orders quarter after quarter',
    );
    expect(goalSuggestions({ ...okr, moreContext: 'vendor agreements for the EU launch' })[0]?.Title).toBe(
      'Secure vendor agreements for the EU launch',
    );
  });

  it('writes around the parent goal when no context is given', () => {
    const out = goalSuggestions({ ...base, functionalArea: 'Sales', parentTitle: 'Grow repeat orders by a fifth' });
    for (const s of out) expect(s.Title).toContain('repeat orders');
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

describe('toFunctionalArea', () => {
  it.each([
    ['Legal', 'Legal'],
    ['human  resources', 'Human Resources'],
    ['accounting/finance', 'Accounting/Finance'],
    ['Finance', null],
  ])('%s → %s', (value, area) => expect(toFunctionalArea(value)).toBe(area));
});

describe('measurementSuggestions', () => {
  it('gives sets built from the title’s own words, then the template that fits it', () => {
    const sets = measurementSuggestions({ ...base, functionalArea: 'Information Technology', title: 'Stop phishing attacks' });
    expect(sets).toHaveLength(3);
    expect(sets[0]?.[0]).toBe('Phishing attacks: down to zero, against a baseline measured by 15 July');
    expect(sets[1]?.[0]).toBe('The causes of phishing attacks listed and ranked by cost by 15 July');
    expect(sets[2]?.[2]).toBe('Phishing-test click rate falls below 5%');
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
      'It contributes to “Grow revenue 20%” and was written with mid-market in mind.',
    ]);
  });

  it('speaks of Key Results for OKR goals and of weekly check-ins when nothing is measured yet', () => {
    expect(descriptionSuggestions({ ...input, goalType: 'OKR' })[1]).toMatch(/^The Key Results measure this Objective: /);
    expect(descriptionSuggestions({ ...input, measurement: '' })[1]).toBe(
      'Progress is checked in every week, with a likelihood and a quality rating, until 30 September.',
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
