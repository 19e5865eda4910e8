import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, givenTenant, signIn, bearer, type TestApp } from '../testing/test-app';
import { givenPeopleWorld, multipart, type PeopleWorld } from '../testing/people-world';

let t: TestApp;
let w: PeopleWorld;
let outsiderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await givenPeopleWorld(t);
  const other = await givenTenant(t, 'globex');
  outsiderToken = await signIn(t, other.ceoEmail, 'globex');
});
afterAll(() => t.close());

const ONLY = 'Only PNG and JPG formats are allowed to upload.';

const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
const jpegWithExif = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Corp', Artist: 'Home address 12' } })
    .toBuffer();

const upload = async (name: Parameters<PeopleWorld['as']>[0], profileId: number, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Profile/Avatar/Upload/${profileId}`,
    headers: { ...(await w.as(name)), ...body.headers },
    payload: body.payload,
  });

describe('POST /api/Profile/Avatar/Upload/{profileId}', () => {
  it('stores a PNG and serves it by a keyed URL that needs no token', async () => {
    const res = await upload('cal', w.ids.cal, multipart(await png()));
    expect(res.statusCode).toBe(200);
    const { Avatar, AvatarImage } = res.json();
    expect(Avatar).toMatch(new RegExp(`^/api/profile/avatar/${w.ids.cal}\\?v=[\\w-]{22}$`));
    expect(AvatarImage).toBe(Avatar);
    const img = await t.app.inject({ url: Avatar });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('immutable');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(img.rawPayload).metadata()).width).toBe(64);
    expect((await w.get('dee', `/api/profile/${w.ids.cal}`)).json().Avatar).toBe(Avatar);
    // Goal screens show the same keyed address, so their <img> loads without a token too.
    const goalUsers = (await w.get('dee', '/api/Goal/users')).json() as { Id: number; Avatar: string | null }[];
    expect(goalUsers.find((u) => u.Id === w.ids.cal)?.Avatar).toBe(Avatar);
  });

  it('re-encodes a JPEG smaller and without its metadata', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload('mia', w.ids.cal, multipart(original, { filename: 'photo.jpg', type: 'image/jpeg' }));
    expect(res.statusCode).toBe(200);
    const img = await t.app.inject({ url: res.json().Avatar });
    expect(img.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 341]);
    expect(meta.exif).toBeUndefined();
    expect(img.rawPayload.includes(Buffer.from('Secret Corp'))).toBe(false);
  });

  it('changes the key with every upload, so the old URL stops working', async () => {
    const first = (await upload('dee', w.ids.dee, multipart(await png()))).json().Avatar;
    const second = (await upload('dee', w.ids.dee, multipart(await png(32, 32)))).json().Avatar;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'me.svg', 'image/svg+xml'],
    ['an SVG named .png', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.png', 'image/png'],
    [
      'a renamed executable',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200)]),
      'me.png',
      'image/png',
    ],
    ['a GIF', Buffer.from('474946383961010001000000002c00000000010001000002', 'hex'), 'me.gif', 'image/gif'],
    ['a PNG header with garbage', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(100, 7)]), 'me.png', 'image/png'],
  ])('refuses %s with 415', async (_, bytes, filename, type) => {
    const res = await upload('cal', w.ids.cal, multipart(bytes, { filename, type }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ Message: ONLY, Errors: [{ Field: 'file', Message: ONLY }] });
  });

  it('refuses a file over 5 MB with 413, no file with 400 and a JSON body with 415', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload('cal', w.ids.cal, multipart(big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().Message).toBe('The image is larger than 5 MB.');
    const wrongField = await upload('cal', w.ids.cal, multipart(await png(), { field: 'avatar' }));
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/Profile/Avatar/Upload/${w.ids.cal}`,
      headers: await w.as('cal'),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('lets only those who may edit the profile change it; another tenant gets 404', async () => {
    expect((await upload('dee', w.ids.cal, multipart(await png()))).statusCode).toBe(403);
    const outsider = multipart(await png());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Profile/Avatar/Upload/${w.ids.cal}`,
      headers: { ...bearer(outsiderToken), ...outsider.headers },
      payload: outsider.payload,
    });
    expect(res.statusCode).toBe(404);
  });

  it('removes an avatar', async () => {
    const url = (await upload('gus', w.ids.gus, multipart(await png()))).json().Avatar;
    expect((await w.del('gus', `/api/Profile/Avatar/${w.ids.gus}`)).json()).toEqual({ Avatar: null, AvatarImage: null });
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});

describe('GET /api/profile/avatar/{id}', () => {
  it('serves without the key only to a session of the same tenant', async () => {
    await upload('vic', w.ids.vic, multipart(await png()));
    expect((await t.app.inject({ url: `/api/profile/avatar/${w.ids.vic}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/profile/avatar/${w.ids.vic}?v=guessed-key-0000000000` })).statusCode).toBe(404);
    const own = await t.app.inject({ url: `/api/profile/avatar/${w.ids.vic}`, headers: await w.as('cal') });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const outsider = await t.app.inject({ url: `/api/profile/avatar/${w.ids.vic}`, headers: bearer(outsiderToken) });
    expect(outsider.statusCode).toBe(404);
  });

  it('answers the base64 form inside the tenant only', async () => {
    const res = await w.get('cal', `/api/Profile/avatar/${w.ids.vic}/base64`);
    expect(res.json().data).toMatch(/^data:image\/png;base64,iVBOR/);
    expect((await w.get('cal', `/api/Profile/avatar/${w.ids.mia}/base64`)).json()).toEqual({ data: null });
    expect((await t.app.inject({ url: `/api/Profile/avatar/${w.ids.vic}/base64`, headers: bearer(outsiderToken) })).statusCode).toBe(404);
  });
});
