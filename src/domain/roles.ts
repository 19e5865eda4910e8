export const ROLE_NAMES = ['ceo', 'manager', 'contributor', 'observer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const ROLE_LABELS: Record<RoleName, string> = {
  ceo: 'CEO',
  manager: 'Manager',
  contributor: 'Individual Contributor',
  observer: 'Observer',
};
