import { describe, expect, it } from 'vitest';
import type { Company } from '../../../contract/company';
import { hasChanges, hexOf, logoFileRefusal, NO_LOGO_CHANGES, savePlan, valuesOf } from './company-rules';

const company: Company = {
  Name: 'Northwind Outfitters',
  Subdomain: 'demo',
  Url: null,
  TimeZone: 'Central Time (US & Canada)',
  StrategyEnabled: true,
  PrimaryColor: 'E3AB24',
  UseLightTextOnPrimary: false,
  HasLogo: false,
  HasSquareLogo: false,
  CanEdit: true,
};
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('hexOf', () => {
  it.each([
    ['#e3ab24', 'E3AB24'],
    ['E3AB24', 'E3AB24'],
    [' #1f6f50 ', '1F6F50'],
    ['#fff', null],
    ['red', null],
    ['', null],
  ])('%s → %s', (input, hex) => {
    expect(hexOf(input)).toBe(hex);
  });
});

describe('valuesOf', () => {
  it('fills the form from the company', () => {
    expect(valuesOf(company)).toEqual({
      Name: 'Northwind Outfitters',
      Url: '',
      TimeZone: 'Central Time (US & Canada)',
      PrimaryColor: '#E3AB24',
      UseLightTextOnPrimary: false,
    });
  });
});

describe('savePlan', () => {
  const initial = valuesOf(company);

  it('saves nothing when nothing changed (a different spelling of the same colour is no change)', () => {
    const same = { ...initial, PrimaryColor: '#e3ab24', Name: ' Northwind Outfitters ' };
    expect(savePlan(initial, same, NO_LOGO_CHANGES)).toEqual([]);
    expect(hasChanges(initial, same, NO_LOGO_CHANGES)).toBe(false);
  });

  it('sends company info only when name, address or time zone changed, trimmed, an empty address as null', () => {
    const values = { ...initial, Name: '  Northwind Ltd ', Url: '  ' , TimeZone: 'London' };
    expect(savePlan(initial, values, NO_LOGO_CHANGES)).toEqual([
      { kind: 'info', body: { Name: 'Northwind Ltd', Url: null, TimeZone: 'London' } },
    ]);
  });

  it('sends branding as six hex digits', () => {
    const values = { ...initial, PrimaryColor: '#1f6f50', UseLightTextOnPrimary: true };
    expect(savePlan(initial, values, NO_LOGO_CHANGES)).toEqual([
      { kind: 'branding', body: { PrimaryColor: '1F6F50', UseLightTextOnPrimary: true } },
    ]);
  });

  it('uploads and removes logos after the fields', () => {
    const logo = file('logo.png');
    const steps = savePlan({ ...initial }, { ...initial, Url: 'https://northwind.example' }, {
      logo: { kind: 'replace', file: logo, preview: 'data:image/png;base64,eA==' },
      squarelogo: { kind: 'remove' },
    });
    expect(steps).toEqual([
      { kind: 'info', body: { Name: 'Northwind Outfitters', Url: 'https://northwind.example', TimeZone: 'Central Time (US & Canada)' } },
      { kind: 'upload', logo: 'logo', file: logo },
      { kind: 'remove', logo: 'squarelogo' },
    ]);
    expect(hasChanges(initial, initial, { ...NO_LOGO_CHANGES, squarelogo: { kind: 'remove' } })).toBe(true);
  });
});

describe('logoFileRefusal', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: 5 * 1024 * 1024 }, null],
    [{ type: 'image/svg+xml', size: 1000 }, 'Only PNG and JPG formats are allowed to upload.'],
    [{ type: 'application/x-msdownload', size: 1000 }, 'Only PNG and JPG formats are allowed to upload.'],
    [{ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'The image is larger than 5 MB.'],
  ])('%o → %s', (f, refusal) => {
    expect(logoFileRefusal(f)).toBe(refusal);
  });
});
