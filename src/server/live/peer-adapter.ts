import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import { MessageType, type ClusterAdapterWithHeartbeat } from 'socket.io-adapter';

type Factory = ReturnType<typeof createAdapter>;
type Message = { type: MessageType };
/** What the adapter keeps of its peers and how it sends; both are there at run time, neither is in its types. */
type Peered = Omit<ClusterAdapterWithHeartbeat, 'nodesMap' | 'doPublish'> & {
  nodesMap: Map<string, number>;
  doPublish: (message: Message) => Promise<string>;
};

/**
 * socket.io's PostgreSQL adapter, except that a broadcast is not sent through PostgreSQL while this instance knows no
 * other: with one instance every socket is its own, and each broadcast would cost a NOTIFY and its echo on the
 * LISTEN connection (on a weekly update, a sixth of the request's database writes). Instances still find each other
 * as before: each announces itself when it starts and then beats every few seconds, and every other message
 * (heartbeats, requests and their answers) goes out as always. The one gap is the moment between another instance
 * starting and its announcement arriving, before any socket can be connected to it.
 */
export function createPeerAdapter(pool: pg.Pool, options: Parameters<typeof createAdapter>[1]): Factory {
  const make = createAdapter(pool, options);
  // A function, not an arrow: socket.io calls it with `new`, and the adapter it returns is what `new` gives.
  return function peerAdapter(nsp) {
    const adapter = make(nsp) as unknown as Peered;
    const publish = adapter.doPublish.bind(adapter);
    adapter.doPublish = (message) =>
      message.type === MessageType.BROADCAST && adapter.nodesMap.size === 0 ? Promise.resolve('') : publish(message);
    return adapter as unknown as ReturnType<Factory>;
  };
}
