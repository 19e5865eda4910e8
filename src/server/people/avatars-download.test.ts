import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { withTenant } from '../db/tenant-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, multipart, type PeopleWorld } from '../testing/people-world';

let t: TestApp;
let w: PeopleWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
    .png()
    .toBuffer();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

// Rows written before uploads were checked, or by hand: what is stored is not trusted to be what it says.
const storeRaw = (id: number, avatar: Buffer, avatarType: string) =>
  withTenant(t.database.db, w.tenant.TenantId, (tx) =>
    tx
      .update(users)
      .set({ avatar, avatarType, avatarKey: 'raw-key' })
      .where(and(eq(users.tenantId, w.tenant.TenantId), eq(users.id, id))),
  );

describe('downloading an avatar', () => {
  it('is served with its checked type, nosniff, a locked-down CSP and an inline disposition with a safe name', async () => {
    const body = multipart(await png());
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/Profile/Avatar/Upload/${w.ids.cal}`,
      headers: { ...(await w.as('cal')), ...body.headers },
      payload: body.payload,
    });
    const res = await t.app.inject({ url: up.json().Avatar });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`inline; filename="avatar-${w.ids.cal}.png"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it.each([
    ['an SVG stored as SVG', SVG, 'image/svg+xml'],
    ['an SVG stored as PNG', SVG, 'image/png'],
    ['HTML stored as JPEG', Buffer.from('<html><script>alert(1)</script>'), 'image/jpeg'],
  ])('is never %s: 404 for the file, null for the data URL', async (_, bytes, type) => {
    await storeRaw(w.ids.dee, bytes, type);
    const res = await t.app.inject({ url: `/api/profile/avatar/${w.ids.dee}?v=raw-key` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect((await w.get('cal', `/api/Profile/avatar/${w.ids.dee}/base64`)).json()).toEqual({ data: null });
  });

  it('serves a JPEG stored as PNG under its real type', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#321' } })
      .jpeg()
      .toBuffer();
    await storeRaw(w.ids.dee, jpeg, 'image/png');
    const res = await t.app.inject({ url: `/api/profile/avatar/${w.ids.dee}?v=raw-key` });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(`inline; filename="avatar-${w.ids.dee}.jpg"`);
  });
});
