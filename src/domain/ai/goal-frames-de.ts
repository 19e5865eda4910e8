import type { FunctionalArea } from './goal-templates';
import type { GoalDates } from './goal-dates';
import type { Frame } from './goal-frames';
import type { Subject } from './goal-words';
import { actionOfDe, INHERENT_DE, participleOf } from './goal-words-de';
import { sentenceCase, squish } from './text';

// The three frames of goal-frames.ts in German (issue 30). German puts the verb last and the deadline before it, so a
// SMART title holds `{when}` where the deadline goes. The person's words stand where German needs no case change:
// as the object before the verb, after 'für' or 'über', or as the subject of a result ('Zahlungsausfälle um 30 %
// gesenkt'); the team, which the frames name with its article, is feminine or neuter, the same in both cases.

type Team = { nominative: string; dative: string };
const TEAM: Record<FunctionalArea, Team> = {
  Legal: { nominative: 'die Rechtsabteilung', dative: 'der Rechtsabteilung' },
  Product: { nominative: 'das Produktteam', dative: 'dem Produktteam' },
  Marketing: { nominative: 'das Marketingteam', dative: 'dem Marketingteam' },
  Sales: { nominative: 'das Vertriebsteam', dative: 'dem Vertriebsteam' },
  'Human Resources': { nominative: 'die Personalabteilung', dative: 'der Personalabteilung' },
  'Accounting/Finance': { nominative: 'das Finanzteam', dative: 'dem Finanzteam' },
  'Information Technology': { nominative: 'das IT-Team', dative: 'dem IT-Team' },
  Executive: { nominative: 'die Geschäftsführung', dative: 'der Geschäftsführung' },
};
/** The area's team as a template's `{focus}` (nominative, which is also its accusative). */
export const teamOfDe = (area: FunctionalArea) => TEAM[area].nominative;

const DEFAULT_AMOUNT = { down: 'um 30 %', up: 'um 20 %' } as const;

