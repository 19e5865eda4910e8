import i18next from 'i18next';
import type { AddEmployeeRequest, ManagerChoice } from '../../../../contract/profile';
import { ADD_EMPLOYEE_LIMITS } from '../../../../domain/people/profile-rules';
import { isValidEmail } from '../../auth/account-fields-face';
import { checks, maxLength, required, when, type Check } from './field-checks';

// Spec 001 §5 Add employee.

export type AddEmployeeValues = {
  Name: string;
  Email: string;
  JobTitle: string;
  OrgUnit: string;
  ParentId: number | undefined;
  IsManager: boolean;
  IsObserver: boolean;
};

/** Spec 001 §5 Add employee, field by field. */
export const addEmployeeChecks = {
  Name: checks(
    required(() => i18next.t('profile:addEmployee.nameRequired')),
    maxLength(ADD_EMPLOYEE_LIMITS.Name),
  ),
  // The field takes 1024 characters (spec 001 §9), though no deliverable address is longer than 254.
  Email: checks(
    required(() => i18next.t('profile:checks.emailRequired')),
    maxLength(ADD_EMPLOYEE_LIMITS.Email),
    when(isValidEmail, () => i18next.t('profile:addEmployee.emailInvalid')),
  ),
  JobTitle: maxLength(ADD_EMPLOYEE_LIMITS.JobTitle),
  OrgUnit: maxLength(ADD_EMPLOYEE_LIMITS.OrgUnit),
} satisfies Record<string, Check>;

/** The manager a new employee starts under: the profile's person if the viewer may pick them, else the viewer. */
export function defaultManager(choices: readonly ManagerChoice[], profileId: number, viewerId: number): number | undefined {
  if (choices.some((c) => c.Id === profileId)) return profileId;
  if (choices.some((c) => c.Id === viewerId)) return viewerId;
  return choices[0]?.Id;
}

export const initialAddValues = (parentId: number | undefined): AddEmployeeValues => ({
  Name: '',
  Email: '',
  JobTitle: '',
  OrgUnit: '',
  ParentId: parentId,
  IsManager: false,
  IsObserver: false,
});

/** Manager and Observer exclude each other: ticking one clears the other. */
export function toggleKind(values: Pick<AddEmployeeValues, 'IsManager' | 'IsObserver'>, kind: 'IsManager' | 'IsObserver', on: boolean) {
  return kind === 'IsManager'
    ? { IsManager: on, IsObserver: on ? false : values.IsObserver }
    : { IsObserver: on, IsManager: on ? false : values.IsManager };
}

export const hasAddChanges = (v: Partial<AddEmployeeValues>) =>
  [v.Name, v.Email, v.JobTitle, v.OrgUnit].some((s) => (s ?? '').trim() !== '') || v.IsManager === true || v.IsObserver === true;

/** The payload; an observer reports to nobody, so no manager is sent for one. */
export function addEmployeePayload(v: AddEmployeeValues): AddEmployeeRequest {
  const orNull = (s: string | undefined) => (s ?? '').trim() || null;
  return {
    Name: v.Name.trim(),
    Email: v.Email.trim(),
    JobTitle: orNull(v.JobTitle),
    OrgUnit: orNull(v.OrgUnit),
    ParentId: v.IsObserver === true ? null : (v.ParentId ?? null),
    // Hidden checkboxes leave their values undefined.
    IsManager: v.IsManager === true,
    IsObserver: v.IsObserver === true,
  };
}
