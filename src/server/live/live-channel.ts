import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createPeerAdapter } from './peer-adapter';
import pg from 'pg';
import type { Db } from '../db/client';
import { findActor } from '../auth';
import type { Actor } from '../http/access';
import { isAiSummaryEvent, isGoalEvent, isPeopleEvent, isUserManualEvent, type DomainEvent, type EventBus } from '../events/bus';
import { LIVE_UNAUTHORIZED, type LiveServerToClient, type NotificationUpdate, type TenantUpdate } from '../../contract/live';
import { findLiveSessionIds } from './session-check';

type SocketData = { actor: Actor };
type LiveServer = Server<Record<string, never>, LiveServerToClient, Record<string, never>, SocketData>;
type LiveSocket = Socket<Record<string, never>, LiveServerToClient, Record<string, never>, SocketData>;

export const tenantRoom = (tenantId: number) => `tenant:${tenantId}`;
export const userRoom = (userId: number) => `user:${userId}`;

/** How often connected sockets are checked against their sessions (sign-out, expiry, revocation elsewhere). */
export const SESSION_CHECK_MS = 60_000;

export type LiveChannel = {
  io: LiveServer;
  /** NotificationUpdate to one user's sockets, on every instance. */
  sendNotification: (tenantId: number, userId: number, update: NotificationUpdate) => void;
  /** Closes sockets whose session has ended since they connected; returns how many it closed (this instance). */
  checkSessions: () => Promise<number>;
  /** Disconnects every socket, stops the adapter and its database connections. */
  close: () => Promise<void>;
};

export type LiveOptions = {
  db: Db;
  events: EventBus;
  now: () => Date;
  /** With a PostgreSQL server, instances share events through it (LISTEN/NOTIFY). */
  databaseUrl?: string;
  warn: (message: string) => void;
  /** Run on the channel's own HTTP answers (long polling), which Fastify's hooks never see: the same security headers. */
  httpMiddleware?: ((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void)[];
};

/** socket.io on the app's HTTP server at its default path (/socket.io/); see src/contract/live.ts. */
export function createLiveChannel(server: HttpServer, options: LiveOptions): LiveChannel {
  const { db, now, warn } = options;
  const io: LiveServer = new Server(server, { serveClient: false, connectTimeout: 10_000 });
  for (const middleware of options.httpMiddleware ?? []) io.engine.use(middleware);
  let pool: pg.Pool | null = null;
  if (options.databaseUrl) {
    // Its own small pool: one connection LISTENs, the others NOTIFY; the request pool stays untouched.
    pool = new pg.Pool({ connectionString: options.databaseUrl, max: 3 });
    pool.on('error', (error) => warn(`[live] adapter connection lost: ${error.message}`));
    // The adapter keeps one client checked out to LISTEN and listens only to its 'end' (it reconnects then); the
    // pool stops listening to a checked-out client, whose 'error' (server restarted) would otherwise throw.
    // When it ends the adapter takes a new one but never releases the dead one, which pool.end() (close) would
    // then wait for forever: give it back, as broken, here.
    pool.on('connect', (client) => {
      client.on('error', (error) => warn(`[live] listening connection lost: ${error.message}`));
      client.on('end', () => releaseBroken(client));
    });
    io.adapter(createPeerAdapter(pool, { errorHandler: (error) => warn(`[live] adapter: ${error.message}`) }));
  }

  io.use((socket, next) => {
    const token = tokenOf(socket.handshake);
    findActor(db, token, now())
      .then((actor) => {
        if (!actor) return next(new Error(LIVE_UNAUTHORIZED));
        socket.data.actor = actor;
        next();
      })
      .catch((error: unknown) => {
        warn(`[live] handshake failed: ${error instanceof Error ? error.message : String(error)}`);
        next(new Error(LIVE_UNAUTHORIZED));
      });
  });
  io.on('connection', (socket) => {
    const { actor } = socket.data;
    void socket.join([tenantRoom(actor.tenantId), userRoom(actor.userId)]);
  });

  const stopListening = options.events.subscribe((event) => relay(io, event));

  const checkSessions = async () => {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return 0;
    const live = await findLiveSessionIds(db, [...new Set(sockets.map((s) => s.data.actor.sessionId))], now());
    const ended = sockets.filter((s) => !live.has(s.data.actor.sessionId));
    for (const s of ended) s.disconnect(true);
    return ended.length;
  };
  const timer = setInterval(() => {
    checkSessions().catch((error: unknown) =>
      warn(`[live] session check failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, SESSION_CHECK_MS);
  timer.unref();

  return {
    io,
    sendNotification: (_tenantId, userId, update) => {
      io.to(userRoom(userId)).emit('NotificationUpdate', update);
    },
    checkSessions,
    close: async () => {
      clearInterval(timer);
      stopListening();
      // Not io.close(): that closes the HTTP server too, which Fastify closes itself.
      for (const socket of io.of('/').sockets.values()) socket.disconnect(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await pool?.end();
    },
  };
}

/** Returns a checked-out client that has ended to its pool, which then drops it; an idle or released one is left alone. */
function releaseBroken(client: pg.PoolClient | pg.Client): void {
  try {
    (client as Partial<pg.PoolClient>).release?.(true);
  } catch {
    // released already
  }
}

/** The session token of a handshake: `auth: { token }`, or an `Authorization: Bearer` header for other clients. */
function tokenOf(handshake: LiveSocket['handshake']): string | null {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  const raw = typeof fromAuth === 'string' ? fromAuth : handshake.headers.authorization?.replace(/^Bearer\s+/i, '');
  return raw && raw.length >= 16 && raw.length <= 200 ? raw : null;
}

/** Domain events to live messages: ids only, to the tenant's room; a deactivated user's sockets are closed. */
function relay(io: LiveServer, event: DomainEvent) {
  const at = event.at.toISOString();
  const tenant = io.to(tenantRoom(event.tenantId));
  if (isGoalEvent(event)) {
    const update: TenantUpdate = { Type: 'goal_update', GoalId: event.goalId, UserId: event.ownerId, At: at };
    tenant.emit('TenantUpdate', update);
  } else if (isPeopleEvent(event)) {
    tenant.emit('TenantUpdate', { Type: event.type, GoalId: null, UserId: event.userId, At: at });
    // The client signs out on this event; closing its sockets makes sure nothing more reaches it.
    if (event.type === 'user_deactivated') io.in(userRoom(event.userId)).disconnectSockets(true);
  } else if (isUserManualEvent(event)) {
    tenant.emit('UserManualUpdate', { Type: event.type, UserId: event.userId });
  } else if (isAiSummaryEvent(event)) {
    io.to(userRoom(event.userId)).emit('AiSummaryProgress', event.data);
  }
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The app's live channel (tests reach its socket.io server and session check through it). */
    live: LiveChannel;
  }
}