/** The three frames for a subject, in the order they are offered. */
export function framesForDe(s: Subject, area: FunctionalArea, d: GoalDates): Frame[] {
  const action = actionOfDe(s);
  const thing = s.object;
  const Thing = sentenceCase(thing);
  const team = TEAM[area];
  const Team = sentenceCase(team.nominative);
  const verb = s.verb;
  const byEnd = d.end ? `bis zum ${d.end}` : `bis Ende ${d.quarter}`;
  const bySoon = d.first ? `bis zum ${d.first}` : byEnd;
  const byHalf = d.middle ? `bis zum ${d.middle}` : byEnd;

  if (s.direction === 'neutral') {
    return [
      {
        smart: `${thing} {when} ${verb}`,
        objective: action,
        results: [
          `Umsetzungsplan mit 3 Meilensteinen und je einer verantwortlichen Person ${bySoon} abgestimmt`,
          `Alle 3 Meilensteine termingerecht erreicht, der letzte ${byEnd}`,
          `Fortschritt ${byEnd} jede Woche geprüft, mit einer Einschätzung der Wahrscheinlichkeit`,
        ],
        why: `Gut umgesetzt, bringt das ${team.dative} und dem ganzen Unternehmen spürbar etwas.`,
        steps: [
          'Festhalten, woran man erkennt, dass das Ziel erreicht ist',
          'Die Arbeit in 3 Schritten mit je einer verantwortlichen Person planen',
        ],
      },
      {
        smart: `${thing} {when} in 3 geplanten Schritten ${verb}`,
        objective: `${thing} in nachvollziehbaren Schritten ${verb}`,
        results: [
          `3 Schritte mit je einer verantwortlichen Person ${bySoon} vereinbart`,
          `Schritt 2 von 3 ${byHalf} abgeschlossen`,
          `Alle 3 Schritte ${byEnd} abgeschlossen und abgenommen`,
        ],
        why: 'Kleine, geplante Schritte zeigen früh, ob die Arbeit auf Kurs ist.',
        steps: ['Die Arbeit in 3 Schritte mit Terminen aufteilen', `Jeden Schritt zum Abschluss mit ${team.dative} prüfen`],
      },
      {
        smart: `${thing} {when} gemeinsam mit ${team.dative} ${verb}`,
        objective: `${thing} gemeinsam mit ${team.dative} ${verb}`,
        results: [
          `${Team} legt ${bySoon} fest, woran das Ziel als erreicht gilt`,
          `Fortschritt ${byEnd} jede Woche mit ${team.dative} geteilt`,
          `Die Arbeit ${byEnd} abgeschlossen und abgenommen`,
        ],
        why: 'Arbeit, die jede Woche sichtbar ist, bekommt die Unterstützung, die sie braucht.',
        steps: [
          `Mit ${team.dative} festlegen, woran das Ziel als erreicht gilt`,
          'Den Fortschritt jede Woche teilen und Hindernisse angehen',
        ],
      },
    ];
  }

  const down = s.direction === 'down';
  const inherent = INHERENT_DE.has(verb);
  const amount = s.amount ?? (inherent ? '' : DEFAULT_AMOUNT[s.direction]);
  const named = s.amount !== null || inherent;
  const moved = squish(`${amount} ${participleOf(verb)}`);
  const measured = squish(`${thing} ${amount} ${verb}`);
  const baseline = d.first ? `gemessen an einem bis zum ${d.first} erhobenen Ausgangswert` : 'gemessen am heutigen Stand';
  return [
    {
      smart: squish(`${thing} {when} ${amount} ${verb}`),
      objective: named ? measured : `${thing} ${down ? 'dauerhaft' : 'Quartal für Quartal'} ${verb}`,
      results: [
        `${Thing} ${moved}, ${baseline}`,
        down
          ? `Die 3 größten Ursachen für ${thing} ${byHalf} behoben, jede mit einer verantwortlichen Person`
          : `3 neue Ansätze für mehr ${thing} ${byHalf} getestet, der beste beibehalten`,
        `${Thing} ${byEnd} jede Woche geprüft, jeweils mit einem festgehaltenen nächsten Schritt`,
      ],
      why: down
        ? 'Was hier wegfällt, schafft Zeit und Vertrauen für die Arbeit, die zählt.'
        : 'Hier zuzulegen baut auf dem auf, was schon funktioniert.',
      steps: [
        `Den Ausgangswert für ${thing} ${d.first ? `bis zum ${d.first}` : 'sofort'} messen`,
        `Den Zielwert mit ${team.dative} abstimmen und jede Woche prüfen`,
      ],
    },
    down
      ? {
          smart: `Die 3 größten Ursachen für ${thing} {when} beheben`,
          objective: `Den Ursachen für ${thing} auf den Grund gehen`,
          results: [
            `Ursachen für ${thing} ${bySoon} erfasst und nach Kosten gewichtet`,
            `Lösungen für die 3 größten Ursachen ${byHalf} umgesetzt`,
            `${Thing} ${byEnd} ${moved}`,
          ],
          why: 'Wer Ursachen statt Symptome behebt, sichert die Verbesserung dauerhaft.',
          steps: [`Ursachen für ${thing} sammeln und nach Kosten gewichten`, 'Die 3 größten nacheinander beheben'],
        }
      : {
          smart: `3 neue Ansätze für mehr ${thing} {when} finden und testen`,
          objective: `Neue Wege für mehr ${thing} finden`,
          results: [
            `5 Ideen für mehr ${thing} ${bySoon} gesammelt und bewertet`,
            `Die 3 vielversprechendsten Ideen ${byHalf} getestet`,
            `${Thing} ${byEnd} ${moved}`,
          ],
          why: 'Kleine Tests zeigen, was funktioniert, bevor es viel kostet.',
          steps: [
            `Ideen für mehr ${thing} im Team und bei Kunden sammeln`,
            'Die besten 3 im Kleinen testen und beibehalten, was funktioniert',
          ],
        },
    {
      smart: `${thing} {when} jede Woche mit ${team.dative} verfolgen`,
      objective: `${thing} für alle sichtbar machen, die etwas bewirken können`,
      results: [
        `Bericht über ${thing} ${d.first ? `ab dem ${d.first}` : byEnd} jede Woche mit ${team.dative} geteilt`,
        `Jeder ${down ? 'Anstieg' : 'Rückgang'} hat innerhalb von 2 Arbeitstagen eine verantwortliche Person`,
        `${Thing} ${byEnd} ${moved}`,
      ],
      why: 'Was jede Woche sichtbar ist, wird auch angegangen.',
      steps: [
        `Einen wöchentlichen Bericht über ${thing} für ${team.nominative} aufsetzen`,
        'Jeder Veränderung eine verantwortliche Person und einen nächsten Schritt geben',
      ],
    },
  ];
}
