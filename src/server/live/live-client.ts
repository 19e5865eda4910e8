import { io, type Socket } from 'socket.io-client';
import type { LiveServerToClient } from '../../contract/live';

export type LiveClient = Socket<LiveServerToClient>;

/** A socket.io client signed in with a session token, connected over WebSocket (tests and the bench). */
export function connectLive(url: string, token: string | undefined, opts: { timeoutMs?: number } = {}): Promise<LiveClient> {
  const socket: LiveClient = io(url, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('live connection timed out'));
    }, opts.timeoutMs ?? 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on the socket that passes `match`, or a rejection after `timeoutMs`. */
export function nextEvent<E extends keyof LiveServerToClient>(
  socket: LiveClient,
  event: E,
  match: (payload: Parameters<LiveServerToClient[E]>[0]) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<Parameters<LiveServerToClient[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: Parameters<LiveServerToClient[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener);
  });
}
