import type { GoalType } from '../../../../domain/goals/states';

export type GoalWording = { title: string; measurement: string; description: string; titleRequired: string; measurementRequired: string };

/** OKR tenants speak of Objectives, Key Results and Initiatives; SMART tenants of Title, Measurement, Description. */
export function goalWording(goalType: GoalType): GoalWording {
  if (goalType === 'OKR') {
    return {
      title: 'Objective',
      measurement: 'Key Results',
      description: 'Initiatives',
      titleRequired: 'Please input your Objective!',
      measurementRequired: 'Please input your Key Results!',
    };
  }
  return {
    title: 'Title',
    measurement: 'Measurement',
    description: 'Description',
    titleRequired: 'Please input your Title!',
    measurementRequired: 'Please input your Measurement!',
  };
}
