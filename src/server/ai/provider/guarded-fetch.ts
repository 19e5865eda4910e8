import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch, Response, type RequestInit } from 'undici';

/** An answer larger than this is not the JSON of a few suggestions: the call stops reading and fails. */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** How long a company's model may take to accept the connection (the whole call has its own timeout). */
export const CONNECT_TIMEOUT_MS = 3_000;

export type FetchGuard = {
  /** Connect only to public addresses, checked on the address actually connected to. */
  publicOnly: boolean;
  /** A company's model is called at its address only: a redirect fails the call. */
  followRedirects: boolean;
  maxAnswerBytes?: number;
  connectTimeoutMs?: number;
};

/** A call the guard stopped: never retried (the same address or answer would be stopped again). */
export class GuardRefusal extends Error {}

/** Whether an address is on the public internet: not loopback, private, link-local (cloud metadata), reserved, … */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  return ipaddr.process(address).range() === 'unicast';
}

const notPublic = (address: string) =>
  new GuardRefusal(`the address ${address} is not a public one; a company's model must be reachable on the internet`);

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

// The check sits in the connection's own DNS answer, so a name that answers a public address to a first look and a
// private one to the connection (DNS rebinding) is still refused: what is checked is what is connected to.
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) return callback(notPublic(refused.address) as NodeJS.ErrnoException, '');
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first?.address ?? '', first?.family);
  });
}

/** A fetch for the OpenAI client that caps the answer's size and, for a company's model, keeps to public addresses. */
export function guardedFetch(guard: FetchGuard): typeof undiciFetch {
  const maxBytes = guard.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const dispatcher = new Agent({
    connect: {
      timeout: guard.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      ...(guard.publicOnly ? { lookup: publicLookup } : {}),
    },
  });
  return async (input, init?: RequestInit) => {
    const url = new URL(typeof input === 'object' && 'url' in input ? input.url : String(input));
    if (guard.publicOnly) {
      // Node connects to an address given as such without a lookup: check it here (the URL parser has already
      // turned decimal and hex forms such as 2130706433 into 127.0.0.1).
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (ipaddr.isValid(host) && !isPublicAddress(host)) throw notPublic(host);
    }
    const response = await undiciFetch(input, { ...init, dispatcher, redirect: guard.followRedirects ? 'follow' : 'manual' }).catch(
      (error: unknown) => {
        throw refusalIn(error) ?? error;
      },
    );
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new GuardRefusal(`the model's server answered a redirect (HTTP ${response.status}), which is not followed`);
    }
    return new Response(await readCapped(response, maxBytes), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

// undici reports a refused lookup as TypeError('fetch failed') with the refusal somewhere down its causes.
function refusalIn(error: unknown): GuardRefusal | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (e instanceof GuardRefusal) return e;
  return null;
}

/** The body, counted as it arrives and abandoned at the first byte over the cap, whatever Content-Length says. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new GuardRefusal(`the model's answer is larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return new Uint8Array();
  // Leaving the loop by the throw cancels the stream, which closes the connection.
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Why a company's model address would be refused when it is saved, or null: an address written as such that is not
 * public, or a name that answers one now. A name that does not answer (yet) is kept; every call checks again.
 */
export async function privateAddressOf(baseUrl: string): Promise<string | null> {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : host;
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  return addresses.find((a) => !isPublicAddress(a.address))?.address ?? null;
}
