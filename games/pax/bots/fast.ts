/**
 * PAX played through its pure rules (rules/moves.ts), without boardgame.io's reducer: the same moves give
 * the same G, the same result and the same random state (test/contract/fast-playout.test.ts). What game.ts
 * asks of boardgame.io is mirrored here: the opening stage every seat places its draw in, the play phase
 * whose turn ends when a move writes the next turn's record, and the end of the game.
 */
import type { State } from 'boardgame.io';
import type { FastRules, RandomData } from '../../bots/kit';
import { FastRandom } from '../../bots/random';
import type { MoveChoice } from '../../headless';
import { legalActions, type Phase } from '../rules/actions';
import { PAX_MOVES, type MoveContext } from '../rules/moves';
import { openingDone } from '../rules/opening';
import type { FinalResult } from '../rules/scoring';
import type { PaxState, PlayerId } from '../rules/types';

/** A playout's state: G (shared between copies: the rules never write into a state), and what of ctx PAX reads. */
export interface FastPax {
  G: PaxState;
  phase: Phase;
  currentPlayer: PlayerId;
  /** `ctx.turn`. */
  turn: number;
  numPlayers: number;
  gameover: FinalResult | undefined;
  /** No move of PAX draws a number (only the setup shuffles), but the plugin's data is kept as boardgame.io would. */
  random: FastRandom;
}

/** PAX-SETUP-6: in the opening every seat with cards left to place is active (game.ts ends a seat's stage once it has none). */
function openingSeat(G: PaxState): PlayerId | null {
  for (const id in G.players) if (G.players[id].drawn.length > 0) return id;
  return null;
}

export const fast: FastRules<FastPax> = {
  fromState(state: State): FastPax {
    const { G, ctx } = state;
    return {
      G: G as PaxState,
      phase: ctx.phase as Phase,
      currentPlayer: ctx.currentPlayer,
      turn: ctx.turn,
      numPlayers: ctx.numPlayers,
      gameover: ctx.gameover as FinalResult | undefined,
      random: new FastRandom(state.plugins.random.data as RandomData),
    };
  },

  clone: (s) => ({ ...s, random: s.random.clone() }),

  toMove(s) {
    if (s.gameover !== undefined) return null;
    return s.phase === 'opening' ? openingSeat(s.G) : s.currentPlayer;
  },

  enumerate(s, playerID): MoveChoice[] {
    if (s.gameover !== undefined) return [];
    return legalActions(s.G, s.phase, playerID, s.currentPlayer);
  },

  play(s, playerID, move, args) {
    if (s.gameover !== undefined || !Object.hasOwn(PAX_MOVES, move)) return false;
    const { G } = s;
    if (s.phase === 'opening') {
      // Only the opening stage's move, by a seat still in its stage.
      if (move !== 'place' || !Object.hasOwn(G.players, playerID) || G.players[playerID].drawn.length === 0) return false;
    } else if (playerID !== s.currentPlayer) return false;
    const context: MoveContext = { phase: s.phase, player: playerID, currentPlayer: s.currentPlayer, numPlayers: s.numPlayers, turn: s.turn };
    const outcome = PAX_MOVES[move as keyof typeof PAX_MOVES](G, context, args, null);
    if (!outcome.ok) return false;
    s.G = outcome.state;
    if (outcome.then?.kind === 'end-game') s.gameover = outcome.then.result;
    if (s.phase === 'opening') {
      // The phase's endIf: the play phase's first turn is the turn record's player's (PAX-SETUP-7).
      if (openingDone(s.G)) {
        s.phase = 'play';
        s.turn += 1;
        s.currentPlayer = s.G.turn.player;
      }
    } else if (s.G.turn.number !== s.turn) {
      // The play phase's turn.endIf: the move wrote the next turn's record (PAX-TURN-1, PAX-ROUND-4).
      s.turn += 1;
      s.currentPlayer = s.G.turn.player;
    }
    return true;
  },

  gameover: (s) => s.gameover,
  G: (s) => s.G,
  random: (s) => s.random.data(),
};
