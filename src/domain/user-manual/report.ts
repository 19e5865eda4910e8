import { sharesForType, type DiscShares } from './disc-circle';
import type { DiscType } from './disc-types';
import { QUESTIONS, type Answer, type Answers } from './questionnaire';
import { SCALES, bandOf, scaleTotal } from './report-texts';
import { scoreAnswers, type DiscResult } from './scoring';
import { DETAIL_KEYS, MANAGER_DETAIL_KEYS, type DiscTexts } from './type-texts';

/** GET report/{publicKey}/{0|1}: the sections of spec 001. Per1..Per4 are the D, I, S and C shares (sum 100). */
export type DiscReport = {
  UserName: string;
  ScaleInsights: { ScaleName: string; Text: string; total: number }[];
  Summary: { Disc: DiscType; DiscTitle: string; Text: string };
  Per1: number;
  Per2: number;
  Per3: number;
  Per4: number;
  Questions: { Question: string; AnswerChoice: string }[];
  Details: { Title: string; Detail: string }[];
};

/** A manual entry replaces the assessment: the person picks a type and describes themselves. */
export type ManualEntry = { disc: DiscType; description: string };

export type ReportSource = { answers: Answers } | { manual: ManualEntry };

/**
 * The report of one person, in the words given (the catalogue's, in the reader's language). An assessment (complete
 * answers; throws IncompleteAnswersError otherwise) gives scale insights, the questions with the chosen answers, and
 * Per from the scored point. A manual entry gives neither scale insights nor questions; Per comes from the middle of
 * the chosen type's sector, and the person's description leads the details (titled `details.ownWords`). `forManager`
 * (mode 1) adds the details a manager needs.
 */
export function buildReport(input: { userName: string; forManager: boolean } & ReportSource, texts: DiscTexts): DiscReport {
  const { disc, per, result, answers, description } = placement(input);
  const keys = input.forManager ? [...DETAIL_KEYS, ...MANAGER_DETAIL_KEYS] : DETAIL_KEYS;
  return {
    UserName: input.userName,
    ScaleInsights: result ? scaleInsights(result, texts) : [],
    Summary: { Disc: disc, DiscTitle: texts.types.title[disc], Text: texts.types.summary[disc] },
    Per1: per.D,
    Per2: per.I,
    Per3: per.S,
    Per4: per.C,
    Questions: answers ? questionsWithAnswers(answers, texts) : [],
    Details: [
      ...(description ? [{ Title: texts.details.ownWords, Detail: description }] : []),
      ...keys.map((key) => ({ Title: texts.details[key], Detail: texts.types[key][disc] })),
    ],
  };
}

type Placement = { disc: DiscType; per: DiscShares; result: DiscResult | null; answers: Answers | null; description: string };

function placement(source: ReportSource): Placement {
  if ('manual' in source) {
    const { disc, description } = source.manual;
    return { disc, per: sharesForType(disc), result: null, answers: null, description: description.trim() };
  }
  const result = scoreAnswers(source.answers);
  return { disc: result.type, per: result.per, result, answers: source.answers, description: '' };
}

const scaleInsights = (result: DiscResult, texts: DiscTexts): DiscReport['ScaleInsights'] =>
  SCALES.map((scale) => {
    const total = scaleTotal(scale, result[scale.axis]);
    return { ScaleName: texts.scales.name[scale.axis], Text: texts.scales[scale.axis][bandOf(total)], total };
  });

// Only called after scoreAnswers accepted the sheet, so every answer is present.
const questionsWithAnswers = (answers: Answers, texts: DiscTexts): DiscReport['Questions'] =>
  QUESTIONS.map((q) => ({ Question: texts.questions[q.id], AnswerChoice: texts.choices[answers[q.id] as Answer] }));
