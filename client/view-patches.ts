/**
 * boardgame.io's SocketIO transport, asking the server for view patches (VIEW_PATCHES_QUERY in
 * server/protocol.ts): each next state of the match arrives as the changes to the last one (a few hundred
 * bytes instead of the whole view), which this transport applies to the last state the server sent and hands
 * boardgame.io's client as that state's `update`. The client therefore sees exactly what it saw before:
 * whole server states, which replace whatever it ran ahead on.
 *
 * The base is always a state the server sent (a sync, an update, or one rebuilt from changes), never the
 * client's own guess. Changes made on an older state than the one held are ignored; changes that do not
 * fit (a state missed) make the transport ask for the match, which comes whole.
 */
import type { State } from 'boardgame.io';
import { SocketIO } from 'boardgame.io/multiplayer';
import { receivePatch, type PackedLogEntry, type ViewChange } from '../games/engine/view-patch';
import { VIEW_PATCH_EVENT, VIEW_PATCHES_QUERY } from '../server/protocol';

type SocketIOOptions = NonNullable<Parameters<typeof SocketIO>[0]>;
/** What the server sends, as the transport hands it to boardgame.io's client. */
type TransportData = { type: string; args: unknown[] };
/** What this module reaches of the transport: boardgame.io declares these protected, for its own transports. */
interface TransportInside {
  matchID: string;
  notifyClient(data: TransportData): void;
}

export function patchingSocketIO(options: SocketIOOptions = {}): ReturnType<typeof SocketIO> {
  const socketOpts = { ...options.socketOpts, query: { ...(options.socketOpts?.query as object), [VIEW_PATCHES_QUERY]: '1' } };
  const factory = SocketIO({ ...options, socketOpts });
  return (transportOptions) => {
    const transport = factory(transportOptions);
    const inside = transport as unknown as TransportInside;
    let held: State | undefined;
    const notify = inside.notifyClient.bind(transport);
    // Every state the server sends passes here: the newest is the base of the next changes.
    inside.notifyClient = (data) => {
      if (data.type === 'sync') held = (data.args[1] as { state: State }).state;
      if (data.type === 'update' && (!held || (data.args[1] as State)._stateID >= held._stateID)) held = data.args[1] as State;
      notify(data);
    };
    const onChanges = (matchID: string, prevStateID: number, stateID: number, changes: ViewChange[], log: PackedLogEntry[] | undefined) => {
      if (matchID !== inside.matchID) return;
      const received = receivePatch(held, prevStateID, stateID, changes, log);
      if (received === 'misfit') transport.requestSync();
      else if (received !== 'older') inside.notifyClient({ type: 'update', args: [matchID, received.state, received.log] });
    };
    const connect = transport.connect.bind(transport);
    transport.connect = () => {
      connect();
      transport.socket?.off(VIEW_PATCH_EVENT, onChanges);
      transport.socket?.on(VIEW_PATCH_EVENT, onChanges);
    };
    return transport;
  };
}
