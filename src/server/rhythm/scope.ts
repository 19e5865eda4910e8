import type { Db } from '../db/client';
import type { RhythmRules } from '../../domain/rhythm/settings';
import type { PersonRow } from './follow-up-queries';
import { noticeRow } from './notice-rows';
import type { insertNotifications } from '../notifications';

export type StoredNotification = Awaited<ReturnType<typeof insertNotifications>>[number];

// What one company's follow-up works with, shared by its parts (the people behind, the team summaries).

export type FollowUpCompany = {
  id: number;
  name: string;
  subdomain: string;
  timeZone: string;
  effectiveDate: string;
  goalType: string;
  defaultLanguage: string;
  rules: RhythmRules;
};

export type FollowUpCounts = { reminders: number; summaries: number; escalations: number; skipLevel: number };

export type Scope = {
  tx: Db;
  company: FollowUpCompany;
  week: { periodId: number; weekId: number; weekStart: string };
  now: Date;
  /** Weeks missed in a row by each person behind this week. */
  streaks: Map<number, number>;
  counts: FollowUpCounts;
  /** The notifications stored, pushed to open screens after the commit. */
  stored: StoredNotification[];
};

export const row = (
  s: Scope,
  to: PersonRow,
  notice: Parameters<typeof noticeRow>[1],
  o: Pick<Parameters<typeof noticeRow>[2], 'eventType' | 'objectType' | 'objectId'>,
) => noticeRow(to, notice, { tenantId: s.company.id, defaultLanguage: s.company.defaultLanguage, now: s.now, ...o });
