import type { TFunction } from 'i18next';
import type { GoalType } from '../../../../domain/goals/states';
import { shownTexts } from '../../../shared/i18n';

export type GoalWording = { title: string; measurement: string; description: string; titleRequired: string; measurementRequired: string };

/** OKR tenants speak of Objectives, Key Results and Initiatives; SMART tenants of Title, Measurement, Description. */
export function goalWording(goalType: GoalType, t: TFunction<'goals'> = shownTexts('goals')): GoalWording {
  if (goalType === 'OKR') {
    return {
      title: t('wording.okr.title'),
      measurement: t('wording.okr.measurement'),
      description: t('wording.okr.description'),
      titleRequired: t('wording.okr.titleRequired'),
      measurementRequired: t('wording.okr.measurementRequired'),
    };
  }
  return {
    title: t('wording.smart.title'),
    measurement: t('wording.smart.measurement'),
    description: t('wording.smart.description'),
    titleRequired: t('wording.smart.titleRequired'),
    measurementRequired: t('wording.smart.measurementRequired'),
  };
}
