// Rails' ActiveSupport::TimeZone::MAPPING (friendly name → IANA zone), so names stored by the
// Rails-era product keep working. IANA ids follow current Rails main, which replaced the
// obsolete links Europe/Kiev, Asia/Rangoon and America/Godthab (rails/rails #55494, #57266).
const MAPPING: readonly (readonly [name: string, iana: string])[] = [
  ['International Date Line West', 'Pacific/Midway'],
  ['Midway Island', 'Pacific/Midway'],
  ['American Samoa', 'Pacific/Pago_Pago'],
  ['Hawaii', 'Pacific/Honolulu'],
  ['Alaska', 'America/Juneau'],
  ['Pacific Time (US & Canada)', 'America/Los_Angeles'],
  ['Tijuana', 'America/Tijuana'],
  ['Mountain Time (US & Canada)', 'America/Denver'],
  ['Arizona', 'America/Phoenix'],
  ['Chihuahua', 'America/Chihuahua'],
  ['Mazatlan', 'America/Mazatlan'],
  ['Central Time (US & Canada)', 'America/Chicago'],
  ['Saskatchewan', 'America/Regina'],
  ['Guadalajara', 'America/Mexico_City'],
  ['Mexico City', 'America/Mexico_City'],
  ['Monterrey', 'America/Monterrey'],
  ['Central America', 'America/Guatemala'],
  ['Eastern Time (US & Canada)', 'America/New_York'],
  ['Indiana (East)', 'America/Indiana/Indianapolis'],
  ['Bogota', 'America/Bogota'],
  ['Lima', 'America/Lima'],
  ['Quito', 'America/Lima'],
  ['Atlantic Time (Canada)', 'America/Halifax'],
  ['Caracas', 'America/Caracas'],
  ['La Paz', 'America/La_Paz'],
  ['Santiago', 'America/Santiago'],
  ['Newfoundland', 'America/St_Johns'],
  ['Brasilia', 'America/Sao_Paulo'],
  ['Buenos Aires', 'America/Argentina/Buenos_Aires'],
  ['Montevideo', 'America/Montevideo'],
  ['Georgetown', 'America/Guyana'],
  ['Puerto Rico', 'America/Puerto_Rico'],
  ['Greenland', 'America/Nuuk'],
  ['Mid-Atlantic', 'Atlantic/South_Georgia'],
  ['Azores', 'Atlantic/Azores'],
  ['Cape Verde Is.', 'Atlantic/Cape_Verde'],
  ['Dublin', 'Europe/Dublin'],
  ['Edinburgh', 'Europe/London'],
  ['Lisbon', 'Europe/Lisbon'],
  ['London', 'Europe/London'],
  ['Casablanca', 'Africa/Casablanca'],
  ['Monrovia', 'Africa/Monrovia'],
  ['UTC', 'Etc/UTC'],
  ['Belgrade', 'Europe/Belgrade'],
  ['Bratislava', 'Europe/Bratislava'],
  ['Budapest', 'Europe/Budapest'],
  ['Ljubljana', 'Europe/Ljubljana'],
  ['Prague', 'Europe/Prague'],
  ['Sarajevo', 'Europe/Sarajevo'],
  ['Skopje', 'Europe/Skopje'],
  ['Warsaw', 'Europe/Warsaw'],
  ['Zagreb', 'Europe/Zagreb'],
  ['Brussels', 'Europe/Brussels'],
  ['Copenhagen', 'Europe/Copenhagen'],
  ['Madrid', 'Europe/Madrid'],
  ['Paris', 'Europe/Paris'],
  ['Amsterdam', 'Europe/Amsterdam'],
  ['Berlin', 'Europe/Berlin'],
  ['Bern', 'Europe/Zurich'],
  ['Zurich', 'Europe/Zurich'],
  ['Rome', 'Europe/Rome'],
  ['Stockholm', 'Europe/Stockholm'],
  ['Vienna', 'Europe/Vienna'],
  ['West Central Africa', 'Africa/Algiers'],
  ['Bucharest', 'Europe/Bucharest'],
  ['Cairo', 'Africa/Cairo'],
  ['Helsinki', 'Europe/Helsinki'],
  ['Kyiv', 'Europe/Kyiv'],
  ['Riga', 'Europe/Riga'],
  ['Sofia', 'Europe/Sofia'],
  ['Tallinn', 'Europe/Tallinn'],
  ['Vilnius', 'Europe/Vilnius'],
  ['Athens', 'Europe/Athens'],
  ['Istanbul', 'Europe/Istanbul'],
  ['Minsk', 'Europe/Minsk'],
  ['Jerusalem', 'Asia/Jerusalem'],
  ['Harare', 'Africa/Harare'],
  ['Pretoria', 'Africa/Johannesburg'],
  ['Kaliningrad', 'Europe/Kaliningrad'],
  ['Moscow', 'Europe/Moscow'],
  ['St. Petersburg', 'Europe/Moscow'],
  ['Volgograd', 'Europe/Volgograd'],
  ['Samara', 'Europe/Samara'],
  ['Kuwait', 'Asia/Kuwait'],
  ['Riyadh', 'Asia/Riyadh'],
  ['Nairobi', 'Africa/Nairobi'],
  ['Baghdad', 'Asia/Baghdad'],
  ['Tehran', 'Asia/Tehran'],
  ['Abu Dhabi', 'Asia/Muscat'],
  ['Muscat', 'Asia/Muscat'],
  ['Baku', 'Asia/Baku'],
  ['Tbilisi', 'Asia/Tbilisi'],
  ['Yerevan', 'Asia/Yerevan'],
  ['Kabul', 'Asia/Kabul'],
  ['Ekaterinburg', 'Asia/Yekaterinburg'],
  ['Islamabad', 'Asia/Karachi'],
  ['Karachi', 'Asia/Karachi'],
  ['Tashkent', 'Asia/Tashkent'],
  ['Chennai', 'Asia/Kolkata'],
  ['Kolkata', 'Asia/Kolkata'],
  ['Mumbai', 'Asia/Kolkata'],
  ['New Delhi', 'Asia/Kolkata'],
  ['Kathmandu', 'Asia/Kathmandu'],
  ['Astana', 'Asia/Dhaka'],
  ['Dhaka', 'Asia/Dhaka'],
  ['Sri Jayawardenepura', 'Asia/Colombo'],
  ['Almaty', 'Asia/Almaty'],
  ['Novosibirsk', 'Asia/Novosibirsk'],
  ['Rangoon', 'Asia/Yangon'],
  ['Bangkok', 'Asia/Bangkok'],
  ['Hanoi', 'Asia/Bangkok'],
  ['Jakarta', 'Asia/Jakarta'],
  ['Krasnoyarsk', 'Asia/Krasnoyarsk'],
  ['Beijing', 'Asia/Shanghai'],
  ['Chongqing', 'Asia/Chongqing'],
  ['Hong Kong', 'Asia/Hong_Kong'],
  ['Urumqi', 'Asia/Urumqi'],
  ['Kuala Lumpur', 'Asia/Kuala_Lumpur'],
  ['Singapore', 'Asia/Singapore'],
  ['Taipei', 'Asia/Taipei'],
  ['Perth', 'Australia/Perth'],
  ['Irkutsk', 'Asia/Irkutsk'],
  ['Ulaanbaatar', 'Asia/Ulaanbaatar'],
  ['Seoul', 'Asia/Seoul'],
  ['Osaka', 'Asia/Tokyo'],
  ['Sapporo', 'Asia/Tokyo'],
  ['Tokyo', 'Asia/Tokyo'],
  ['Yakutsk', 'Asia/Yakutsk'],
  ['Darwin', 'Australia/Darwin'],
  ['Adelaide', 'Australia/Adelaide'],
  ['Canberra', 'Australia/Melbourne'],
  ['Melbourne', 'Australia/Melbourne'],
  ['Sydney', 'Australia/Sydney'],
  ['Brisbane', 'Australia/Brisbane'],
  ['Hobart', 'Australia/Hobart'],
  ['Vladivostok', 'Asia/Vladivostok'],
  ['Guam', 'Pacific/Guam'],
  ['Port Moresby', 'Pacific/Port_Moresby'],
  ['Magadan', 'Asia/Magadan'],
  ['Srednekolymsk', 'Asia/Srednekolymsk'],
  ['Solomon Is.', 'Pacific/Guadalcanal'],
  ['New Caledonia', 'Pacific/Noumea'],
  ['Fiji', 'Pacific/Fiji'],
  ['Kamchatka', 'Asia/Kamchatka'],
  ['Marshall Is.', 'Pacific/Majuro'],
  ['Auckland', 'Pacific/Auckland'],
  ['Wellington', 'Pacific/Auckland'],
  ["Nuku'alofa", 'Pacific/Tongatapu'],
  ['Tokelau Is.', 'Pacific/Fakaofo'],
  ['Chatham Is.', 'Pacific/Chatham'],
  ['Samoa', 'Pacific/Apia'],
];

