import type { RoleName } from '../roles';
import { isCompanyAdmin, isObserver } from '../askers';

export type StrategyViewer = { roleName: RoleName; isOrgAdmin: boolean; isDelegate: boolean };

/**
 * The CEO, org admins and strategy delegates (the spec's 'strategy person', IsDelegate) write the strategy, see its
 * draft and the welcome text (spec 001 §2, §6; decision 031). Observers hold no flags, so no delegate is one.
 */
export const canEditStrategy = (v: StrategyViewer) => isCompanyAdmin(v) || (v.isDelegate && !isObserver(v));

/**
 * The dashboard's strategy card (spec 000 §6): shown when the company has the strategy module on and
 * either a strategy is published or the viewer may edit it (and gets the card to set one up).
 * Observers never see it.
 */
export function showStrategyCard(v: StrategyViewer, s: { strategyEnabled: boolean; isStrategy: boolean }): boolean {
  if (isObserver(v) || !s.strategyEnabled) return false;
  return s.isStrategy || canEditStrategy(v);
}
