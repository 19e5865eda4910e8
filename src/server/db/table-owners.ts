// Which area owns each table (ARCHITECTURE.md: "An area owns its tables: only it writes them"; decision 038).
// Others change a table by asking its owner's face; table-owners.test.ts finds every write in the source and
// fails on one outside the owner's folder (src/server/<area>/), naming file, table and owner.
export const TABLE_OWNERS = {
  tenants: 'tenants',
  users: 'people',
  org_unit_versions: 'people',
  sessions: 'auth',
  account_tokens: 'auth',
  outbox: 'mail',
  mail_queue: 'mail',
  periods: 'periods',
  period_weeks: 'periods',
  goals: 'goals',
  goal_edits: 'goals',
  goal_statuses: 'goals',
  goal_results: 'goals',
  goal_transitions: 'goals',
  comments: 'goals',
  goal_follows: 'goals',
  goal_tree_versions: 'goals',
  department_reach: 'goals',
  key_results: 'key-results',
  key_result_checkins: 'key-results',
  key_result_proposals: 'key-results',
  proposed_key_results: 'key-results',
  company_themes: 'dashboard',
  strategy_sections: 'strategy',
  notifications: 'notifications',
  // Written by socket.io's PostgreSQL adapter only, never by our code.
  socket_io_attachments: 'live',
  talent_settings: 'talent',
  appraisals: 'talent',
  notes: 'notes',
  action_items: 'action-items',
  ai_summaries: 'ai',
  user_manuals: 'user-manual',
  user_manual_files: 'user-manual',
  audit_entries: 'audit',
} as const;

export type OwnedTable = keyof typeof TABLE_OWNERS;
