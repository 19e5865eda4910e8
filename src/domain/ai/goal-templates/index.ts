// Goal templates of the built-in writer, a few per functional area (spec 000 §7): the shape in template.ts, the
// data by group of areas, in English and German.
//
// Why the German templates live here and not in the catalogue (issue 30): a template is the rule's data, not loose
// words. Its keywords pick it for a person's title, in the language they write in; its sentences are written around
// `{focus}` and `{when}` in the case and the place German grammar gives them; and it is read whole, one goal. The
// catalogue asks that the code name each key or its parent, so 35 templates would become a table by part (every
// SMART title together, every objective together), where no one reads a goal as a goal. The catalogue keeps the
// screens' words; the writer keeps its templates, a table of the same shape in each language.
import type { Language } from '../../languages';
import { BUSINESS_TEMPLATES } from './business-areas';
import { BUSINESS_TEMPLATES_DE } from './business-areas-de';
import { GENERIC_TEMPLATES } from './generic';
import { GENERIC_TEMPLATES_DE } from './generic-de';
import { ORGANISATION_TEMPLATES } from './organisation-areas';
import { ORGANISATION_TEMPLATES_DE } from './organisation-areas-de';
import { FUNCTIONAL_AREAS, type FunctionalArea, type GoalTemplate } from './template';

export { FUNCTIONAL_AREAS, toFunctionalArea, type FunctionalArea, type GoalTemplate } from './template';
export { GENERIC_TEMPLATES } from './generic';

const everyArea = (byArea: Partial<Record<FunctionalArea, readonly GoalTemplate[]>>) =>
  Object.fromEntries(FUNCTIONAL_AREAS.map((a) => [a, byArea[a] ?? []])) as Record<FunctionalArea, readonly GoalTemplate[]>;

/** Every area's templates (a test holds that each area has its own). */
export const AREA_TEMPLATES = everyArea({ ...BUSINESS_TEMPLATES, ...ORGANISATION_TEMPLATES });

/** The templates of one language: each area's own, and those that fit any area. */
export type Templates = { area: Record<FunctionalArea, readonly GoalTemplate[]>; generic: readonly GoalTemplate[] };

const TEMPLATES: Record<Language, Templates> = {
  en: { area: AREA_TEMPLATES, generic: GENERIC_TEMPLATES },
  de: { area: everyArea({ ...BUSINESS_TEMPLATES_DE, ...ORGANISATION_TEMPLATES_DE }), generic: GENERIC_TEMPLATES_DE },
};

export const templatesIn = (language: Language): Templates => TEMPLATES[language];
