import type { FunctionalArea } from './goal-templates';
import type { Direction, Subject } from './goal-words';
import { squish } from './text';

// The person's own words as the thing a goal is about, read as German (issue 30), as goal-words.ts reads English.
// A German goal ends on its verb ('Zahlungsausfälle senken', 'die Prüfung von Lieferantenverträgen beschleunigen');
// a noun phrase ('Zahlungsausfälle an der Kasse') gets a verb chosen by its words or by the area. Nouns are written
// with a capital and verbs without, which tells a statement's verb ('Recruiting ist zu langsam') from its subject.

type Verb = { participle: string; direction: Direction };
const verbs = (direction: Direction, list: string) =>
  list.split(', ').map((pair) => {
    const [infinitive = '', participle = ''] = pair.split(':');
    return [infinitive, { participle, direction }] as const;
  });
/** Verbs a German goal can end on, with the participle a result is written with ('um 30 % gesenkt'). */
const VERBS = new Map<string, Verb>([
  ...verbs(
    'down',
    'senken:gesenkt, reduzieren:reduziert, verringern:verringert, kürzen:gekürzt, halbieren:halbiert, beseitigen:beseitigt, ' +
      'minimieren:minimiert, vermeiden:vermieden, verhindern:verhindert, abbauen:abgebaut, verkürzen:verkürzt, stoppen:gestoppt, ' +
      'abschaffen:abgeschafft, eliminieren:eliminiert, eindämmen:eingedämmt, drücken:gedrückt',
  ),
  ...verbs(
    'up',
    'steigern:gesteigert, erhöhen:erhöht, verdoppeln:verdoppelt, verdreifachen:verdreifacht, ausbauen:ausgebaut, ' +
      'vergrößern:vergrößert, maximieren:maximiert, anheben:angehoben',
  ),
  ...verbs(
    'neutral',
    'beschleunigen:beschleunigt, verbessern:verbessert, einführen:eingeführt, ausliefern:ausgeliefert, liefern:geliefert, ' +
      'umsetzen:umgesetzt, einstellen:eingestellt, migrieren:migriert, aufbauen:aufgebaut, erstellen:erstellt, ' +
      'automatisieren:automatisiert, schulen:geschult, abschließen:abgeschlossen, starten:gestartet, launchen:gelauncht, ' +
      'vereinfachen:vereinfacht, standardisieren:standardisiert, ersetzen:ersetzt, modernisieren:modernisiert, sichern:gesichert, ' +
      'absichern:abgesichert, schützen:geschützt, veröffentlichen:veröffentlicht, definieren:definiert, dokumentieren:dokumentiert, ' +
      'prüfen:geprüft, überprüfen:überprüft, konsolidieren:konsolidiert, zentralisieren:zentralisiert, implementieren:implementiert, ' +
      'optimieren:optimiert, digitalisieren:digitalisiert, stabilisieren:stabilisiert, entwickeln:entwickelt, halten:gehalten, ' +
      'erreichen:erreicht, planen:geplant, voranbringen:vorangebracht, rekrutieren:rekrutiert, besetzen:besetzt, beheben:behoben, ' +
      'verfolgen:verfolgt, klären:geklärt, gewinnen:gewonnen, zuverlässiger machen:zuverlässiger gemacht, finden und testen:gefunden und getestet',
  ),
]);
/** Verbs a German goal can end on, infinitive. */
export const GERMAN_GOAL_VERBS: ReadonlySet<string> = new Set(VERBS.keys());
/** Verbs that carry their amount: 'Umsatz verdoppeln' takes no 'um 20 %'. */
export const INHERENT_DE = new Set('verdoppeln verdreifachen halbieren beseitigen stoppen abschaffen eliminieren'.split(' '));

/** A result's verb: 'senken' → 'gesenkt'. */
export const participleOf = (verb: string) => VERBS.get(verb)?.participle ?? verb;

/** The verb a noun phrase gets when its words do not say which way it should move. */
const AREA_VERB: Record<FunctionalArea, string> = {
  Legal: 'absichern',
  Product: 'verbessern',
  Marketing: 'steigern',
  Sales: 'steigern',
  'Human Resources': 'verbessern',
  'Accounting/Finance': 'verbessern',
  'Information Technology': 'verbessern',
  Executive: 'voranbringen',
};

// Parts of a compound that name something to have less of, or more of ('Zahlungsausfälle', 'Kundenzufriedenheit').
const DOWN_PART =
  /ausf[aä]ll|fehler|st[oö]rung|churn|abwanderung|k[uü]ndigung|fluktuation|verz[oö]gerung|kosten|vorf[aä]ll|incident|beschwerde|reklamation|m[aä]ngel|defekt|downtime|r[uü]ckst[aä]nd|backlog|risik|betrug|verschwendung|latenz|eskalation|streit|ausgaben|fehlzeit|problem|verlust|schulden|ticket|versto[sß]|[uü]berf[aä]llig|versp[aä]tung|erstattung|retoure|stornierung|wartezeit|durchlaufzeit|bearbeitungszeit|abbr[uü]ch|bug/i;
