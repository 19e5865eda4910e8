/**
 * Query-key prefixes of areas the live channel refreshes but that other features own or will own. A
 * screen that shows such data keys its queries under the prefix (e.g. ['people', 'directory', …]) and
 * the matching TenantUpdate / UserManualUpdate refreshes it without further wiring.
 */
export const liveKeys = {
  /** People data: directory, org chart, profiles, user management, pickers of people. */
  people: ['people'] as const,
  /** User manuals (DISC), refreshed by UserManualUpdate. */
  userManual: ['user-manual'] as const,
  /** Dashboard blocks built from goals (reminders, compliance, company goals). */
  dashboard: ['dashboard'] as const,
  /** Prefix of goalKeys.owners(search): the owner pickers and the goal search's people. */
  goalOwners: ['goal-owners'] as const,
};
