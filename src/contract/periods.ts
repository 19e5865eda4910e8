import { z } from 'zod';

export const PeriodListEntry = z.object({
  Id: z.number(),
  Index: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  Quarter: z.number().describe('Calendar quarter 1-4 of the start date'),
  Year: z.number(),
  IsCurrent: z.boolean(),
});
export type PeriodListEntry = z.infer<typeof PeriodListEntry>;

export const Period = z.object({
  Id: z.number(),
  Index: z.number(),
  Quarter: z.number(),
  Year: z.number(),
  StartDate: z.string(),
  EndDate: z.string(),
  EffectiveDate: z.string(),
  WeekId: z.number(),
  Week: z.number(),
  WeekStartDate: z.string(),
  WeekEndDate: z.string(),
});
export type Period = z.infer<typeof Period>;

export const PeriodList = z.object({ Periods: z.array(PeriodListEntry), Current: Period.nullable() });
export type PeriodList = z.infer<typeof PeriodList>;
