import type { InjectOptions } from 'fastify';
import { givenGoalOrg, periodIdsOf } from './goal-org';
import { givenUser, PASSWORD, type TestApp } from './test-app';

/**
 * The goal tests' small company plus the people the people tests need: CEO → Vic (VP) → Mia (manager) →
 * Cal, Dee; Gina (goal admin), Gus (goal manager), Olga (org admin, manager), Hal (HR admin under Vic),
 * Ivy (invited, under Mia) and Obi (observer).
 */
export async function givenPeopleWorld(t: TestApp, subdomain = 'acme') {
  t.clock.now = new Date('2026-05-20T15:00:00Z');
  const org = await givenGoalOrg(t, subdomain, { effectiveDate: '2026-01-01' });
  const { email } = org;
  const olga = (
    await givenUser(t, org.tenant.TenantId, { name: 'olga', email: email('olga'), password: PASSWORD, role: 'manager', isOrgAdmin: true })
  ).UserId;
  const hal = (
    await givenUser(t, org.tenant.TenantId, {
      name: 'hal',
      email: email('hal'),
      password: PASSWORD,
      role: 'contributor',
      managerEmail: email('vic'),
      isHrAdmin: true,
    })
  ).UserId;
  const ivy = (
    await givenUser(
      t,
      org.tenant.TenantId,
      { name: 'ivy', email: email('ivy'), role: 'contributor', managerEmail: email('mia') },
      org.ids.mia,
    )
  ).UserId;
  const ids = { ...org.ids, olga, hal, ivy };
  type Name = Exclude<keyof typeof ids, 'ivy'>;
  const as = (name: Name) => org.as(name as Parameters<typeof org.as>[0]);
  const call = async (name: Name, method: InjectOptions['method'], url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: await as(name),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  return {
    ...org,
    ids,
    periods: () => periodIdsOf(t, org),
    as,
    get: (name: Name, url: string) => call(name, 'GET', url),
    put: (name: Name, url: string, payload: unknown) => call(name, 'PUT', url, payload),
    post: (name: Name, url: string, payload: unknown) => call(name, 'POST', url, payload),
    del: (name: Name, url: string) => call(name, 'DELETE', url),
  };
}

export type PeopleWorld = Awaited<ReturnType<typeof givenPeopleWorld>>;

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(bytes: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = '----trellis-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'me.png'}"\r\n` +
      `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