const UP_PART =
  /umsatz|lead|verk[aä]uf|auftr[aä]g|anmeldung|registrierung|nutzung|adoption|engagement|bindung|zufriedenheit|nps|conversion|konversion|pipeline|wachstum|marge|gewinn|bestellung|traffic|besuche|abonn|aktivierung|verl[aä]ngerung|upsell|verf[uü]gbarkeit|uptime|marktanteil|reichweite|empfehlung|wiederholungsk[aä]uf/i;

// Openings that ask rather than name: 'Wir müssen', 'Bitte', 'Unser Ziel ist es'.
const ASKING = [
  /^(?:wir|ich|das team|man)\s+(?:wirklich\s+|unbedingt\s+|dringend\s+)?(?:müssen|muss|möchten|möchte|wollen|will|sollten|sollen|soll|brauchen|planen|wünschen uns)\s+(?:es\s+)?/iu,
  /^(?:bitte|hilf uns|helft uns|helfen sie uns|unser ziel ist(?: es)?|das ziel ist(?: es)?|ziel:|wie können wir|wie kann ich)(?:\s+|$)/iu,
];
// A clause that begins so belongs to the clause before it ('…, dass Zahlungen an der Kasse scheitern').
const JOINED = /^(?:dass|weil|wenn|da|sodass)\s/iu;
const MONTHS = 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember';
// A time the parent or context gives: the quarter is the goal's own. German puts it anywhere before the verb.
const WHEN = new RegExp(
  `(?:^|\\s)(?:bis|in|im|vor|innerhalb|während|ab)\\s+(?:(?:zum|zur|dem|des)\\s+)?(?:(?:ende|anfang|beginn)\\s+(?:von\\s+|des\\s+|der\\s+)?)?` +
    `(?:q[1-4](?:\\s*\\/?\\s*\\d{4})?|(?:diese[sm]?|nächste[sm]?|kommende[sm]?)\\s+(?:quartals?|jahr(?:es)?)|quartalsende|jahresende|\\d{4}|(?:\\d{1,2}\\.\\s*)?(?:${MONTHS})(?:\\s+\\d{4})?)(?=\\s|$)`,
  'giu',
);
// What the writer's own frames add to a title, read back when a suggested title is sent again.
const FRAME_WORDS =
  /(?:^|\s)(?:dauerhaft|Quartal für Quartal|in nachvollziehbaren Schritten|in \d+ geplanten Schritten|(?:gemeinsam|jede Woche) mit (?:dem|der) \S+)(?=\s|$)/gu;
// An amount the person named, before the verb: 'um 15 %', 'auf 8 %', 'um ein Fünftel'.
const AMOUNT = /\s+((?:um|auf)\s+(?:\d|ein |eine |einen |die Hälfte|das Doppelte|null).*)$/iu;
// A statement's verb, written small ('ist', 'dauert'), after the thing it is about.
const STATEMENT_VERB =
  /^(?:ist|sind|war|waren|wird|werden|hat|haben|dauert|dauern|braucht|brauchen|kostet|scheitert|scheitern|schlägt|schlagen|bleibt|bleiben|läuft|laufen|fällt|fallen|steigt|steigen|sinkt|sinken|geht|gehen|fehlt|fehlen|nimmt|nehmen|verursacht|verursachen|bremst|bremsen|macht|machen|kann|können|liegt|liegen|beschweren|beschwert|sagen|sagt|klagen|klagt)$/u;
// Who a statement is by, rather than what it is about.
const GENERIC_HOLDER =
  /^(?:(?:unsere?|die|alle|viele|manche|einige)\s+)?(?:kunden|kundinnen|nutzer|nutzerinnen|leute|menschen|mitarbeitende|mitarbeiter|team|teams|wir|sie|es|das|man|ich|jeder|alle|niemand)$/iu;
// 'weniger Ausfälle' asks for a verb of its own.
const COMPARATIVES: [RegExp, string][] = [
  [/^(?:weniger|zu viele|zu hohe)$/iu, 'senken'],
  [/^(?:mehr|höhere[nrs]?|zu wenige?)$/iu, 'steigern'],
  [/^(?:niedrigere[nrs]?|geringere[nrs]?)$/iu, 'senken'],
  [/^(?:bessere[nrs]?)$/iu, 'verbessern'],
  [/^(?:schnellere[nrs]?|kürzere[nrs]?)$/iu, 'beschleunigen'],
];
const TAIL_WORDS = new Set(
  'und oder von für mit in im an am auf aus bei zu zum zur der die das den dem des ein eine um bis sowie'.split(' '),
);
const MAX_WORDS = 10;

