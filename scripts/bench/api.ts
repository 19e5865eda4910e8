// The few API calls the bench makes, each bounded by a timeout.
const TIMEOUT_MS = 15_000;

export type Credentials = { userName: string; password: string; domain: string };

export async function login(url: string, credentials: Credentials): Promise<Response> {
  return fetch(`${url}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** Signs in and returns the bearer token, or throws with the answer. */
export async function tokenFor(url: string, credentials: Credentials): Promise<string> {
  const res = await login(url, credentials);
  const body = (await res.json()) as { Token?: string };
  if (res.status !== 200 || !body.Token)
    throw new Error(`Sign-in of ${credentials.userName} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.Token;
}

export type Hierarchy = { Descendants: number[]; Peers: number[] };

export async function hierarchy(url: string, token: string): Promise<{ status: number; body: Hierarchy }> {
  const res = await fetch(`${url}/api/user/hierarchy`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: res.status, body: (await res.json()) as Hierarchy };
}
