import { expect, type APIRequestContext } from '@playwright/test';
import type { Session } from '../../src/contract/auth';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { workerCompany } from './company';

/** The HTTP API as one signed-in demo user, for setting a scene faster than clicking through it. */
export type Api = {
  session: Session;
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, body: unknown) => Promise<T>;
};

/** Signs in through the API, by default in this worker's demo company (e2e/support/company.ts). */
export async function apiAs(request: APIRequestContext, email: string, domain = workerCompany()): Promise<Api> {
  const login = await request.post('/api/Auth/Login', { data: { userName: email, password: DEMO_PASSWORD, domain } });
  expect(login.ok(), `sign-in of ${email}`).toBe(true);
  const session = (await login.json()) as Session;
  const headers = { authorization: `Bearer ${session.Token}` };
  const answer = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
    expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    session,
    get: async (path) => answer(await request.get(`/api${path}`, { headers }), `GET ${path}`),
    post: async (path, body) => answer(await request.post(`/api${path}`, { headers, data: body }), `POST ${path}`),
  };
}

/** A draft goal of the API's user in the current quarter. */
export async function createDraftGoal(api: Api, title: string, parentId: number | null = null): Promise<number> {
  const goal = await api.post<{ Id: number }>('/Goal', {
    Title: title,
    Measurement: 'One measurable key result',
    OwnerId: api.session.Profile.Id,
    PeriodId: api.session.Period!.Id,
    ParentId: parentId,
    IsDraft: true,
  });
  return goal.Id;
}
