import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TIME_ZONES, formatOffset, ianaOf, isTimeZoneName, standardOffsetMinutes } from './time-zones';

describe('TIME_ZONES', () => {
  it('holds the Rails list of 151 unique names', () => {
    expect(TIME_ZONES.length).toBeGreaterThanOrEqual(140);
    expect(TIME_ZONES.length).toBeLessThanOrEqual(160);
    expect(TIME_ZONES).toHaveLength(151);
    expect(new Set(TIME_ZONES.map((z) => z.name)).size).toBe(TIME_ZONES.length);
  });

  it('maps every name to a zone that Intl accepts', () => {
    for (const zone of TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone.iana }), zone.iana).not.toThrow();
    }
  });

  it('starts at GMT-11:00 and ends with Chatham and the GMT+13:00 islands', () => {
    expect(TIME_ZONES.slice(0, 3).map((z) => z.label)).toEqual([
      '(GMT-11:00) American Samoa',
      '(GMT-11:00) International Date Line West',
      '(GMT-11:00) Midway Island',
    ]);
    expect(TIME_ZONES.slice(-4).map((z) => z.label)).toEqual([
      '(GMT+12:45) Chatham Is.',
      "(GMT+13:00) Nuku'alofa",
      '(GMT+13:00) Samoa',
      '(GMT+13:00) Tokelau Is.',
    ]);
  });

  it('is sorted by offset, then name', () => {
    const offsets = TIME_ZONES.map((z) => standardOffsetMinutes(z.iana));
    for (let i = 1; i < TIME_ZONES.length; i++) {
      const [prev, curr] = [TIME_ZONES[i - 1]!, TIME_ZONES[i]!];
      const [po, co] = [offsets[i - 1]!, offsets[i]!];
      expect(po < co || (po === co && prev.name < curr.name), `${prev.name} before ${curr.name}`).toBe(true);
    }
  });

  it.each([
    ['Central Time (US & Canada)', 'America/Chicago', '(GMT-06:00) Central Time (US & Canada)'],
    ['London', 'Europe/London', '(GMT+00:00) London'],
    ['Dublin', 'Europe/Dublin', '(GMT+00:00) Dublin'],
    ['Kathmandu', 'Asia/Kathmandu', '(GMT+05:45) Kathmandu'],
    ['Newfoundland', 'America/St_Johns', '(GMT-03:30) Newfoundland'],
    ['Hawaii', 'Pacific/Honolulu', '(GMT-10:00) Hawaii'],
    ['Berlin', 'Europe/Berlin', '(GMT+01:00) Berlin'],
    ['Tokyo', 'Asia/Tokyo', '(GMT+09:00) Tokyo'],
    ['Sydney', 'Australia/Sydney', '(GMT+10:00) Sydney'],
    ['Auckland', 'Pacific/Auckland', '(GMT+12:00) Auckland'],
    ['Chatham Is.', 'Pacific/Chatham', '(GMT+12:45) Chatham Is.'],
    ["Nuku'alofa", 'Pacific/Tongatapu', "(GMT+13:00) Nuku'alofa"],
    ['UTC', 'Etc/UTC', '(GMT+00:00) UTC'],
  ])('%s → %s labelled %s', (name, iana, label) => {
    expect(TIME_ZONES.find((z) => z.name === name)).toEqual({ name, iana, label });
  });
});

describe('DEFAULT_TIME_ZONE', () => {
  it('is Central Time and maps to America/Chicago', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Central Time (US & Canada)');
    expect(isTimeZoneName(DEFAULT_TIME_ZONE)).toBe(true);
    expect(ianaOf(DEFAULT_TIME_ZONE)).toBe('America/Chicago');
  });
});

describe('isTimeZoneName / ianaOf', () => {
  it.each([
    ['London', true],
    ['Samoa', true],
    ['Europe/London', false], // an IANA id is not a Rails name
    ['london', false],
    ['Atlantis', false],
    ['', false],
  ])('isTimeZoneName(%j) is %s', (name, expected) => {
    expect(isTimeZoneName(name)).toBe(expected);
  });

  it.each([
    ['London', 'Europe/London'],
    ['Edinburgh', 'Europe/London'],
    ['Bern', 'Europe/Zurich'],
    ['Samoa', 'Pacific/Apia'],
    ['American Samoa', 'Pacific/Pago_Pago'],
  ])('ianaOf(%j) is %s', (name, iana) => {
    expect(ianaOf(name)).toBe(iana);
  });

  it('throws for an unknown name', () => {
    expect(() => ianaOf('Atlantis')).toThrow('Unknown time zone: Atlantis');
  });
});

describe('formatOffset', () => {
  it.each([
    [-360, '-06:00'],
    [0, '+00:00'],
    [345, '+05:45'],
    [-210, '-03:30'],
    [780, '+13:00'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});
