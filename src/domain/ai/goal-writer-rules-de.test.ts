import { describe, expect, it } from 'vitest';
import { GOAL_TYPES, type GoalType } from '../goals/states';
import type { GoalPeriod } from './goal-dates';
import { descriptionSuggestions, goalSuggestions, measurementSuggestions, type GoalSuggestionInput } from './goal-suggestions';
import { FUNCTIONAL_AREAS, templatesIn, type FunctionalArea } from './goal-templates';

// Issue 30: the built-in writer in German writes German goals around the person's German words, with the verb at the
// end and the deadline before it, finds a template from a German title, and names days as German does.

const Q3: GoalPeriod = { startDate: '2026-07-01', endDate: '2026-09-30', quarter: 3, year: 2026 };
const base = { period: Q3, today: '2026-07-01', pastTitles: [], language: 'de' } as const;
const input = (moreContext: string | null, functionalArea: FunctionalArea, goalType: GoalType = 'SMART'): GoalSuggestionInput => ({
  ...base,
  functionalArea,
  goalType,
  moreContext,
});

describe('German suggestions built around the person’s words', () => {
  it.each([
    ['Zahlungsausfälle', 'Product', 'SMART', 'Zahlungsausfälle bis Ende Q3 2026 um 30 % senken'],
    [
      'Wir müssen die Prüfung von Lieferantenverträgen beschleunigen.',
      'Legal',
      'SMART',
      'Prüfung von Lieferantenverträgen bis Ende Q3 2026 beschleunigen',
    ],
    ['Recruiting ist zu langsam', 'Human Resources', 'SMART', 'Recruiting bis Ende Q3 2026 beschleunigen'],
    ['Cloud-Kosten um 15% senken', 'Information Technology', 'SMART', 'Cloud-Kosten bis Ende Q3 2026 um 15 % senken'],
    ['mehr qualifizierte Leads über LinkedIn', 'Marketing', 'SMART', 'Qualifizierte Leads über LinkedIn bis Ende Q3 2026 um 20 % steigern'],
    [
      'Unsere Kunden beschweren sich ständig, dass Zahlungen an der Kasse scheitern',
      'Product',
      'SMART',
      'Zahlungen an der Kasse bis Ende Q3 2026 zuverlässiger machen',
    ],
    ['Der Monatsabschluss dauert 12 Tage', 'Accounting/Finance', 'SMART', 'Monatsabschluss bis Ende Q3 2026 beschleunigen'],
    ['Hilf uns, Phishing-Angriffe zu stoppen', 'Information Technology', 'SMART', 'Phishing-Angriffe bis Ende Q3 2026 stoppen'],
    ['Umsatz mit Großkunden verdoppeln bis Ende Q4', 'Executive', 'SMART', 'Umsatz mit Großkunden bis Ende Q3 2026 verdoppeln'],
    ['Wir haben zu viele Ausfälle', 'Information Technology', 'SMART', 'Ausfälle bis Ende Q3 2026 um 30 % senken'],
    ['Ausfälle reduzieren', 'Information Technology', 'OKR', 'Ausfälle dauerhaft reduzieren'],
    ['Wiederholungskäufe', 'Sales', 'OKR', 'Wiederholungskäufe Quartal für Quartal steigern'],
    ['DSGVO-Konformität für das neue CRM', 'Legal', 'ObjectiveResult', 'DSGVO-Konformität für das neue CRM absichern'],
  ] as const)('%j (%s, %s) → %j', (context, area, type, title) => {
    expect(goalSuggestions(input(context, area, type))[0]?.Title).toBe(title);
  });

  it('frames a measurable goal three ways, with German results and dates', () => {
    const [first, second, third] = goalSuggestions(input('Zahlungsausfälle', 'Product'));
    expect([first?.Title, second?.Title, third?.Title]).toEqual([
      'Zahlungsausfälle bis Ende Q3 2026 um 30 % senken',
      'Die 3 größten Ursachen für Zahlungsausfälle bis Ende Q3 2026 beheben',
      'Zahlungsausfälle bis Ende Q3 2026 jede Woche mit dem Produktteam verfolgen',
    ]);
    expect(first?.Measurements).toEqual([
      'Zahlungsausfälle um 30 % gesenkt, gemessen an einem bis zum 15. Juli erhobenen Ausgangswert',
      'Die 3 größten Ursachen für Zahlungsausfälle bis zum 16. August behoben, jede mit einer verantwortlichen Person',
      'Zahlungsausfälle bis zum 30. September jede Woche geprüft, jeweils mit einem festgehaltenen nächsten Schritt',
    ]);
    expect(first?.Description).toBe(
      'Was hier wegfällt, schafft Zeit und Vertrauen für die Arbeit, die zählt. Zuerst den Ausgangswert für Zahlungsausfälle ' +
        'bis zum 15. Juli messen, dann den Zielwert mit dem Produktteam abstimmen und jede Woche prüfen. Messen Sie bis zum ' +
        '15. Juli, wo Sie stehen, und prüfen Sie den Fortschritt danach jede Woche bis zum 30. September. Setzen Sie die ' +
        'Zielwerte im Verhältnis zu Ihrem aktuellen Ausgangswert, damit sie fordern und doch erreichbar bleiben.',
    );
  });

  it('ties a suggestion to the parent goal in the screens’ words', () => {
    const parentTitle = 'Wiederholungskäufe um ein Fünftel steigern';
    const [smart] = goalSuggestions({ ...input(null, 'Sales'), parentTitle });
    expect(smart?.Title).toBe('Wiederholungskäufe bis Ende Q3 2026 um 20 % steigern');
    expect(smart?.Description).toContain('Es unterstützt das übergeordnete Ziel „Wiederholungskäufe um ein Fünftel steigern“.');
    const [okr] = goalSuggestions({ ...input(null, 'Sales', 'OKR'), parentTitle });
    expect(okr?.Description).toContain('Es trägt zur Zielsetzung „Wiederholungskäufe um ein Fünftel steigern“ bei.');
  });

  it('names only the quarter’s end when little of it is left', () => {
    const [first] = goalSuggestions({ ...input('Zahlungsausfälle', 'Product'), today: '2026-09-20' });
    expect(first?.Description).toContain(
      'Von Q3 2026 bleibt nicht mehr viel: Peilen Sie den 30. September an, den letzten Tag des Quartals.',
    );
  });
});

