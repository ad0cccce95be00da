/**
 * Pax Pamir's moves without boardgame.io's reducer (games/bots/kit.ts `FastRules`): the rules of moves.ts
 * applied in place to a G the playout owns alone (copied whole by `fromState` and `clone`, so the rules'
 * copy-on-write, rules/cow.ts, copies nothing), no log, and the little flow of game.ts mirrored here: the
 * loyalty phase's turns and its end, the play phase's turns ended by `turn.endIf`, the `respond` stage of a
 * player answering during another's turn, and the game's end.
 */
import type { State } from 'boardgame.io';
import type { FastRules, RandomData } from '../../bots/kit';
import { plainCopy } from '../../bots/plain-copy';
import { FastRandom, type RandomAPI } from '../../bots/random';
import { outcome } from '../rules/dominance';
import { legalChoices, type Choice, type Phase } from '../rules/legal';
import type { PaxState, PlayerID, Shuffle } from '../rules/state';
import { firstToPlay, gameover, LOYALTY_MOVES, PLAY_MOVES, responder, type Handoff, type MoveCall, type MoveRule } from '../moves';
import { playerToMove } from '../../engine/acting';
import { inOwnState } from '../rules/cow';

/** A match as the fast path holds it: its own G (changed in place, shared with nobody) and the flow. */
export interface FastState {
  G: PaxState;
  phase: Phase | null;
  /** ctx.turn, ctx.currentPlayer, ctx.playOrderPos, ctx.numPlayers (the human seats). */
  turn: number;
  currentPlayer: PlayerID;
  playOrderPos: number;
  numPlayers: number;
  /** The one player in a stage (ctx.activePlayers), if any. */
  staged: PlayerID | null;
  gameover: unknown;
  random: FastRandom;
  shuffle: Shuffle;
  /** The choices `enumerate` listed last (since the last move), for whom: one of them needs no second check. */
  listed: { playerID: PlayerID; choices: Choice[] } | null;
  /**
   * The Dominance Checks (G.checks) after which the game was found to go on: it can end only at a check (rules/dominance.ts
   * `outcome`: the scores change only then), so it is asked again only once another is made.
   */
  goesOnAfter: PaxState['checks'] | null;
}

const MOVES: Record<Phase, Record<string, MoveRule>> = { loyalty: LOYALTY_MOVES, play: PLAY_MOVES };

/** boardgame.io's `random.Shuffle` on the state's generator, its API built at the first shuffle (few moves draw). */
function shuffleOf(random: FastRandom): Shuffle {
  let api: RandomAPI | undefined;
  return (items) => (api ??= random.api()).Shuffle(items);
}

/** A playout state of its own: a copy of G, a generator at `data`. */
function owning(s: Omit<FastState, 'random' | 'shuffle' | 'listed' | 'goesOnAfter'>, data: RandomData): FastState {
  const random = new FastRandom(data);
  return { ...s, G: plainCopy(s.G), random, shuffle: shuffleOf(random), listed: null, goesOnAfter: null };
}

/**
 * Was this very choice (its arguments array) listed by the last `enumerate` for this player, since the last
 * move? The legal-move generator lists only moves the rules accept (rules/legal.ts): no second check needed.
 */
function wasListed(s: FastState, playerID: PlayerID, move: string, args: readonly unknown[]): boolean {
  const { listed } = s;
  if (listed === null || listed.playerID !== playerID) return false;
  for (const choice of listed.choices) if (choice.args === args && choice.move === move) return true;
  return false;
}

/** boardgame.io's turn order here (game.ts `seatOrder`): the next seat by number; a new turn has no stage. */
function nextTurn(s: FastState, pos: number): void {
  s.playOrderPos = pos;
  s.currentPlayer = String(pos);
  s.turn++;
  s.staged = null;
}

/** The events a move fired (moves.ts `Handoff`), as boardgame.io processes them after the move. */
function hand(s: FastState, handoff: Handoff): void {
  if (!handoff) return;
  if (handoff.kind === 'end-turn') nextTurn(s, (s.playOrderPos + 1) % s.numPlayers);
  else if (handoff.kind === 'end-phase') {
    s.phase = 'play';
    nextTurn(s, Number(firstToPlay(s.G, s.numPlayers)));
  } else s.staged = responder(handoff);
}

export const fast: FastRules<FastState> = {
  fromState({ G, ctx, plugins }: State): FastState {
    const staged = ctx.activePlayers ? playerToMove({ currentPlayer: ctx.currentPlayer, activePlayers: ctx.activePlayers }) : null;
    const flow = { G, phase: ctx.phase as Phase | null, turn: ctx.turn, currentPlayer: ctx.currentPlayer, playOrderPos: ctx.playOrderPos, numPlayers: ctx.numPlayers, staged, gameover: ctx.gameover };
    return owning(flow, plugins.random.data as RandomData);
  },

  clone: (s) => owning(s, s.random.data()),

  toMove: (s) => (s.gameover !== undefined ? null : s.staged ?? s.currentPlayer),

  enumerate(s, playerID): Choice[] {
    if (s.gameover !== undefined || s.phase === null) return [];
    const choices = legalChoices(s.G, s.phase, s.currentPlayer, playerID);
    s.listed = { playerID, choices };
    return choices;
  },

  play(s, playerID, move, args) {
    if (s.gameover !== undefined || s.phase === null) return false;
    const moves = MOVES[s.phase];
    if (!Object.prototype.hasOwnProperty.call(moves, move)) return false;
    if (playerID !== (s.staged ?? s.currentPlayer)) return false;
    const call: MoveCall = { playerID, currentPlayer: s.currentPlayer, turn: s.turn, staged: s.staged !== null, shuffle: s.shuffle };
    const rule = moves[move];
    if (!wasListed(s, playerID, move, args) && !rule.legal(s.G, call, ...args)) return false;
    const G = s.G;
    const handoff = inOwnState(() => rule.apply(G, call, ...args));
    s.listed = null;
    // as boardgame.io after a move: the game's end first, then the play phase's turn.endIf, then the move's events
    if (G.checks !== s.goesOnAfter) {
      const end = outcome(G);
      if (end) {
        s.gameover = gameover(end);
        return true;
      }
      s.goesOnAfter = G.checks;
    }
    if (s.phase === 'play' && G.endedTurn === s.turn) nextTurn(s, (s.playOrderPos + 1) % s.numPlayers);
    else hand(s, handoff);
    return true;
  },

  gameover: (s) => s.gameover,
  G: (s) => s.G,
  random: (s) => s.random.data(),
};
