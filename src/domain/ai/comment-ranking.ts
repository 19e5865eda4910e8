import { squish } from './text';

export type CheckIn = { week: number; likelihood: number; quality: number; comment?: string | null };
export type RankedSentence = { week: number; text: string; score: number };

const MIN_CHARS = 15;
const MIN_WORDS = 4;
const MAX_CHARS = 240;

// People write their check-ins in their own language: the signals are English and German words (issue 30).
const CHANGE = new RegExp(
  String.raw`\b(increas|decreas|grew|grow|drop|fell|fall|rose|rise|improv|slipp|slip|declin|doubl|halv|up from|down from|ahead|behind|faster|slower|moved|` +
    String.raw`gestiegen|stieg|steiger|gesunken|sank|gesenkt|verbesser|verschlechter|verdoppel|halbiert|zugenommen|abgenommen|voraus\b|rückstand|schneller|langsamer)`,
);
const RISK = new RegExp(
  String.raw`\b(risk|block|delay|concern|issue|problem|depend|waiting|stuck|short of|miss(ed|ing)?\b|late\b|postpon|escalat|` +
    String.raw`risik|blockiert|verzöger|bedenken|abhängig|warte|hängt|fehlt|verpasst|verspät|verschoben|eskalier)`,
);
const OUTCOME = new RegExp(
  String.raw`\b(launch|ship|sign(ed)?\b|closed|complet|deliver|hired|achiev|won\b|lost\b|finish|released|approved|(went|is|are|now) live\b|` +
    String.raw`gestartet|eingeführt|ausgeliefert|unterschrieben|unterzeichnet|abgeschlossen|geliefert|eingestellt|erreicht|gewonnen|verloren|fertig\b|veröffentlicht|freigegeben|(ist|sind|jetzt) live\b)`,
);
const FILLER = new RegExp(
  String.raw`^(no (update|change|news)s?|same as (last|previous) week|on track|nothing (new|to report)|all good|ok(ay)?|n\/?a|tbd|` +
    String.raw`keine (neuigkeiten|änderung(en)?|updates?)|wie (letzte|vorige) woche|im plan|nichts neues|alles gut)\b`,
);

const LIST_MARK = /^(?:[-*•]|\d+[.)])\s+/;
const SENTENCE_END = /([.!?])\s+(?=[A-ZÄÖÜ0-9"“„(])/g;

/** The sentences of a comment: one per line (list marks removed), split where a sentence ends and a capital follows. */
export function sentencesOf(comment: string): string[] {
  const out: string[] = [];
  for (const raw of comment.split('\n')) {
    const line = squish(raw).replace(LIST_MARK, '');
    if (!line) continue;
    // A plain loop over one regex: this runs for every check-in of a 500-goal quarter.
    let from = 0;
    for (const m of line.matchAll(SENTENCE_END)) {
      out.push(line.slice(from, m.index + 1));
      from = m.index + m[0].length;
    }
    out.push(line.slice(from));
  }
  return out;
}

/**
 * How telling a check-in sentence is, by plain rules (higher is more telling):
 * - length: 2 points for 40–220 characters, 1 for 15–39 or 221–320 (a short note or a wall of text says less);
 * - a number (a count, a percent, an amount, a date): 1.5;
 * - words of change (rose, slipped, ahead…), of risk (blocked, delay, waiting…) and of outcome (launched,
 *   signed, hired…): 1 for each kind present;
 * - recency: up to 1, growing with the week (late check-ins say how the quarter ended);
 * - the likelihood swing around it: 0.75 for each step the likelihood moved into or out of this check-in.
 * Fillers ('no update', 'on track') and sentences under 15 characters or 4 words are not considered.
 */
export function scoreSentence(text: string, week: number, lastWeek: number, swing: number): number | null {
  if (text.length < MIN_CHARS || text.split(' ', MIN_WORDS).length < MIN_WORDS) return null;
  const lower = text.toLowerCase();
  if (text.length < 40 && FILLER.test(lower)) return null;
  const length = text.length >= 40 && text.length <= 220 ? 2 : text.length <= 320 ? 1 : 0;
  const number = /\d/.test(text) ? 1.5 : 0;
  const signals = Number(CHANGE.test(lower)) + Number(RISK.test(lower)) + Number(OUTCOME.test(lower));
  const recency = lastWeek > 0 ? Math.min(week / lastWeek, 1) : 0;
  return Math.round((length + number + signals + recency + 0.75 * swing) * 100) / 100;
}

/**
 * Every scorable sentence of a goal's check-ins, most telling first (ties: later week first, then the
 * order written). Each distinct sentence counts once. `lastWeek` is the quarter's last week with a check-in.
 */
export function rankCheckIns(checkIns: readonly CheckIn[], lastWeek: number): RankedSentence[] {
  const byWeek = [...checkIns].sort((a, b) => a.week - b.week);
  const seen = new Set<string>();
  const ranked: (RankedSentence & { order: number })[] = [];
  byWeek.forEach((c, i) => {
    if (!c.comment) return;
    const before = byWeek[i - 1];
    const after = byWeek[i + 1];
    const swing = Math.max(before ? Math.abs(c.likelihood - before.likelihood) : 0, after ? Math.abs(after.likelihood - c.likelihood) : 0);
    for (const sentence of sentencesOf(c.comment)) {
      const key = sentence.toLowerCase();
      const score = scoreSentence(sentence, c.week, lastWeek, swing);
      if (score === null || seen.has(key)) continue;
      seen.add(key);
      const text = sentence.length > MAX_CHARS ? `${sentence.slice(0, MAX_CHARS - 1).trimEnd()}…` : sentence;
      ranked.push({ week: c.week, text, score, order: ranked.length });
    }
  });
  return ranked
    .sort((a, b) => b.score - a.score || b.week - a.week || a.order - b.order)
    .map(({ week, text, score }) => ({ week, text, score }));
}
