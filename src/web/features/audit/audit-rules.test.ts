import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../testing/catalogue-texts';
import { changeLines, lineText } from './audit-rules';

// The rules answer in the words the screens show, English here.
beforeAll(inEnglish);

describe('changeLines', () => {
  it.each([
    [{ RoleName: 'contributor' }, { RoleName: 'manager' }, ['Role: Individual Contributor → Manager']],
    [{ IsHrAdmin: false, IsOrgAdmin: true }, { IsHrAdmin: true, IsOrgAdmin: false }, ['HR Admin: off → on', 'Org Admin: on → off']],
    [{ Manager: null }, { Manager: { Id: 4, Name: 'Vic' } }, ['Manager: — → Vic']],
    [{ Status: 'Active' }, { Status: 'Deactivated' }, ['Status: Active → Deactivated']],
    [{ Url: null }, { Url: 'https://acme.test' }, ['Web address: — → https://acme.test']],
    [{ GracePeriod: 1 }, { GracePeriod: 3 }, ['Grace period: 1 week → 3 weeks']],
    [
      { PrimaryLabels: [{ Label: 'Low' }, { Label: 'High' }] },
      { PrimaryLabels: [{ Label: 'Below' }, { Label: 'Above' }] },
      ['Primary labels: Low, High → Below, Above'],
    ],
    [
      { Settings: { ShareRatingWithEmployee: false } },
      { Settings: { ShareRatingWithEmployee: true } },
      ['Ratings shared with employees: off → on'],
    ],
    [{ Unknown: 'a' }, { Unknown: 'b' }, ['Unknown: a → b']],
    [{ State: 'Draft' }, { State: 'Shared', Quarter: 'Q1 2026' }, ['State: Draft → Shared', 'Quarter: Q1 2026']],
    [{}, { Report: 'Employee Appraisals', Quarter: 'Q1 2026' }, ['Report: Employee Appraisals', 'Quarter: Q1 2026']],
    [{}, { RoleName: 'manager', IsHrAdmin: true, Manager: { Id: 2, Name: 'Ann' } }, ['Role: Manager', 'HR Admin: on', 'Manager: Ann']],
  ])('%j → %j', (Before, After, expected) => {
    expect(changeLines({ Before, After }).map(lineText)).toEqual(expected);
  });
});
