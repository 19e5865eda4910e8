import type { TFunction } from 'i18next';
import type { Goal } from '../../../contract/goals';
import type { KeyResult, KeyResultSave } from '../../../contract/key-results';
import { editNeedsApproval } from '../../../domain/goals/permissions';
import { keyResultPermissions, type KeyResultPermissions } from '../../../domain/key-results/permissions';
import type { KeyResultDirection, KeyResultKind } from '../../../domain/key-results/progress';
import { moneyText, numberText, percentText } from '../../shared/numbers';

// What the key results' screens decide: how an amount reads, who may do what, and the form's values both ways.

type Amounts = Pick<KeyResult, 'Kind' | 'Unit' | 'Currency'>;

/** An amount as its key result measures it: '12,500 €', '4.5%', '18 customers'; a milestone reads done or not. */
export function amountText(kr: Amounts, value: number, t: TFunction<'goalDetail'>, language?: string): string {
  switch (kr.Kind) {
    case 'milestone':
      return value >= 1 ? t('keyResults.milestone.done') : t('keyResults.milestone.notDone');
    case 'percent':
      return percentText(value, language, 2);
    case 'currency':
      return moneyText(value, kr.Currency ?? 'EUR', language);
    case 'number':
      return kr.Unit ? `${numberText(value, 2, language)} ${kr.Unit}` : numberText(value, 2, language);
  }
}

/** Where the key result is headed: '0 → 50,000 €', 'at least 95%', 'Milestone'. */
export function targetText(kr: Omit<KeyResult, 'Id' | 'Current' | 'Progress'>, t: TFunction<'goalDetail'>, language?: string): string {
  if (kr.Kind === 'milestone') return t('keyResults.target.milestone');
  return t(`keyResults.target.${kr.Direction}`, {
    start: amountText(kr, kr.Start, t, language),
    target: amountText(kr, kr.Target, t, language),
  });
}

/** The straight line means something only for a way from start to target, not for a level to hold or a milestone. */
export const showsExpected = (kr: Pick<KeyResult, 'Kind' | 'Direction'>) =>
  kr.Kind !== 'milestone' && (kr.Direction === 'increase' || kr.Direction === 'decrease');

/** What the viewer may do with a goal's key results (the server decides again on every call). */
export const permissionsOn = (
  goal: Pick<Goal, 'State' | 'Permissions' | 'PeriodStartDate' | 'User'>,
  me: number,
  today: string,
  ownerId: number | null = null,
): KeyResultPermissions =>
  keyResultPermissions(
    {
      state: goal.State,
      mayEdit: goal.Permissions.Edit,
      mayUpdate: goal.Permissions.Update,
      periodStarted: goal.PeriodStartDate <= today,
      proposesEdits: editNeedsApproval({ state: goal.State, byOwner: goal.User.Id === me, ownerHasManager: goal.User.ParentId !== null }),
    },
    me,
    ownerId,
  );

/** The set-up form's values; numbers stay empty until typed. */
export type KeyResultFormValues = {
  Title: string;
  Kind: KeyResultKind;
  Direction: KeyResultDirection;
  Start?: number | null;
  Target?: number | null;
  Unit?: string;
  Currency?: string;
  Weight?: number | null;
  OwnerId?: number;
};

export const NEW_KEY_RESULT: KeyResultFormValues = { Title: '', Kind: 'number', Direction: 'increase', Start: 0, Weight: 1 };

export const formValuesOf = (kr: Omit<KeyResult, 'Id' | 'Current' | 'Progress'>): KeyResultFormValues => ({
  Title: kr.Title,
  Kind: kr.Kind,
  Direction: kr.Direction,
  Start: kr.Start,
  Target: kr.Target,
  Unit: kr.Unit ?? undefined,
  Currency: kr.Currency ?? undefined,
  Weight: kr.Weight,
  OwnerId: kr.OwnerId,
});

/** Which of the form's fields a kind and direction ask for. */
export function fieldsFor(kind: KeyResultKind, direction: KeyResultDirection) {
  const measured = kind !== 'milestone';
  return {
    direction: measured,
    start: measured && (direction === 'increase' || direction === 'decrease'),
    target: measured,
    unit: kind === 'number',
    currency: kind === 'currency',
  };
}

/** What is sent: only the fields the kind and direction ask for (a milestone runs from 0 to 1 on the server). */
export function saveOf(v: KeyResultFormValues): KeyResultSave {
  const shown = fieldsFor(v.Kind, v.Direction);
  return {
    Title: v.Title,
    Kind: v.Kind,
    Direction: shown.direction ? v.Direction : 'increase',
    Start: shown.start ? (v.Start ?? 0) : 0,
    Target: shown.target ? (v.Target ?? 0) : 1,
    Unit: shown.unit && v.Unit?.trim() ? v.Unit.trim() : null,
    Currency: shown.currency ? (v.Currency ?? null) : null,
    Weight: v.Weight ?? 1,
    OwnerId: v.OwnerId ?? null,
  };
}

/** The currencies offered first; any other three-letter code can be typed. */
export const COMMON_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'INR'] as const;

/** The readings a weekly update gives, by key result id, as its form holds them. */
export type Readings = Record<string, number | boolean | null | undefined>;

/** The readings that change a key result's value, as check-ins to send: a milestone's switch is 1 or 0. */
export function changedReadings(keyResults: readonly KeyResult[], readings: Readings | undefined): { id: number; value: number }[] {
  return keyResults.flatMap((kr) => {
    const given = readings?.[String(kr.Id)];
    const value = typeof given === 'boolean' ? (given ? 1 : 0) : given;
    return typeof value === 'number' && Number.isFinite(value) && value !== kr.Current ? [{ id: kr.Id, value }] : [];
  });
}
