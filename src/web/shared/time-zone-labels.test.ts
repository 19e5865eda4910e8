import { describe, expect, it } from 'vitest';
import { TIME_ZONES } from '../../domain/time-zones';
import { timeZoneLabel, timeZoneNameIn, timeZoneOptions } from './time-zone-labels';

describe('time zones in the language shown', () => {
  it.each([
    ['Central Time (US & Canada)', '(GMT-06:00) Central Time (US & Canada)', '(GMT-06:00) Nordamerikanische Zentralzeit'],
    ['Atlantic Time (Canada)', '(GMT-04:00) Atlantic Time (Canada)', '(GMT-04:00) Atlantik-Zeit'],
    ['Berlin', '(GMT+01:00) Berlin', '(GMT+01:00) Berlin – Mitteleuropäische Zeit'],
    ['Tokyo', '(GMT+09:00) Tokyo', '(GMT+09:00) Tokyo – Japanische Normalzeit'],
    ['Alaska', '(GMT-09:00) Alaska', '(GMT-09:00) Alaska-Zeit'],
    ['UTC', '(GMT+00:00) UTC', '(GMT+00:00) UTC'],
  ])('%s is offered as %s, in German %s', (name, english, german) => {
    const zone = TIME_ZONES.find((z) => z.name === name)!;
    expect(timeZoneLabel(zone, 'en')).toBe(english);
    expect(timeZoneLabel(zone, 'de')).toBe(german);
  });

  it.each([
    ['Central Time (US & Canada)', 'Nordamerikanische Zentralzeit'],
    ['Berlin', 'Berlin – Mitteleuropäische Zeit'],
    ['Somewhere else', 'Somewhere else'],
  ])('%s is named, in German, %s (English keeps the name)', (name, german) => {
    expect(timeZoneNameIn(name, 'en')).toBe(name);
    expect(timeZoneNameIn(name, 'de')).toBe(german);
  });

  it('keeps every zone’s name as the value chosen, and English labels as they were', () => {
    expect(timeZoneOptions('de').map((o) => o.value)).toEqual(TIME_ZONES.map((z) => z.name));
    expect(timeZoneOptions('en')).toEqual(TIME_ZONES.map((z) => ({ value: z.name, label: z.label })));
  });

  it('tells apart in German the zones that share a time', () => {
    const labels = timeZoneOptions('de').map((o) => o.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