describe('a German title finds its template', () => {
  it.each([
    ['Vertragsprüfung beschleunigen', 'Legal', 'Langsame Vertragsprüfungen bremsen Vertrieb und Einkauf im ganzen Unternehmen.'],
    ['Lieferantenverträge schneller prüfen', 'Legal', 'Langsame Vertragsprüfungen bremsen Vertrieb und Einkauf im ganzen Unternehmen.'],
    ['Offene Stellen schneller besetzen', 'Human Resources', 'Offene Stellen bremsen jedes Team, das auf sie wartet.'],
    [
      'Monatsabschluss in 5 Tagen',
      'Accounting/Finance',
      'Ein schneller Abschluss liefert der Führung Zahlen, solange sie noch handeln kann.',
    ],
    [
      'Phishing-Klickrate senken',
      'Information Technology',
      'Die meisten Sicherheitsvorfälle beginnen mit einem schwachen Konto oder einem ungepatchten Gerät.',
    ],
    ['Mehr Leads aus Kampagnen', 'Marketing', 'Der Vertrieb kann nur abschließen, was das Marketing finden hilft.'],
    ['Neue Bestandskunden-Verlängerungen', 'Sales', 'Kunden zu halten und auszubauen kostet weit weniger, als neue zu gewinnen.'],
  ] as const)('%j (%s) says why: %j', (title, functionalArea, why) => {
    const [what] = descriptionSuggestions({ ...input(null, functionalArea), title });
    expect(what).toBe(`„${title}“ ist das Ziel für Q3 2026. ${why}`);
  });

  it('says what the measurements and the context are about', () => {
    const text = { ...input('Zahlungsausfälle an der Kasse', 'Product', 'OKR'), title: 'Zahlungen zuverlässiger machen' };
    expect(descriptionSuggestions({ ...text, measurement: '- Abbrüche um 20 % gesenkt\n- 3 Ursachen behoben.' })).toEqual([
      '„Zahlungen zuverlässiger machen“ ist das Ziel für Q3 2026.',
      'Die Schlüsselergebnisse messen diese Zielsetzung: Abbrüche um 20 % gesenkt; 3 Ursachen behoben. Der Fortschritt wird jede Woche in einem Status-Update festgehalten.',
      'Es wurde mit Blick auf Ihr Stichwort „Zahlungsausfälle an der Kasse“ geschrieben.',
    ]);
  });

  it('offers the measurements of the title’s own words, then those of the template that fits', () => {
    const sets = measurementSuggestions({ ...input(null, 'Legal'), title: 'Prüfzeit für Verträge bis Ende Q3 2026 um 30 % senken' });
    expect(sets[0]?.[0]).toBe('Prüfzeit für Verträge um 30 % gesenkt, gemessen an einem bis zum 15. Juli erhobenen Ausgangswert');
    expect(sets[2]?.[0]).toBe('Median der Prüfzeit für Handelsverträge: höchstens 3 Arbeitstage');
  });
});

