import { tDe, type GoalTemplate } from './template';

/**
 * The generic templates in German, as generic.ts. `{focus}` is the area's team in the nominative ('das Produktteam',
 * 'die Rechtsabteilung', all feminine or neuter, so the same in the accusative): it stands only where those fit.
 */
export const GENERIC_TEMPLATES_DE: readonly GoalTemplate[] = [
  tDe(
    'automatisieren automatisierung manuell prozess effizienz wiederkehrend routine aufgabe aufgaben',
    '',
    '3 wiederkehrende manuelle Aufgaben für {focus} {when} automatisieren',
    '{focus} von Routinearbeit entlasten',
    [
      '3 wiederkehrende Aufgaben automatisiert oder abgeschafft',
      'Der Zeitaufwand dafür um 30 % gesenkt',
      '100 % der automatisierten Aufgaben haben eine verantwortliche Person und eine schriftliche Anleitung',
    ],
    'Zeit, die Routinearbeit nicht mehr bindet, fließt in die Arbeit, die Ziele voranbringt.',
    ['Wiederkehrende Aufgaben mit ihrem Zeitaufwand auflisten', 'Die drei aufwendigsten automatisieren oder streichen'],
  ),
  tDe(
    'intern interne service stakeholder zufriedenheit anfrage anfragen dienstleistung',
    '',
    '{focus} {when} in der internen Zufriedenheitsumfrage auf 4 von 5 bringen',
    '{focus} zu einem Partner machen, mit dem andere gern arbeiten',
    [
      'Interne Zufriedenheitsumfrage im Schnitt bei 4 von 5',
      '90 % der Anfragen innerhalb von 2 Arbeitstagen beantwortet',
      'Ein Katalog der Leistungen des Teams innerhalb von 6 Wochen veröffentlicht',
    ],
    'Teams, mit denen man gern arbeitet, erreichen mehr durch andere.',
    [
      'Die Teams, für die wir arbeiten, zu Beginn und am Ende des Quartals befragen',
      'Veröffentlichen, wie man uns um Hilfe bittet und wie schnell wir antworten',
    ],
  ),
  tDe(
    'kompetenz kompetenzen fähigkeiten entwicklung weiterbildung schulung lernen wachstum karriere',
    '',
    '{focus} {when} mit Entwicklungsplänen für 100 % der Mitglieder ausstatten',
    '{focus} fachlich wachsen lassen',
    [
      '100 % der Teammitglieder haben einen vereinbarten Entwicklungsplan',
      'Jede Person schließt mindestens 1 Kurs oder eine Entwicklungsaufgabe ab',
      'Lücken in der Kompetenzmatrix des Teams um 25 % verringert',
    ],
    'Ein Team, das weiter lernt, hält Schritt mit dem, was das Unternehmen braucht.',
    ['Die Fähigkeiten des Teams mit dem Bedarf des nächsten Jahres abgleichen', 'Mit jeder Person einen Entwicklungsschritt vereinbaren'],
  ),
];