export type TimeZone = { name: string; iana: string; label: string };

export const DEFAULT_TIME_ZONE = 'Central Time (US & Canada)';

// A fixed year keeps labels independent of the clock; today's rules are what users expect.
const REFERENCE_YEAR = 2026;

function offsetMinutesAt(iana: string, instant: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: iana, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(part?.value ?? '');
  if (!match) return 0; // ICU writes plain "GMT" for a zero offset
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

// The smaller of the January and July offsets is the standard one in either hemisphere,
// and also for zones like Dublin that model winter time as negative DST.
export function standardOffsetMinutes(iana: string): number {
  return Math.min(
    offsetMinutesAt(iana, new Date(Date.UTC(REFERENCE_YEAR, 0, 1))),
    offsetMinutesAt(iana, new Date(Date.UTC(REFERENCE_YEAR, 6, 1))),
  );
}

export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

// Sorted by offset, then by name in byte order, as Rails' TimeZone#<=> does.
export const TIME_ZONES: readonly TimeZone[] = MAPPING.map(([name, iana]) => ({
  name,
  iana,
  offset: standardOffsetMinutes(iana),
}))
  .sort((a, b) => a.offset - b.offset || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  .map(({ name, iana, offset }) => ({ name, iana, label: `(GMT${formatOffset(offset)}) ${name}` }));

const BY_NAME: ReadonlyMap<string, TimeZone> = new Map(TIME_ZONES.map((z) => [z.name, z]));

export function isTimeZoneName(name: string): boolean {
  return BY_NAME.has(name);
}

export function ianaOf(name: string): string {
  const zone = BY_NAME.get(name);
  if (!zone) throw new Error(`Unknown time zone: ${name}`);
  return zone.iana;
}
