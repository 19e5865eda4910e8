import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../testing/catalogue-texts';
import {
  editProfileChecks as check,
  hasProfileChanges,
  initialProfileValues,
  isPngOrJpeg,
  profilePayload,
  roleRow,
  showsDepartment,
} from './edit-profile-rules';
import { aProfile } from './test-profile';

// The rules answer in the words the screens show, English here.
beforeAll(inEnglish);

describe('Edit profile checks (spec 001 §5)', () => {
  it.each([
    ['Name', '', 'Please input your name!'],
    ['Name', '   ', 'Please input your name!'],
    ['Name', 'x'.repeat(256), 'Must be at most 255 characters.'],
    ['Name', 'Noah Patel', null],
    ['JobTitle', '', 'Please input your job title!'],
    ['JobTitle', 'y'.repeat(256), 'Must be at most 255 characters.'],
    ['Email', '', 'Please input your email!'],
    ['Email', 'noah@', 'Please enter valid email'],
    ['Email', 'noah.patel@northwind.example', null],
    ['Email', `${'a'.repeat(250)}@b.com`, 'Must be at most 255 characters.'],
    ['PhoneNumber', '1'.repeat(51), 'Must be at most 50 characters.'],
    ['PhoneNumber', '', null],
    ['OrgUnit', 'd'.repeat(256), 'Must be at most 255 characters.'],
    ['LinkedinUrl', '', null],
    ['LinkedinUrl', 'https://www.linkedin.com/in/noah', null],
    ['LinkedinUrl', 'https://linkedin.com/in/noah', null],
    ['LinkedinUrl', 'http://www.linkedin.com/in/noah', 'Invalid LinkedIn URL!'],
    ['LinkedinUrl', 'https://linkedin.com.evil.example/in/noah', 'Invalid LinkedIn URL!'],
    ['LinkedinUrl', 'www.linkedin.com/in/noah', 'Invalid LinkedIn URL!'],
    ['LinkedinUrl', `https://www.linkedin.com/in/${'n'.repeat(1000)}`, 'Must be at most 1024 characters.'],
    ['Biography', 'b'.repeat(2001), 'Must be at most 2000 characters.'],
  ] as const)('%s %j → %s', (field, value, expected) => {
    expect(check[field](value)).toBe(expected);
  });
});

describe('the form', () => {
  it('shows the department on CEO and manager profiles only', () => {
    expect(showsDepartment(aProfile({ RoleName: 'manager' }))).toBe(true);
    expect(showsDepartment(aProfile({ RoleName: 'ceo' }))).toBe(true);
    expect(showsDepartment(aProfile({ RoleName: 'contributor' }))).toBe(false);
    expect(showsDepartment(aProfile({ RoleName: 'observer' }))).toBe(false);
  });

  it('shows the (locked) Role row to the CEO, or when editing someone else', () => {
    expect(roleRow({ RoleName: 'ceo' }, aProfile({ IsSelf: true, RoleName: 'ceo' }))).toBe('CEO');
    expect(roleRow({ RoleName: 'manager' }, aProfile({ IsSelf: false }))).toBe('Individual Contributor');
    expect(roleRow({ RoleName: 'manager' }, aProfile({ IsSelf: true, RoleName: 'manager' }))).toBeNull();
  });

  it('starts from the confirmed address and sees only real edits as changes', () => {
    const profile = aProfile({ UnconfirmedEmail: 'noah@new.example', PhoneNumber: '+1 555' });
    const initial = initialProfileValues(profile);
    expect(initial.Email).toBe('noah.patel@northwind.example');
    expect(hasProfileChanges(initial, { ...initial, Name: ' Noah Patel ' })).toBe(false);
    expect(hasProfileChanges(initial, { ...initial, PhoneNumber: '+1 556' })).toBe(true);
    expect(hasProfileChanges(initial, {})).toBe(false);
  });

  it('sends trimmed values, empty ones as null, and the department only where the form shows it', () => {
    const values = {
      Name: ' Noah  Patel ',
      JobTitle: 'Engineer ',
      Email: ' noah@new.example',
      PhoneNumber: '  ',
      TimeZone: undefined,
      OrgUnit: '',
      LinkedinUrl: ' https://www.linkedin.com/in/noah ',
      Biography: '',
    };
    expect(profilePayload(aProfile({ RoleName: 'contributor' }), values)).toEqual({
      Name: 'Noah  Patel',
      JobTitle: 'Engineer',
      Email: 'noah@new.example',
      PhoneNumber: null,
      TimeZone: null,
      RoleName: 'contributor',
      LinkedinUrl: 'https://www.linkedin.com/in/noah',
      Biography: null,
    });
    expect(profilePayload(aProfile({ RoleName: 'manager' }), { ...values, TimeZone: 'Berlin' })).toMatchObject({
      OrgUnit: null,
      TimeZone: 'Berlin',
      RoleName: 'manager',
    });
  });
});

describe('isPngOrJpeg', () => {
  const blob = (bytes: number[], type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

  it('goes by the first bytes, not the name or type', async () => {
    expect(await isPngOrJpeg(blob([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe(true);
    expect(await isPngOrJpeg(blob([0xff, 0xd8, 0xff, 0xe0, 0, 0], 'application/octet-stream'))).toBe(true);
    // An SVG or an executable renamed to .png
    expect(await isPngOrJpeg(blob([...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')]))).toBe(false);
    expect(await isPngOrJpeg(blob([0x4d, 0x5a, 0x90, 0x00]))).toBe(false);
    expect(await isPngOrJpeg(blob([0x7f, 0x45, 0x4c, 0x46]))).toBe(false);
    expect(await isPngOrJpeg(blob([]))).toBe(false);
  });
});
