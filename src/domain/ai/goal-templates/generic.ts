import { t, type GoalTemplate } from './template';

/** Templates that fit any area, after the area's own; `{focus}` defaults to the area's team. */
export const GENERIC_TEMPLATES: readonly GoalTemplate[] = [
  t(
    'automate automation manual process efficiency repetitive task tasks',
    '',
    'Automate 3 recurring manual tasks in {focus}',
    'Free {focus} from repetitive work',
    [
      '3 recurring tasks automated or removed',
      'Hours spent on them fall by 30%',
      '100% of automated tasks have an owner and a written procedure',
    ],
    'Time freed from routine work goes to the work that moves goals.',
    ['List recurring tasks and the hours each takes', 'Automate or drop the three that cost the most'],
  ),
  t(
    'internal service stakeholder stakeholders satisfaction request requests',
    '',
    'Raise internal satisfaction with {focus} to 4 out of 5',
    'Make {focus} easy to work with',
    [
      'Internal satisfaction survey averages 4 out of 5',
      '90% of requests answered within 2 business days',
      'A catalogue of the team’s services is published within 6 weeks',
    ],
    'Teams that are easy to work with get more done through others.',
    ['Survey the teams we serve at the start and end of the quarter', 'Publish how to ask us for help and how fast we answer'],
  ),
  t(
    'skill skills development training learning growth career',
    '',
    'Agree development plans with 100% of {focus}',
    'Grow the skills of {focus}',
    [
      '100% of team members have an agreed development plan',
      'Each person completes at least 1 course or stretch assignment',
      'Gaps in the team’s skills matrix close by 25%',
    ],
    'A team that keeps learning keeps up with what the company needs.',
    ['Map the team’s skills against next year’s needs', 'Agree one growth step with each person'],
  ),
];
