import type { RoleName } from '../roles';

export type StrategyViewer = { roleName: RoleName; isOrgAdmin: boolean };

/** The CEO and org admins write the strategy, see its draft and the welcome text (spec 001 §6). */
export const canEditStrategy = (v: StrategyViewer) => v.roleName === 'ceo' || v.isOrgAdmin;

/**
 * The dashboard's strategy card (spec 000 §6): shown when the company has the strategy module on and
 * either a strategy is published or the viewer is the CEO or an org admin (who get it to set one up).
 * Observers never see it.
 */
export function showStrategyCard(v: StrategyViewer, s: { strategyEnabled: boolean; isStrategy: boolean }): boolean {
  if (v.roleName === 'observer' || !s.strategyEnabled) return false;
  return s.isStrategy || canEditStrategy(v);
}
