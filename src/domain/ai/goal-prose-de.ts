import type { GoalDates } from './goal-dates';
import type { Frame } from './goal-frames';
import { DESCRIPTION_MAX, sentence, type GoalProse, type TitleFacts } from './goal-prose';
import { actionOfDe } from './goal-words-de';
import { clip } from './text';

// The sentences around a frame in German (issue 30), in the Sie-form and with the screens' words: Zielsetzung,
// Schlüsselergebnisse, übergeordnetes Ziel. A step is an infinitive phrase ('Standardvorlagen veröffentlichen'), so
// two steps join without a change of form; only a first word that is no noun is written small inside a sentence.

const PHRASE_MAX = 300;
const quote = (s: string) => `„${s}“`;

const SMALL_FIRST =
  /^(?:die|der|das|den|dem|des|ein|eine|einen|einem|einer|jede|jeden|jedem|jeder|alle|allen|mit|für|bei|im|in|nach|vor|aus|von|zu|zum|zur|über|auf|jeweils|offene|früh|veröffentlichen|festhalten)\b/iu;
/** A step inside a sentence: 'Die Arbeit planen' → 'die Arbeit planen'; 'Standardvorlagen …' stays as it is. */
const inside = (step: string) => (SMALL_FIRST.test(step) ? step.charAt(0).toLowerCase() + step.slice(1) : step);
const deadline = (d: GoalDates) => (d.end ? `bis Ende ${d.quarter}` : `in ${d.quarter}`);
const until = (d: GoalDates) => (d.end ? `bis zum ${d.end}` : `bis Ende ${d.quarter}`);

/** When the dates fall: the baseline early, the end of the quarter; only the end when little is left. */
function timing(d: GoalDates, okr: boolean): string {
  if (d.first && okr) {
    return `Legen Sie die Schlüsselergebnisse anhand eines Ausgangswerts fest, den Sie bis zum ${d.first} messen, und prüfen Sie den Fortschritt jede Woche bis zum ${d.end}.`;
  }
  if (d.first) return `Messen Sie bis zum ${d.first}, wo Sie stehen, und prüfen Sie den Fortschritt danach jede Woche bis zum ${d.end}.`;
  if (d.end) return `Von ${d.quarter} bleibt nicht mehr viel: Peilen Sie den ${d.end} an, den letzten Tag des Quartals.`;
  return '';
}

function description(frame: Frame, okr: boolean, parent: string, d: GoalDates): string {
  const [first, second] = frame.steps;
  const sentences = okr
    ? [`${first}, danach ${inside(second)}`, frame.why, parent ? `Es trägt zur Zielsetzung ${quote(parent)} bei.` : '', timing(d, true)]
    : [
        frame.why,
        parent ? `Es unterstützt das übergeordnete Ziel ${quote(parent)}.` : '',
        `Zuerst ${inside(first)}, dann ${inside(second)}`,
        timing(d, false),
        'Setzen Sie die Zielwerte im Verhältnis zu Ihrem aktuellen Ausgangswert, damit sie fordern und doch erreichbar bleiben.',
      ];
  return clip(sentences.filter(Boolean).map(sentence).join(' '), DESCRIPTION_MAX);
}

function titleDescriptions({ title, okr, d, why, lines, parent, about }: TitleFacts): string[] {
  const checked = 'Der Fortschritt wird jede Woche in einem Status-Update festgehalten.';
  const out = [
    `${quote(title)} ist das Ziel für ${d.quarter}.${why ? ` ${why}` : ''}`,
    lines.length > 0
      ? `${okr ? 'Die Schlüsselergebnisse messen diese Zielsetzung' : 'Gemessen wird der Erfolg an'}: ${clip(lines.slice(0, 3).join('; '), PHRASE_MAX)}. ${checked}`
      : `Der Fortschritt wird ${until(d)} jede Woche festgehalten, mit einer Einschätzung von Wahrscheinlichkeit und Qualität.`,
  ];
  const step = about?.verbGiven ? `Schritt zum Ziel ${quote(actionOfDe(about))}` : null;
  // The person's words in quotes, as their keyword: no article or case to get right.
  const mindful = about && !about.verbGiven ? `mit Blick auf Ihr Stichwort ${quote(about.object)} geschrieben` : null;
  if (parent) {
    const linked = `Es trägt zu ${quote(parent)} bei`;
    out.push(sentence(step ? `${linked}, als ${step}` : mindful ? `${linked} und wurde ${mindful}` : linked));
  } else if (step) out.push(sentence(`Es ist ein ${step}`));
  else if (mindful) out.push(sentence(`Es wurde ${mindful}`));
  return out;
}

export const GERMAN_PROSE: GoalProse = {
  title: (frame, okr, d) => (okr ? frame.objective : frame.smart.replace('{when}', deadline(d))),
  description,
  titleDescriptions,
};