const MONTHS = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');
const ENGLISH = /(?:^|\s)(?:the|and|by|with|of|to|every|week|quarter|end|January|December)(?=[\s,.;:]|$)/i;

/** What makes a text not read as German here, one problem a line; none when it reads well. */
function germanProblems(text: string): string[] {
  const problems: string[] = [];
  if (!/^[\p{Lu}0-9„]/u.test(text)) problems.push('does not start with a capital');
  if (/\s{2,}/.test(text) || text !== text.trim()) problems.push('extra spaces');
  if (/\s[,.;:!?]/.test(text)) problems.push('space before punctuation');
  if (/\.\.|[,;:]\./.test(text)) problems.push('doubled punctuation');
  if (/\{|\}|undefined|null|NaN/.test(text)) problems.push('a placeholder left in');
  if (ENGLISH.test(text)) problems.push('English words');
  if ((text.match(/„/g) ?? []).length !== (text.match(/“/g) ?? []).length) problems.push('unbalanced quotes');
  // 'Teams, die die Grundlagen kennen': a relative pronoun before its article is German.
  const doubled = /(?:^|\s)(?!(?:der|die|das)\s)([\p{L}]+)\s+\1(?=\s|$)/iu.exec(text);
  if (doubled) problems.push(`doubled word '${doubled[1]}'`);
  return problems;
}

describe('germanProblems', () => {
  it.each([
    ['Cut the Kosten', 'English words'],
    ['Kosten {when} senken', 'a placeholder left in'],
    ['kosten senken', 'does not start with a capital'],
    ['Kosten  senken', 'extra spaces'],
    ['Es trägt zu „Umsatz bei.', 'unbalanced quotes'],
    ['Kosten Kosten senken', "doubled word 'Kosten'"],
  ])('%j: %s', (text, problem) => expect(germanProblems(text)).toContain(problem));

  it('finds nothing in plain German', () => expect(germanProblems('Zahlungsausfälle bis Ende Q3 2026 um 30 % senken')).toEqual([]));
});

/** Every day a text names ('15. Juli'), as the day within the quarter it stands for. */
const daysNamed = (text: string) =>
  [...text.matchAll(new RegExp(`\\b(\\d{1,2})\\. (${MONTHS.join('|')})\\b`, 'g'))].map(
    ([, d, m]) => `2026-${String(MONTHS.indexOf(m!) + 1).padStart(2, '0')}-${d!.padStart(2, '0')}`,
  );

