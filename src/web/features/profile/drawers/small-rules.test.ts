import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../testing/catalogue-texts';
import { matchesManager } from './change-manager-rules';
import { deactivationConsequences } from './deactivate-rules';
import { checkOldPassword, passwordChangeFailure } from './password-rules';
import { checkResponsibility } from './responsibility-rules';

// The rules answer in the words the screens show, English here.
beforeAll(inEnglish);

describe('Change password (spec 001 §5, §8)', () => {
  it('needs the old password', () => {
    expect(checkOldPassword('  ')).toBe('Please enter your old password.');
    expect(checkOldPassword('x')).toBeNull();
  });

  it('shows a refused old password under its field, other failures in a dialog', () => {
    expect(
      passwordChangeFailure({
        status: 400,
        message: 'Old password not matched!!',
        errors: [{ Field: 'Password', Message: 'Old password not matched!!' }],
      }),
    ).toEqual({ field: 'OldPassword', text: 'Old password not matched!!' });
    expect(
      passwordChangeFailure({
        status: 400,
        message: 'Please enter a strong password.',
        errors: [{ Field: 'NewPassword', Message: 'Please enter a strong password.' }],
      }),
    ).toEqual({ field: 'NewPassword', text: 'Please enter a strong password.' });
    expect(passwordChangeFailure({ status: 400, message: 'Something went wrong!!', errors: undefined })).toEqual({
      field: 'OldPassword',
      text: 'Old password not matched!!',
    });
    expect(passwordChangeFailure({ status: 0, message: 'The server could not be reached.', errors: undefined })).toEqual({
      field: null,
      text: 'The server could not be reached.',
    });
    expect(passwordChangeFailure(null)).toEqual({ field: null, text: 'Something went wrong!!' });
  });
});

describe('Responsibility', () => {
  it('needs a body (spec: "Please input!")', () => {
    expect(checkResponsibility(' \n ')).toBe('Please input!');
    expect(checkResponsibility('Hiring plan')).toBeNull();
    expect(checkResponsibility('r'.repeat(5001))).toBe('Must be at most 5000 characters.');
  });
});

describe('the deactivation preview', () => {
  const person = { Name: 'Daniel Cho', ManagerName: 'Olivia Hart' };

  it('tells what happens to the session, the goals and the reports', () => {
    expect(deactivationConsequences(person, { GoalCount: 4, UserCount: 7 })).toEqual([
      'Daniel Cho is signed out at once and can no longer sign in. You can activate them again later.',
      '4 goals of this and later quarters stay with Daniel Cho, marked as deactivated; reassign them to keep them going.',
      '7 direct reports move to Olivia Hart.',
    ]);
  });

  it('says so when there is nothing to move', () => {
    expect(deactivationConsequences(person, { GoalCount: 1, UserCount: 0 }).slice(1)).toEqual([
      '1 goal of this and later quarters stays with Daniel Cho, marked as deactivated; reassign it to keep it going.',
      'Nobody reports to Daniel Cho.',
    ]);
    expect(deactivationConsequences(person, { GoalCount: 0, UserCount: 1 }).slice(1)).toEqual([
      'Daniel Cho has no goals in this or later quarters.',
      '1 direct report moves to Olivia Hart.',
    ]);
  });
});

describe('matchesManager', () => {
  const m = { Id: 1, Name: 'Zoë Müller', JobTitle: 'VP Sales', OrgUnit: null, Avatar: null, Email: 'zoe@northwind.example' };

  it('finds every word in name, title, department or email, ignoring case and accents', () => {
    expect(matchesManager(m, '')).toBe(true);
    expect(matchesManager(m, 'zoe')).toBe(true);
    expect(matchesManager(m, 'MULLER sales')).toBe(true);
    expect(matchesManager(m, 'corporate')).toBe(true);
    expect(matchesManager(m, 'northwind.example')).toBe(true);
    expect(matchesManager(m, 'zoe engineering')).toBe(false);
  });
});
