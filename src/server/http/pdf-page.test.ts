import { describe, expect, it } from 'vitest';
import { companyPage, letterheadOf, timeIn } from './pdf-page';

const at = new Date('2026-05-20T15:00:00Z');

describe('PDF page furniture', () => {
  it.each([
    ['Auckland', '21 May 2026, 03:00 GMT+12'],
    ['Central Time (US & Canada)', '20 May 2026, 10:00 GMT-5'],
    ['UTC', '20 May 2026, 15:00 UTC'],
    ['Atlantis', '20 May 2026, 15:00 UTC'], // a zone name Trellis does not know prints in UTC
  ])('prints an instant for a company in %s as %s', (timeZone, printed) => {
    const company = letterheadOf({ name: 'Northwind Outfitters', timeZone }, at);
    expect(timeIn(at, company.zone)).toBe(printed);
    expect(companyPage(company)).toMatchObject({ footerText: `Northwind Outfitters · made ${printed}`, pageNumbers: true });
  });

  it.each([
    ['Auckland', '21. Mai 2026, 03:00 GMT+12'],
    ['Central Time (US & Canada)', '20. Mai 2026, 10:00 GMT-5'],
    ['UTC', '20. Mai 2026, 15:00 UTC'],
  ])('prints an instant for a German reader of a company in %s as %s, with German page numbers', (timeZone, printed) => {
    const company = letterheadOf({ name: 'Northwind Outfitters', timeZone }, at, 'de');
    expect(timeIn(at, company.zone, 'de')).toBe(printed);
    expect(companyPage(company)).toMatchObject({
      footerText: `Northwind Outfitters · erstellt am ${printed}`,
      pageNumberText: 'Seite {{current}} von {{pages}}',
    });
  });
});
