/**
 * Res Publica played without boardgame.io's reducer (games/bots/kit.ts `FastRules`): the moves of
 * rules/play.ts applied directly, with the little of boardgame.io's turn machinery game.ts uses (one
 * player decides at a time, each hand-off step for one move, then the current player builds; drawing
 * ends the turn) written out here. No log is kept. States are never changed in place (rules/play.ts
 * shares what a move leaves), so a copy is a copy of a few fields.
 */
import type { Ctx, State as MatchState } from 'boardgame.io';
import type { FastRules } from '../../bots/kit';
import { FastRandom } from '../../bots/random';
import { legalActions, situationOf, type Action } from '../rules/actions';
import { HandOff } from '../rules/hand-off';
import { MOVE_RULES } from '../rules/play';
import type { PlayerID, Stage, State } from '../rules/types';

export interface Playout {
  G: State;
  playOrder: readonly PlayerID[];
  playOrderPos: number;
  currentPlayer: PlayerID;
  /** boardgame.io's `ctx.turn`: the end of the game reads it (RP-END-2). */
  turn: number;
  /** The hand-off in course: one move each, from `step` on (RP-TRADE-3). */
  steps: readonly (readonly [PlayerID, Stage])[];
  step: number;
  /** The current player's stage once the hand-off is over: `propose` at the start of a turn, then `build`. */
  open: Stage;
  gameover: unknown;
  /** The match's random draws. No move draws (the piles were shuffled at setup), but the kit keeps them. */
  random: FastRandom;
}

/** boardgame.io's chain of stages (game.ts `chain`), as it stands in `ctx`, read back as steps. */
interface Chain {
  value: Record<PlayerID, Stage>;
  maxMoves?: number;
  next?: Chain;
}

function turnFromCtx(ctx: Ctx): Pick<Playout, 'steps' | 'step' | 'open'> {
  const steps: [PlayerID, Stage][] = [];
  let open: Stage = 'propose';
  const at = (value: Record<PlayerID, string>, oneMove: boolean) => {
    const [id] = Object.keys(value);
    if (id === undefined) return;
    if (oneMove) steps.push([id, value[id] as Stage]);
    else open = value[id] as Stage;
  };
  if (ctx.activePlayers) {
    const [id] = Object.keys(ctx.activePlayers);
    at(ctx.activePlayers, ctx._activePlayersMaxMoves?.[id] === 1);
    const chained = (ctx as Ctx & { _nextActivePlayers?: Chain | null })._nextActivePlayers;
    for (let next = chained; next; next = next.next) at(next.value, next.maxMoves === 1);
  }
  return { steps, step: 0, open };
}

/** The mover's stage now, as `ctx.activePlayers` would give it. */
function stageIn(s: Playout, playerID: PlayerID): Stage | null {
  if (s.gameover !== undefined) return null;
  if (s.step < s.steps.length) {
    const [id, stage] = s.steps[s.step];
    return id === playerID ? stage : null;
  }
  return playerID === s.currentPlayer ? s.open : null;
}

export const fast: FastRules<Playout> = {
  fromState({ G, ctx, plugins }: MatchState): Playout {
    return {
      G: G as State,
      playOrder: ctx.playOrder,
      playOrderPos: ctx.playOrderPos,
      currentPlayer: ctx.currentPlayer,
      turn: ctx.turn,
      ...turnFromCtx(ctx),
      gameover: ctx.gameover,
      random: new FastRandom(plugins.random.data),
    };
  },

  clone: (s) => ({ ...s, random: s.random.clone() }),

  toMove(s) {
    if (s.gameover !== undefined) return null;
    return s.step < s.steps.length ? s.steps[s.step][0] : s.currentPlayer;
  },

  enumerate(s, playerID): Action[] {
    const stage = stageIn(s, playerID);
    return stage === null ? [] : legalActions(situationOf(s.G, playerID), stage, playerID, s.currentPlayer);
  },

  play(s, playerID, move, args) {
    if (!Object.hasOwn(MOVE_RULES, move)) return false;
    const turn = { player: playerID, currentPlayer: s.currentPlayer, playOrder: s.playOrder, turn: s.turn, stage: stageIn(s, playerID) };
    const played = MOVE_RULES[move as keyof typeof MOVE_RULES](s.G, turn, args, null);
    if (!played.ok) return false;
    s.G = played.state;
    // A one-move step is over (boardgame.io's maxMoves); a change the move asks for comes after.
    if (s.step < s.steps.length) s.step++;
    const { then } = played;
    if (then instanceof HandOff) {
      s.steps = then.steps;
      s.step = 0;
      s.open = 'build';
    } else if (then?.kind === 'end-turn') {
      s.turn++;
      s.playOrderPos = (s.playOrderPos + 1) % s.playOrder.length;
      s.currentPlayer = s.playOrder[s.playOrderPos];
      s.steps = [];
      s.step = 0;
      s.open = 'propose';
    } else if (then?.kind === 'end-game') {
      s.gameover = then.result;
    }
    return true;
  },

  gameover: (s) => s.gameover,
  G: (s) => s.G,
  random: (s) => s.random.data(),
};
