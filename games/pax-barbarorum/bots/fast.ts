/**
 * Fast playouts (games/bots/kit.ts `FastRules`): the moves of rules/moves.ts played directly, without boardgame.io's
 * reducer. The game's flow is one endless turn whose active players and stages follow `G.step` (game.ts), so a
 * playout state is little more than G.
 */
import type { State } from 'boardgame.io';
import type { FastRules, RandomData } from '../../bots/kit';
import { plainCopy } from '../../bots/plain-copy';
import { FastRandom } from '../../bots/random';
import { deepFreeze } from '../rules/clone';
import { legalActions, type Action } from '../rules/legal';
import { applyMove, MOVES, playInPlace, STAGE_MOVES } from '../rules/moves';
import type { PaxState, PlayerID } from '../rules/types';
import { isFrozen } from '../../plain-state';

export interface Playout {
  /**
   * Frozen when shared with a copy: the next move then makes its own state (`applyMove`, copy-on-write), and
   * moves after it write into that one in place (`playInPlace`), as no other playout sees its unfrozen parts.
   */
  G: PaxState;
  gameover: unknown;
  /** The match's random plugin: no rule of Pax Barbarorum draws from it (the game has no chance), it is only kept. */
  random: FastRandom;
  /**
   * The moves `enumerate` offered last, to `offeredTo`, at this very state (cleared by every move): playing one of
   * them needs no second check of its legality (rules/moves.ts `playInPlace`). Told by identity, as a playout
   * hands back one of the offered moves' own argument lists.
   */
  offered: Action[] | null;
  offeredTo: PlayerID | null;
}

/** Is `move(args)` one of `offered`, by its very argument list (a copy of it is checked as any move is)? */
function isOffered(offered: Action[], move: string, args: readonly unknown[]): boolean {
  for (let i = 0; i < offered.length; i++) if (offered[i].args === args && offered[i].move === move) return true;
  return false;
}

/** The stage `player` acts in now (game.ts's `activeStages`, for one seat), or null when it may not act. */
function stageOf(G: PaxState, player: PlayerID): keyof typeof STAGE_MOVES | null {
  const s = G.step;
  switch (s.kind) {
    case 'faction':
    case 'government':
    case 'resolve':
    case 'retreat':
      return s.player === player ? s.kind : null;
    case 'demobilise':
    case 'diplomacy':
    case 'greekCall':
    case 'tactics':
      return s.waiting.includes(player) ? s.kind : null;
    case 'orders':
      return s.queue[0] === player ? s.kind : null;
    case 'chooseResolver':
      return s.chooser === player ? s.kind : null;
    case 'over':
      return null;
  }
}

/** The first active seat in seat order (games/headless.ts `playerToMove`). */
function firstActive(G: PaxState): PlayerID | null {
  const s = G.step;
  switch (s.kind) {
    case 'faction':
    case 'government':
    case 'resolve':
    case 'retreat':
      return s.player;
    case 'demobilise':
    case 'diplomacy':
    case 'greekCall':
    case 'tactics':
      return lowestSeat(s.waiting);
    case 'orders':
      return s.queue[0] ?? null;
    case 'chooseResolver':
      return s.chooser;
    case 'over':
      return null;
  }
}

function lowestSeat(seats: readonly PlayerID[]): PlayerID | null {
  let best: PlayerID | null = null;
  for (const p of seats) if (best === null || Number(p) < Number(best)) best = p;
  return best;
}

/** A playout from `G`: its moves change a G that is not frozen in place, and copy the frozen parts they write (clone.ts). */
function playoutFrom(G: PaxState, state: State): Playout {
  return {
    G,
    gameover: state.ctx.gameover,
    random: new FastRandom((state.plugins?.random?.data as RandomData | undefined) ?? { seed: '' }),
    offered: null,
    offeredTo: null,
  };
}

export const fast: FastRules<Playout> = {
  // The caller's G copied, then frozen as boardgame.io's states are: its first move takes the copying path (applyMove).
  fromState: (state) => playoutFrom(deepFreeze(plainCopy(state.G as PaxState)), state),
  // A determinization is the search's own copy (determinize.ts): its moves may change it in place from the first.
  fromOwnedState: (state) => playoutFrom(state.G as PaxState, state),
  // Sharing G: freezing it makes both playouts copy what they write next.
  clone: (s) => ({ G: deepFreeze(s.G), gameover: s.gameover, random: s.random.clone(), offered: null, offeredTo: null }),
  toMove: (s) => (s.gameover === undefined ? firstActive(s.G) : null),
  enumerate(s, playerID) {
    const actions = legalActions(s.G, playerID);
    s.offered = actions;
    s.offeredTo = playerID;
    return actions;
  },
  play(s, playerID, move, args) {
    if (s.gameover !== undefined) return false;
    const offered = s.offered !== null && s.offeredTo === playerID && isOffered(s.offered, move, args);
    s.offered = null;
    // What boardgame.io refuses before the move runs: a seat not active, a move its stage does not have.
    if (!offered) {
      const stage = stageOf(s.G, playerID);
      if (stage === null || !(STAGE_MOVES[stage] as readonly string[]).includes(move)) return false;
    }
    const name = move as keyof typeof MOVES;
    if (isFrozen(s.G)) {
      const next = applyMove(s.G, playerID, name, args, null);
      if (next === null) return false;
      s.G = next;
    } else if (!playInPlace(s.G, playerID, name, args, null, offered)) return false;
    // game.ts `endIf`.
    if (s.G.winner !== null) s.gameover = { winner: s.G.winner };
    return true;
  },
  gameover: (s) => s.gameover,
  G: (s) => s.G,
  random: (s) => s.random.data(),
};
