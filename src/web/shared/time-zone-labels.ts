import { formatOffset, standardOffsetMinutes, TIME_ZONES, type TimeZone } from '../../domain/time-zones';

/**
 * A time zone as the language shown names it; the value sent stays the zone's name ('Central Time (US & Canada)', the
 * names the Rails-era product stored). English shows the names as they are. Another language puts its own name of the
 * zone's time beside the place ('(GMT+01:00) Berlin – Mitteleuropäische Zeit'); a name that only says which time it is
 * ('Central Time (US & Canada)') gives way to the language's own ('Nordamerikanische Zentralzeit'). A place keeps the
 * name the list gives it: nothing in the browser says 'Vienna' in German, and twenty zones share Central European
 * Time, so the place is what tells them apart.
 */
export function timeZoneLabel(zone: TimeZone, language: string): string {
  return language.startsWith('en') ? zone.label : `(GMT${formatOffset(standardOffsetMinutes(zone.iana))}) ${zoneName(zone, language)}`;
}

function zoneName(zone: TimeZone, language: string): string {
  if (language.startsWith('en')) return zone.name;
  const time = new Intl.DateTimeFormat(language, { timeZone: zone.iana, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  // UTC has no name of its own beyond its offset; 'Alaska' needs no 'Alaska – Alaska-Zeit'.
  if (!time || time.startsWith('GMT')) return zone.name;
  return / Time\b/.test(zone.name) || time.startsWith(zone.name) ? time : `${zone.name} – ${time}`;
}

const BY_NAME = new Map(TIME_ZONES.map((zone) => [zone.name, zone]));

/** A stored zone's name as the language shows it, without its offset; a name Trellis does not know stays as it is. */
export const timeZoneNameIn = (name: string, language: string): string => {
  const zone = BY_NAME.get(name);
  return zone ? zoneName(zone, language) : name;
};

/** The zones to choose from in a select, by their names, labelled in the language shown. */
export const timeZoneOptions = (language: string) => TIME_ZONES.map((zone) => ({ value: zone.name, label: timeZoneLabel(zone, language) }));
