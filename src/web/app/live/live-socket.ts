import type { Socket } from 'socket.io-client';
import type { LiveServerToClient } from '../../../contract/live';
import { getAuthToken } from '../../shared/auth-token';
import type { LiveEvent } from './live-rules';

// The contract's LIVE_UNAUTHORIZED, kept equal by a test (a value import would bring zod along).
export const LIVE_UNAUTHORIZED = 'unauthorized';

export type LiveHandlers = {
  onEvent: (event: LiveEvent) => void;
  /** Connected; `again` after a drop, when events may have been missed. */
  onConnect: (again: boolean) => void;
  /** The server refused the token or sent the socket away; the session may be over. */
  onRefused: () => void;
};

export type LiveConnection = { close: () => void; retry: () => void };

/**
 * Opens the live channel: socket.io at the app's own origin and default path, the session token in the
 * handshake. socket.io reconnects by itself after network trouble (with backoff); a refused token is
 * not retried with the same token — the caller checks the session and calls `retry`.
 */
export async function openLiveChannel(handlers: LiveHandlers): Promise<LiveConnection> {
  // Loaded on its own, after the screen: the first paint does not wait for the live channel.
  const { io } = await import('socket.io-client');
  const socket: Socket<LiveServerToClient> = io({
    // Read on every (re)connect, so a refreshed token is used.
    auth: (send) => send({ token: getAuthToken() }),
    // WebSocket only: no long-polling, which would need sticky sessions behind a load balancer.
    transports: ['websocket'],
    forceNew: true,
  });

  let connectedBefore = false;
  socket.on('connect', () => {
    handlers.onConnect(connectedBefore);
    connectedBefore = true;
  });
  socket.on('connect_error', (error) => {
    if (!socket.active || error.message === LIVE_UNAUTHORIZED) handlers.onRefused();
  });
  socket.on('disconnect', (reason) => {
    // The server closes a deactivated or signed-out user's sockets; anything else reconnects by itself.
    if (reason === 'io server disconnect') handlers.onRefused();
  });
  socket.on('NotificationUpdate', (payload) => handlers.onEvent({ name: 'NotificationUpdate', payload }));
  socket.on('UserManualUpdate', (payload) => handlers.onEvent({ name: 'UserManualUpdate', payload }));
  socket.on('TenantUpdate', (payload) => handlers.onEvent({ name: 'TenantUpdate', payload }));
  socket.on('AiSummaryProgress', (payload) => handlers.onEvent({ name: 'AiSummaryProgress', payload }));

  return {
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
    retry: () => {
      if (!socket.connected && !socket.active) socket.connect();
    },
  };
}
