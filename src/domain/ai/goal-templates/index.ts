// Goal templates of the built-in writer, a few per functional area (spec 000 §7): the shape in template.ts, the
// data by group of areas.
import { BUSINESS_TEMPLATES } from './business-areas';
import { ORGANISATION_TEMPLATES } from './organisation-areas';
import { FUNCTIONAL_AREAS, type FunctionalArea, type GoalTemplate } from './template';

export { FUNCTIONAL_AREAS, toFunctionalArea, type FunctionalArea, type GoalTemplate } from './template';
export { GENERIC_TEMPLATES } from './generic';

const byArea = { ...BUSINESS_TEMPLATES, ...ORGANISATION_TEMPLATES };

/** Every area's templates (a test holds that each area has its own). */
export const AREA_TEMPLATES = Object.fromEntries(FUNCTIONAL_AREAS.map((a) => [a, byArea[a] ?? []])) as Record<
  FunctionalArea,
  readonly GoalTemplate[]
>;