/** The first clause of a text that says something, without asking words, quotes, list marks or end punctuation. */
export function firstClauseDe(text: string | null | undefined): string {
  const clauses = squish(text ?? '')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/^(?:[-*•]|\d+[.)])\s+/, '')
    .split(/[.;!?\n]\s|[.;!?\n]$|[;!?\n]|,\s|\s[-–—]\s|:\s/)
    .map((c) => squish(c.replace(/["„“”‚‘’»«()[\]]/g, ' ')));
  for (let i = 0; i < clauses.length; i++) {
    let clause = clauses[i]!.replace(/[.,!?]+$/, '');
    for (let n = 0; n < 3; n++) for (const asking of ASKING) clause = clause.replace(asking, '');
    if (!/[\p{L}0-9]/u.test(clause)) continue;
    const joined = [clause];
    for (let j = i + 1; j < clauses.length && JOINED.test(clauses[j]!); j++) joined.push(clauses[j]!);
    return squish(joined.join(' '));
  }
  return '';
}

/** The object as a goal holds it: no leading article (its case would be the sentence's), an adjective written small. */
function objectOf(words: readonly string[]): string {
  const ws = words.slice(0, MAX_WORDS);
  if (ws.length > 1 && /^(?:der|die|das|den)$/iu.test(ws[0]!)) ws.shift();
  while (ws.length > 1 && TAIL_WORDS.has(ws.at(-1)!.toLowerCase())) ws.pop();
  const [first = '', second = ''] = ws;
  // 'Qualifizierte Leads' → 'qualifizierte Leads': an adjective before its noun is written small mid-sentence.
  if (
    /^\p{Lu}\p{Ll}+(?:e|er|es|en|em)$/u.test(first) &&
    /^\p{Lu}/u.test(second) &&
    /(?:ig|lich|isch|iert|ert|nd|te|ne|le|re|ue|ale|ive|ene|bar|sam|los)(?:e|er|es|en|em)$|^(?:neue|alte|große|kleine|hohe|offene|interne|externe)/iu.test(
      first,
    )
  ) {
    ws[0] = first.toLowerCase();
  }
  return ws.join(' ');
}

/** 'dauert 12 Tage' → beschleunigen; 'scheitern' → zuverlässiger machen; else null (the subject is the holder). */
function fromStatement(holder: readonly string[], verb: string, after: string, own: boolean): Subject | null {
  const object = objectOf(holder);
  const subject = (v: string): Subject => ({ verb: v, object, amount: null, direction: 'neutral', own, verbGiven: false });
  if (/^(?:scheitert|scheitern)$/u.test(verb) || (/^(?:schlägt|schlagen)$/u.test(verb) && /\bfehl$/u.test(after))) {
    const where = after.replace(/\s*\bfehl$/u, '');
    return { ...subject('zuverlässiger machen'), object: objectOf([...holder, ...where.split(' ').filter(Boolean)]) };
  }
  if (
    /^(?:ist|sind|war|waren)$/u.test(verb) &&
    /^(?:zu |sehr |viel zu |oft )*(?:langsam|träge|spät|lang|aufwendig|umständlich|zäh)/iu.test(after)
  ) {
    return subject('beschleunigen');
  }
  if (/^(?:dauert|dauern|braucht|brauchen)$/u.test(verb)) return subject('beschleunigen');
  return null;
}

const verbAt = (ws: readonly string[]): { verb: string; length: number } | null => {
  const two = ws.slice(-2).join(' ').toLowerCase();
  const three = ws.slice(-3).join(' ').toLowerCase();
  if (ws.length > 3 && VERBS.has(three)) return { verb: three, length: 3 };
  if (ws.length > 2 && VERBS.has(two)) return { verb: two, length: 2 };
  const last = ws.at(-1)!;
  if (ws.length > 1 && VERBS.has(last)) return { verb: last, length: 1 };
  // 'abzubauen' → 'abbauen'.
  const zu = /^(\p{Ll}+)zu(\p{Ll}+en)$/u.exec(last);
  if (ws.length > 1 && zu && VERBS.has(`${zu[1]}${zu[2]}`)) return { verb: `${zu[1]}${zu[2]}`, length: 1 };
  return null;
};

function directionOfNoun(object: string): Direction | null {
  if (DOWN_PART.test(object)) return 'down';
  if (UP_PART.test(object)) return 'up';
  return null;
}

/** A German phrase as a subject: its verb (its own or one the words or the area choose), object and amount. */
export function subjectOfDe(phrase: string, area: FunctionalArea, own: boolean, depth = 0): Subject | null {
  let ws = squish(squish(phrase).replace(WHEN, ' ').replace(FRAME_WORDS, ' ')).split(' ').filter(Boolean);
  // 'Phishing-Angriffe zu stoppen': the 'zu' of an infinitive clause.
  if (ws.length > 2 && ws.at(-2) === 'zu' && VERBS.has(ws.at(-1)!)) ws.splice(-2, 1);
  const said = ws.findIndex((w, i) => i > 0 && STATEMENT_VERB.test(w));
  if (said > 0) {
    const holder = ws.slice(0, said);
    const after = ws.slice(said + 1).join(' ');
    if (!GENERIC_HOLDER.test(holder.join(' '))) {
      const statement = fromStatement(holder, ws[said]!, after, own);
      if (statement) return statement;
      ws = holder;
    } else if (depth === 0) {
      // 'Unsere Kunden beschweren sich, dass Zahlungen an der Kasse scheitern': what they say is the subject.
      const that = ws.findIndex((w, i) => i > said && /^(?:dass|weil|wenn|da)$/iu.test(w));
      if (that > 0) return subjectOfDe(ws.slice(that + 1).join(' '), area, own, 1);
      // 'Wir haben zu viele Ausfälle'.
      return /^(?:zu viele|zu wenige?|zu hohe)\s/iu.test(after) ? subjectOfDe(after, area, own, 1) : null;
    } else return null;
  }
  if (!ws.some((w) => /[\p{L}0-9]/u.test(w))) return null;

  const found = verbAt(ws);
  let rest = found ? ws.slice(0, ws.length - found.length) : ws;
  let text = rest.join(' ');
  const amountMatch = AMOUNT.exec(text);
  const amount = amountMatch ? amountMatch[1]!.replace(/(\d)\s*%/g, '$1 %') : null;
  if (amountMatch) rest = text.slice(0, text.length - amountMatch[0].length).split(' ');
  text = rest.join(' ');
  if (found && text) {
    const verb = found.verb;
    return { verb, object: objectOf(rest), amount, direction: VERBS.get(verb)!.direction, own, verbGiven: true };
  }
  // 'Reduzieren Sie die Ausfälle', 'Senken der Kosten'.
  const opening = rest[0]!.toLowerCase();
  if (VERBS.has(opening) && rest.length > 1) {
    const object = rest.slice(1).filter((w, i) => i > 0 || !/^(?:sie|von|der)$/iu.test(w));
    if (object.length > 0) {
      return { verb: opening, object: objectOf(object), amount, direction: VERBS.get(opening)!.direction, own, verbGiven: true };
    }
  }
  // 'weniger Ausfälle', 'zu viele Ausfälle'.
  for (const size of [2, 1]) {
    const comparative = COMPARATIVES.find(([pattern]) => pattern.test(rest.slice(0, size).join(' ')));
    if (comparative && rest.length > size) {
      const verb = comparative[1];
      return { verb, object: objectOf(rest.slice(size)), amount, direction: VERBS.get(verb)!.direction, own, verbGiven: false };
    }
  }
  const object = objectOf(rest);
  // '3 neue Partner-Integrationen', 'zwei neue Vertriebsleute': things to deliver.
  if (/^(?:\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|einige|mehrere)\b/iu.test(object)) {
    return { verb: 'umsetzen', object, amount, direction: 'neutral', own, verbGiven: false };
  }
  const direction = directionOfNoun(object);
  if (direction === 'down') return { verb: 'senken', object, amount, direction, own, verbGiven: false };
  if (direction === 'up') {
    return { verb: area === 'Sales' || area === 'Marketing' ? 'steigern' : 'erhöhen', object, amount, direction, own, verbGiven: false };
  }
  const areaVerb = AREA_VERB[area];
  return { verb: areaVerb, object, amount, direction: VERBS.get(areaVerb)!.direction, own, verbGiven: false };
}

/** The verb phrase, the German way round: 'Zahlungsausfälle senken'. */
export const actionOfDe = (s: Subject) => squish(`${s.object} ${s.verb}`);

/** Whether words of the person are there to write about: the context first, then the parent goal's title. */
export function subjectFromDe(
  input: { moreContext?: string | null; additionalContext?: string | null; parentTitle?: string | null },
  area: FunctionalArea,
): Subject | null {
  for (const context of [input.moreContext, input.additionalContext]) {
    const s = subjectOfDe(firstClauseDe(context), area, true);
    if (s) return s;
  }
  const parent = subjectOfDe(firstClauseDe(input.parentTitle), area, false);
  // The parent's amount is the parent's: a contributing goal sets its own.
  return parent && { ...parent, amount: null };
}
