// Tag colours for the server's badge strings: calls to act warm, waiting states cool, done green.
const FIXED: Record<string, string> = {
  Draft: 'default',
  Shelved: 'default',
  'Pending edits': 'gold',
  'Needs Update': 'orange',
  'Needs Review': 'blue',
  'Results in review (Achieved)': 'cyan',
  'Results in review (Not Achieved)': 'red',
  'Results in review (In Dispute)': 'magenta',
  Finalized: 'green',
  'Needs Finalization': 'purple',
  'Trending Down': 'red',
};

export function badgeColor(badge: string): string {
  if (/^Status is \d+ weeks old$/.test(badge)) return 'volcano';
  return FIXED[badge] ?? 'default';
}