const CONTEXTS = [
  null,
  'Zahlungsausfälle',
  'Recruiting ist zu langsam',
  'mehr qualifizierte Leads',
  'Umsatz verdoppeln',
  '3 neue Integrationen',
];
const ROWS = FUNCTIONAL_AREAS.flatMap((area, i) =>
  ['2026-07-01', '2026-08-20', '2026-09-29'].map((today, j) => ({
    name: `${area}, ${GOAL_TYPES[(i + j) % 3]}, ${today}, ${JSON.stringify(CONTEXTS[(i + j) % CONTEXTS.length])}`,
    input: { ...input(CONTEXTS[(i + j) % CONTEXTS.length]!, area, GOAL_TYPES[(i + j) % 3]!), today },
  })),
);

describe.each(ROWS)('the built-in writer in German: $name', ({ input }) => {
  const suggestions = goalSuggestions(input);
  const title = suggestions[0]!.Title;
  const texts = [
    ...suggestions.flatMap((s) => [s.Title, s.Description, ...s.Measurements]),
    ...measurementSuggestions({ ...input, title }).flat(),
    ...descriptionSuggestions({ ...input, title }),
  ];

  it('offers three distinct goals, SMART ones bound to the quarter’s end', () => {
    expect(new Set(suggestions.map((s) => s.Title.toLowerCase())).size).toBe(3);
    for (const s of suggestions) {
      if (input.goalType === 'SMART') expect(s.Title).toContain('bis Ende Q3 2026');
      else expect(s.Title).not.toContain('bis Ende');
      expect(s.Title).not.toMatch(/\.$/);
      expect(s.Description).toMatch(/[^.]\.$/);
    }
  });

  it('reads as German, with no day before today', () => {
    for (const text of texts) {
      expect(germanProblems(text), text).toEqual([]);
      for (const day of daysNamed(text)) expect(day >= input.today && day <= Q3.endDate, `${day} in “${text}”`).toBe(true);
    }
  });
});

describe('the German templates', () => {
  const de = templatesIn('de');
  const en = templatesIn('en');

  it.each(FUNCTIONAL_AREAS)('%s has as many German templates as English ones, each measurable', (area) => {
    expect(de.area[area].length).toBe(en.area[area].length);
    for (const t of de.area[area]) {
      expect(t.smart).toContain('{when}');
      expect(t.smart).toMatch(/\d/);
      for (const r of t.results) expect(r).toMatch(/\d/);
      expect(t.keywords.length).toBeGreaterThan(0);
    }
  });

  it.each([...FUNCTIONAL_AREAS.flatMap((a) => de.area[a].map((t) => [a, t] as const)), ...de.generic.map((t) => ['any', t] as const)])(
    '%s: %o reads as German',
    (area, t) => {
      const focus = t.focus || 'das Produktteam';
      const fill = (text: string) => text.replaceAll('{focus}', focus).replace('{when}', 'bis Ende Q3 2026');
      const texts = [t.smart, t.objective, ...t.results, t.why, ...t.initiatives].map((text) => fill(text));
      for (const text of texts) expect(germanProblems(text.charAt(0).toUpperCase() + text.slice(1)), `${area}: ${text}`).toEqual([]);
    },
  );

  it('has the generic templates, with the team where each says {focus}', () => {
    expect(de.generic.length).toBe(en.generic.length);
    // With every Legal template's title used before, the generic ones come next.
    const pastTitles = de.area.Legal.map((t) => t.smart.replace('{focus}', t.focus).replace('{when}', 'bis Ende Q3 2026'));
    expect(goalSuggestions({ ...input(null, 'Legal'), pastTitles }).map((s) => s.Title)).toEqual([
      '3 wiederkehrende manuelle Aufgaben für die Rechtsabteilung bis Ende Q3 2026 automatisieren',
      'Die Rechtsabteilung bis Ende Q3 2026 in der internen Zufriedenheitsumfrage auf 4 von 5 bringen',
      'Die Rechtsabteilung bis Ende Q3 2026 mit Entwicklungsplänen für 100 % der Mitglieder ausstatten',
    ]);
  });
});
