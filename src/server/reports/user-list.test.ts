import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { tenants } from '../db/schema';
import { createTestApp, givenUser, type TestApp } from '../testing/test-app';
import { givenGoalOrg } from '../testing/goal-org';
import { pdfText } from '../testing/pdf-text';
import { readSheet } from '../testing/report-kit';

let t: TestApp;
let org: Awaited<ReturnType<typeof givenGoalOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  await givenGoalOrg(t, 'globex');
  org = await givenGoalOrg(t, 'acme', { effectiveDate: '2026-01-01' });
  await givenUser(t, org.tenant.TenantId, {
    name: 'Ivy Invited',
    email: 'ivy@acme.test',
    role: 'contributor',
    managerEmail: org.email('mia'),
    jobTitle: 'Analyst',
    orgUnit: 'Finance',
    isHrAdmin: true,
  });
});
afterAll(() => t.close());

type Who = Parameters<typeof org.as>[0];
const get = async (who: Who, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api${url}`, headers: { ...(await org.as(who)), ...headers } });
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

describe('report 1, User List', () => {
  it('is an xlsx of everyone active or invited, read back as the database holds them', async () => {
    const res = await get('cal', '/report/userreport/excel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="User List.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.header).toEqual([
      'Name',
      'Email',
      'Job title',
      'Department',
      'Role',
      'Manager',
      'Status',
      'Org admin',
      'Goal admin',
      'HR admin',
      'Added on',
    ]);
    expect(sheet.frozen).toBe(true);
    expect(sheet.filter).toBeTruthy();
    expect(sheet.widths[0]).toBe(28);
    const names = sheet.rows.map((r) => r[0]);
    // What cal's directory lists: no observer (obi), as for every contributor (issue 26).
    expect(names).toEqual(['acme CEO', 'cal', 'dee', 'gina', 'gus', 'Ivy Invited', 'mia', 'vic']);
    const ivy = sheet.rows.find((r) => r[0] === 'Ivy Invited')!;
    expect(ivy.slice(0, 10)).toEqual([
      'Ivy Invited',
      'ivy@acme.test',
      'Analyst',
      'Finance',
      'Individual Contributor',
      'mia',
      'Invited',
      'No',
      'No',
      'Yes',
    ]);
    expect(ivy[10]).toBeInstanceOf(Date);
    expect((ivy[10] as Date).toISOString().slice(0, 10)).toBe('2026-05-20');
    expect(sheet.rows.find((r) => r[0] === 'gina')!.slice(5, 10)).toEqual(['acme CEO', 'Active', 'No', 'Yes', 'No']);
    // The other company's people never appear.
    expect(sheet.rows.flat().join(' ')).not.toContain('globex');
  });

  it('lists the observer to the CEO, as the CEO’s directory does', async () => {
    const names = (await readSheet((await get('ceo', '/report/userreport/excel')).rawPayload)).rows.map((r) => r[0]);
    expect(names).toContain('obi');
  });

  it('is a landscape PDF with the company, the people and page numbers', async () => {
    const res = await get('obi', '/report/userreport/pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="User List.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const s of ['acme Inc', 'User List', 'Ivy Invited', 'ivy@acme.test', 'Page 1 of 1']) expect(text).toContain(s);
    expect(text).not.toContain('globex');
    // The Status column (issue 28): its header between Manager and Org admin, and each person's status in their row.
    expect(text).toMatch(/Role\s*Manager\s*Status\s*Org admin/);
    const lines = text.split('\n');
    expect(lines.find((l) => l.startsWith('Ivy Invited'))).toMatch(/mia\s*Invited\s*No\s*No\s*Yes$/);
    expect(lines.find((l) => l.startsWith('gina'))).toMatch(/acme CEO\s*Active\s*No\s*Yes\s*No$/);
  });

  it('shows the company logo in the header, and breaks a long list across pages with page numbers', async () => {
    const logo = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#3781C2' } })
      .png()
      .toBuffer();
    await t.database.db.update(tenants).set({ logo, logoType: 'image/png' }).where(eq(tenants.id, org.tenant.TenantId));
    for (let i = 0; i < 40; i++) {
      await givenUser(t, org.tenant.TenantId, {
        name: `Person ${String(i).padStart(2, '0')}`,
        email: `p${i}@acme.test`,
        role: 'contributor',
      });
    }
    const res = await get('ceo', '/report/userreport/pdf');
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(/Page 1 of [2-9]/);
    expect(text).toContain('Person 39');
    expect(res.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('is in German for a German browser: names, headers, roles, statuses, Ja/Nein and German days', async () => {
    const res = await get('cal', '/report/userreport/excel', GERMAN);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Personenliste.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.name).toBe('Personenliste');
    expect(sheet.header).toEqual([
      'Name',
      'E-Mail',
      'Berufsbezeichnung',
      'Abteilung',
      'Rolle',
      'Führungskraft',
      'Status',
      'Organisations-Admin',
      'Ziel-Admin',
      'HR-Admin',
      'Hinzugefügt am',
    ]);
    const ivy = sheet.rows.find((r) => r[0] === 'Ivy Invited')!;
    expect(ivy.slice(4, 10)).toEqual(['Fachkraft', 'mia', 'Eingeladen', 'Nein', 'Nein', 'Ja']);
    expect(sheet.rows.find((r) => r[0] === 'gina')!.slice(6, 7)).toEqual(['Aktiv']);
    // The day stays a date; German spreadsheets show it as 20.05.2026.
    expect(ivy[10]).toBeInstanceOf(Date);
    expect(sheet.formats[10]).toBe('dd.mm.yyyy');
    // English keeps the ISO day it always had.
    expect((await readSheet((await get('cal', '/report/userreport/excel')).rawPayload)).formats[10]).toBe('yyyy-mm-dd');

    const pdf = await get('obi', '/report/userreport/pdf', GERMAN);
    expect(pdf.headers['content-disposition']).toContain('filename="Personenliste.pdf"');
    const text = await pdfText(pdf.rawPayload);
    for (const s of ['Personenliste', 'Personen, ', 'Seite 1 von', 'acme Inc · erstellt am ']) expect(text).toContain(s);
    // The narrow flag columns break their German headers at the hyphen.
    expect(text).toMatch(/Rolle\s*Führungskraft\s*Status\s*Organisations-\s*Admin/);
    expect(text.split('\n').find((l) => l.startsWith('Ivy Invited'))).toMatch(/Fachkraft\s*mia\s*Eingeladen\s*Nein\s*Nein\s*Ja$/);
    expect(text).not.toMatch(/Page \d|made |Individual Contributor/);
  });

  it('is in the language the person chose in their profile, whatever their browser says', async () => {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/Profile/Language',
      headers: await org.as('dee'),
      payload: { Language: 'de' },
    });
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    const res = await get('dee', '/report/userreport/excel', { 'accept-language': 'en-US' });
    expect(res.headers['content-disposition']).toContain('filename="Personenliste.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.header.slice(0, 3)).toEqual(['Name', 'E-Mail', 'Berufsbezeichnung']);
    // Another person's download is still in their own browser's language.
    expect((await readSheet((await get('cal', '/report/userreport/excel')).rawPayload)).header[1]).toBe('Email');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/report/userreport/excel' })).statusCode).toBe(401);
  });
});
