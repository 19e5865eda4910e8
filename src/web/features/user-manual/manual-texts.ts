import i18next, { type TFunction } from 'i18next';
import type { ManualState } from '../../../contract/user-manual';
import { lettersOf, type DiscType } from '../../../domain/user-manual/disc-types';
import { ANSWERS, type Answer, type Axis, type QuestionId } from '../../../domain/user-manual/questionnaire';
import type { ScaleBand } from '../../../domain/user-manual/report-texts';
import type { TypeTextKey } from '../../../domain/user-manual/type-texts';

// The user manual's words from the catalogue (`manual`), in the language shown: the questionnaire's statements and the
// types' texts by the domain's codes, whatever language the server wrote its copy of them in.

type T = TFunction<'manual'>;

/** What the owner's button says: an assessment in progress is completed, otherwise one is taken. */
export const assessmentLabel = (t: T, status: ManualState['status']) => t(status === 3 ? 'tab.complete' : 'tab.take');

/** '12 of 36 answered', or nothing when the server sent no progress. */
export const progressText = (t: T, progress: ManualState['Progress']) =>
  progress ? t('assessment.progress', { answered: progress.Answered, total: progress.Total }) : '';

/** 'Question 1 of 36', counted from one. */
export const questionCounter = (t: T, index: number, total: number) => t('assessment.counter', { number: index + 1, total });

/** A type spelled out: 'D — Dominance', 'D+I — Dominance with Influence'. */
export function typeLabel(t: T, type: DiscType): string {
  const [first, second] = lettersOf(type);
  return second
    ? t('typeLabel.blend', { type, first: t(`letters.${first}`), second: t(`letters.${second}`) })
    : t('typeLabel.single', { type, name: t(`letters.${first}`) });
}

/** One of a type's texts: its title, its summary or a detail. */
export function typeText(t: T, key: TypeTextKey, type: DiscType): string {
  switch (key) {
    case 'title':
      return t(`disc.types.title.${type}`);
    case 'summary':
      return t(`disc.types.summary.${type}`);
    case 'atBest':
      return t(`disc.types.atBest.${type}`);
    case 'communication':
      return t(`disc.types.communication.${type}`);
    case 'drains':
      return t(`disc.types.drains.${type}`);
    case 'underPressure':
      return t(`disc.types.underPressure.${type}`);
    case 'workingWith':
      return t(`disc.types.workingWith.${type}`);
    case 'feedback':
      return t(`disc.types.feedback.${type}`);
    case 'motivation':
      return t(`disc.types.motivation.${type}`);
  }
}

/** What a band of a scale says of the person. */
export const scaleText = (t: T, axis: Axis, band: ScaleBand) =>
  axis === 'active' ? t(`disc.scales.active.${band}`) : t(`disc.scales.accepting.${band}`);

/** A statement by its question's id, or the server's words for one the catalogue does not know. */
export const statementText = (t: T, id: number, sent: string) => t(`disc.questions.${id as QuestionId}`, { defaultValue: sent });

/** An answer's words by its value (1–5), or the server's words for a value the catalogue does not know. */
export const choiceText = (t: T, value: number, sent: string) => t(`disc.choices.${value as Answer}`, { defaultValue: sent });

/**
 * An answer of the report in the language shown. The report names each answer by its words, not its value; they are
 * the words of one of the catalogue's languages (English today, the reader's when the server writes in it), so the
 * value is found by them and shown in the language shown. Words no language knows are shown as they came.
 */
export function answerText(t: T, sent: string): string {
  // The catalogue's own words (getResource: no fallback, no pseudo-locale), in each language loaded.
  const value = ANSWERS.find((answer) =>
    i18next.languages.some((lng) => i18next.getResource(lng, 'manual', `disc.choices.${answer}`) === sent),
  );
  return value === undefined ? sent : t(`disc.choices.${value}`);
}
