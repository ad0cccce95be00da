/**
 * What a viewer receives from the server, computed with the engine's filter (games/engine/view.ts, the one
 * the socket transport applies), and the check that none of a game's declared secrets is in it.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Game, LogEntry, State } from 'boardgame.io';
import { viewPacket } from '../../games/engine/view';
import { viewPatch } from '../../games/engine/view-patch';
import type { Secret } from '../../games/types';
import { stripInitialState } from '../../server/guards/strip-initial-state';

export type Viewer = string | null;

export interface Received {
  /** What the viewer's client holds: state, log entries, initial state when syncing. */
  payload: unknown;
  /** The `G` the viewer sees. */
  G: unknown;
  /** The viewer's whole view (the base of the next view patch). */
  view: State;
}

export function viewFilter(game: Game) {
  return {
    /** The first sync: the state, the whole log and the initial state, as the server sends them. */
    sync(viewer: Viewer, state: State, log: LogEntry[], initialState: State): Received {
      const sent = viewPacket(game, viewer, {
        type: 'sync',
        args: ['match', { state, log, initialState: stripInitialState(initialState), filteredMetadata: [] }],
      });
      return { payload: sent.args, G: sent.args[1].state.G, view: sent.args[1].state };
    },
    /** The update after a move: the new state and the move's log entries. */
    update(viewer: Viewer, state: State): Received {
      const sent = viewPacket(game, viewer, { type: 'update', args: ['match', state] });
      return { payload: sent.args, G: sent.args[1].G, view: sent.args[1] };
    },
    /** The same update as a view patch (ENGINE-PATCH-1): the changes to the viewer's last view, and the log entries. */
    patch(previous: Received, update: Received): Received {
      const [, , log] = update.payload as unknown[];
      return { payload: [viewPatch(previous.view, update.view), log], G: update.G, view: update.view };
    },
  };
}

function atPath(value: unknown, path: readonly (string | number)[]): unknown {
  let here = value;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

/** The labels of the secrets that `received` gives away. */
export function leakedSecrets(received: Pick<Received, 'payload' | 'G'>, secrets: readonly Secret[]): string[] {
  if (secrets.length === 0) return [];
  const text = JSON.stringify(received.payload);
  return secrets
    .filter((secret) =>
      'text' in secret
        ? text.includes(secret.text)
        : isDeepStrictEqual(atPath(received.G, secret.path), secret.value),
    )
    .map((secret) => secret.label);
}
