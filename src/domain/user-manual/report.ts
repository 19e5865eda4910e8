import { sharesForType, type DiscShares } from './disc-circle';
import type { DiscType } from './disc-types';
import { QUESTIONS, answerLabel, type Answer, type Answers } from './questionnaire';
import { SCALES, TYPE_TEXTS, bandOf, scaleTotal } from './report-texts';
import { scoreAnswers, type DiscResult } from './scoring';
import { DETAIL_TITLES, MANAGER_DETAIL_TITLES } from './type-texts';

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

export const MANUAL_DESCRIPTION_TITLE = 'In their own words';

/**
 * The report of one person. An assessment (complete answers; throws IncompleteAnswersError otherwise) gives
 * scale insights, the questions with the chosen answers, and Per from the scored point. A manual entry gives
 * neither scale insights nor questions; Per comes from the middle of the chosen type's sector, and the
 * person's description leads the details. `forManager` (mode 1) adds the details a manager needs.
 */
export function buildReport(input: { userName: string; forManager: boolean } & ReportSource): DiscReport {
  const { disc, per, result, answers, description } = placement(input);
  const texts = TYPE_TEXTS[disc];
  const titles = input.forManager ? [...DETAIL_TITLES, ...MANAGER_DETAIL_TITLES] : DETAIL_TITLES;
  return {
    UserName: input.userName,
    ScaleInsights: result ? scaleInsights(result) : [],
    Summary: { Disc: disc, DiscTitle: texts.title, Text: texts.summary },
    Per1: per.D,
    Per2: per.I,
    Per3: per.S,
    Per4: per.C,
    Questions: answers ? questionsWithAnswers(answers) : [],
    Details: [
      ...(description ? [{ Title: MANUAL_DESCRIPTION_TITLE, Detail: description }] : []),
      ...titles.map(([key, Title]) => ({ Title, Detail: texts[key] })),
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

const scaleInsights = (result: DiscResult): DiscReport['ScaleInsights'] =>
  SCALES.map((scale) => {
    const total = scaleTotal(scale, result[scale.axis]);
    return { ScaleName: scale.name, Text: scale.texts[bandOf(total)], total };
  });

// Only called after scoreAnswers accepted the sheet, so every answer is present.
const questionsWithAnswers = (answers: Answers): DiscReport['Questions'] =>
  QUESTIONS.map((q) => ({ Question: q.text, AnswerChoice: answerLabel(answers[q.id] as Answer) }));
