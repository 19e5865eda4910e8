import { beforeAll, describe, expect, it } from 'vitest';
import { inEnglish } from '../../testing/catalogue-texts';
import type { Company } from '../../../contract/company';
import { formFieldOf, hasChanges, hexOf, logoFileRefusal, NO_LOGO_CHANGES, savePlan, valuesOf } from './company-rules';

// The rules answer in the words the screens show, English here.
beforeAll(inEnglish);

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
  EmployeeNotesEnabled: true,
  TalentEnabled: true,
  DefaultLanguage: 'en',
  CanEditSettings: true,
  Ai: { BaseUrl: null, Model: null, HasKey: false },
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
      EmployeeNotesEnabled: true,
      TalentEnabled: true,
      DefaultLanguage: 'en',
      AiBaseUrl: '',
      AiModel: '',
      AiApiKey: '',
      AiRemoveKey: false,
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
    const values = { ...initial, Name: '  Northwind Ltd ', Url: '  ', TimeZone: 'London' };
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

  it.each([
    [true, false],
    [false, true],
  ])('turns private notes from %s to %s with PUT /tenant/settings alone', (from, to) => {
    const before = { ...initial, EmployeeNotesEnabled: from };
    const after = { ...before, EmployeeNotesEnabled: to };
    expect(savePlan(before, after, NO_LOGO_CHANGES)).toEqual([{ kind: 'settings', body: { EmployeeNotesEnabled: to } }]);
    expect(hasChanges(before, after, NO_LOGO_CHANGES)).toBe(true);
  });

  it('sends only the settings that changed, both when both did', () => {
    const talentOff = { ...initial, TalentEnabled: false };
    expect(savePlan(initial, talentOff, NO_LOGO_CHANGES)).toEqual([{ kind: 'settings', body: { TalentEnabled: false } }]);
    const both = { ...talentOff, EmployeeNotesEnabled: false };
    expect(savePlan(initial, both, NO_LOGO_CHANGES)).toEqual([
      { kind: 'settings', body: { EmployeeNotesEnabled: false, TalentEnabled: false } },
    ]);
  });

  it('sends the default language with the settings when it changed', () => {
    const german = { ...initial, DefaultLanguage: 'de' as const };
    expect(hasChanges(initial, german, NO_LOGO_CHANGES)).toBe(true);
    expect(savePlan(initial, german, NO_LOGO_CHANGES)).toEqual([{ kind: 'settings', body: { DefaultLanguage: 'de' } }]);
  });

  it('uploads and removes logos after the fields', () => {
    const logo = file('logo.png');
    const steps = savePlan(
      { ...initial },
      { ...initial, Url: 'https://northwind.example' },
      {
        logo: { kind: 'replace', file: logo, preview: 'data:image/png;base64,eA==' },
        squarelogo: { kind: 'remove' },
      },
    );
    expect(steps).toEqual([
      { kind: 'info', body: { Name: 'Northwind Outfitters', Url: 'https://northwind.example', TimeZone: 'Central Time (US & Canada)' } },
      { kind: 'upload', logo: 'logo', file: logo },
      { kind: 'remove', logo: 'squarelogo' },
    ]);
    expect(hasChanges(initial, initial, { ...NO_LOGO_CHANGES, squarelogo: { kind: 'remove' } })).toBe(true);
  });
});

describe('the AI model in savePlan', () => {
  const stored: Company = { ...company, Ai: { BaseUrl: 'http://localhost:11434/v1', Model: 'llama3.1:8b', HasKey: true } };
  const initial = valuesOf(stored);

  it('starts with the stored server and model and an empty key (the key is never sent back)', () => {
    expect(initial).toMatchObject({ AiBaseUrl: 'http://localhost:11434/v1', AiModel: 'llama3.1:8b', AiApiKey: '', AiRemoveKey: false });
    expect(savePlan(initial, { ...initial, AiModel: ' llama3.1:8b ' }, NO_LOGO_CHANGES)).toEqual([]);
  });

  it.each([
    ['a new model keeps the key (no ApiKey)', { AiModel: 'qwen2.5' }, { BaseUrl: 'http://localhost:11434/v1', Model: 'qwen2.5' }],
    ['a typed key replaces it', { AiApiKey: ' sk-new ' }, { BaseUrl: 'http://localhost:11434/v1', Model: 'llama3.1:8b', ApiKey: 'sk-new' }],
    [
      'Remove key sends an empty key',
      { AiRemoveKey: true, AiApiKey: 'ignored' },
      { BaseUrl: 'http://localhost:11434/v1', Model: 'llama3.1:8b', ApiKey: '' },
    ],
    ['an empty server clears the override', { AiBaseUrl: ' ', AiModel: '' }, { BaseUrl: '', Model: '' }],
  ])('%s', (_, change, body) => {
    const values = { ...initial, ...change };
    expect(savePlan(initial, values, NO_LOGO_CHANGES)).toEqual([{ kind: 'ai', body }]);
    expect(hasChanges(initial, values, NO_LOGO_CHANGES)).toBe(true);
  });

  it('puts the server’s field errors of PUT /tenant/ai on the form’s fields', () => {
    expect(['Model', 'BaseUrl', 'ApiKey', 'Url', 'Nope'].map((f) => formFieldOf(f, initial))).toEqual([
      'AiModel',
      'AiBaseUrl',
      'AiApiKey',
      'Url',
      null,
    ]);
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
