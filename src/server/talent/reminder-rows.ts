// What a talent reminder on the dashboard holds, for the appraisal's steps (appraisal-reminders.ts) and the other
// voices' (feedback/feedback-reminders.ts) alike.

/** The person a reminder is about. */
export type ReminderPerson = { id: number; name: string; jobTitle: string | null; avatarKey: string | null };

/** A talent reminder: about whom, which quarter, and where it opens. */
export type TalentReminder<Type extends string> = {
  type: Type;
  /** Unique in the list. */
  key: string;
  id: number;
  title: string;
  quarter: string;
  periodId: number;
  user: ReminderPerson | null;
  link: string;
  createdAt: Date | null;
};

/** A row of a reminder's query: the person it is about, the quarter and when it began to wait. */
export type ReminderRow = {
  id: number;
  user_id: number;
  name: string;
  job_title: string | null;
  avatar_key: string | null;
  period_id: number;
  at: Date | null;
};

export const personOf = (r: ReminderRow): ReminderPerson => ({
  id: Number(r.user_id),
  name: r.name,
  jobTitle: r.job_title,
  avatarKey: r.avatar_key,
});
