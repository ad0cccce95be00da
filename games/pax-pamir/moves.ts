/**
 * The bodies of Pax Pamir's moves, apart from boardgame.io: each checks its arguments with the rules,
 * applies them, lets the task engine run and says how the turn goes on (a `Handoff`, games/played.ts).
 * `played` makes each one a rule as every game's (copy-on-write, the journal passed to the rules), which
 * game.ts wires into boardgame.io (games/wire.ts); the bots' fast playouts (bots/fast.ts) call the very same
 * bodies, so each rule has one implementation.
 */
import { accepted, refused, type HandOff, type Journal, type MoveRule as Rule } from '../played';
import type { CardId } from './data/cards';
import type { CardAction } from './data/court-cards';
import { applyStep, blackmail, isLegalAction, isLegalBlackmail, isLegalStep, startAction } from './rules/actions';
import { applyPick, isPickTask, pickOptions } from './rules/events';
import { isOver } from './rules/dominance';
import { run } from './rules/flow';
import type { Placement } from './rules/impact';
import { isBorder } from './rules/pieces';
import { firstPlayer } from './rules/setup';
import type { Coalition } from './data/map';
import { emptyTurn, nextSeat, type Outcome, type PaxState, type PlayerID, type Shuffle, type Side } from './rules/state';
import { actor, topTask } from './rules/tasks';
import {
  answerBribe,
  buy,
  canEndActions,
  chooseLoyalty,
  discard,
  endActions,
  isCoalition,
  isLegalBribeAnswer,
  isLegalBuy,
  isLegalDiscard,
  isLegalPlacement,
  isLegalPlay,
  place,
  play,
} from './rules/turn';
import { wakhanAutoma } from './rules/wakhan';
import { inMove } from './rules/cow';
import { recording } from './rules/log';
import type { PaxEvent } from './log-kinds';

/** What a move body knows of boardgame.io's flow (its `ctx`) and how it draws (its `random.Shuffle`). */
export interface MoveCall {
  playerID: PlayerID | undefined;
  currentPlayer: PlayerID;
  /** ctx.turn: a turn whose cleanup is over is marked with it (PaxState.endedTurn). */
  turn: number;
  /** Is a player in a stage (ctx.activePlayers set)? */
  staged: boolean;
  shuffle: Shuffle;
}

/**
 * How the flow goes on after a move: the turn or the loyalty phase ends, a player other than the one whose
 * turn it is must answer (`respond`: stage `respond`), the answer is over (`UNSTAGE`: no stage). Nothing
 * (undefined): the flow stays as it is; in the play phase, a turn marked over (`endedTurn`) ends by `turn.endIf`.
 */
export type Handoff = HandOff<never> | undefined;

const END_TURN: Handoff = { kind: 'end-turn' };
const END_PHASE: Handoff = { kind: 'end-phase' };
const respond = (player: PlayerID): Handoff => ({ kind: 'set-stages', stages: { value: { [player]: 'respond' } } });
const UNSTAGE: Handoff = { kind: 'set-stages', stages: {} };

/** The player a hand-off puts in stage `respond` (null: none). */
export function responder(handoff: Handoff): PlayerID | null {
  const stages = handoff?.kind === 'set-stages' ? handoff.stages.value : undefined;
  if (stages) for (const player in stages) return player;
  return null;
}

/** The result boardgame.io records when the game ends. */
export function gameover(outcome: Outcome) {
  return outcome.winners.length === 1
    ? { winner: outcome.winners[0], winners: outcome.winners, reason: outcome.reason }
    : { draw: true, winners: outcome.winners, reason: outcome.reason };
}

/** PAMIR-SETUP-5, PAMIR-WAKHAN-SETUP-2: who plays the first turn once loyalties are chosen (after Wakhan's first turn, the seat to her left). */
export const firstToPlay = (G: PaxState, numPlayers: number): PlayerID =>
  G.wakhan ? nextSeat(G, G.wakhan.player) : firstPlayer(numPlayers, G.firstChooser);

/** Is `playerID` the player the game waits for? */
const acting = (G: PaxState, call: MoveCall): boolean => typeof call.playerID === 'string' && call.playerID === actor(G, call.currentPlayer);

/** Let the task engine run, then end the turn or hand the move to the player it waits for. */
function settle(G: PaxState, call: MoveCall): Handoff {
  const signal = run(G, wakhanAutoma, call.shuffle);
  if (isOver(G)) return undefined;
  if (signal === 'endTurn') {
    // the play phase's turn.endIf ends the turn (cheaper for boardgame.io than the endTurn event)
    G.turn = emptyTurn();
    G.endedTurn = call.turn;
    return undefined;
  }
  const who = signal === 'wait' ? topTask(G)!.player : call.currentPlayer;
  if (who !== call.currentPlayer) return respond(who);
  return call.staged ? UNSTAGE : undefined;
}

/** A placement from untrusted arguments (null when malformed). */
function toPlacement(to: unknown, from: unknown): Placement | null {
  const toOk = to === null || isBorder(to) || (Number.isInteger(to) && (to as number) >= 1);
  const fromOk = from === null || typeof from === 'string';
  return toOk && fromOk ? { to: to as Placement['to'], from: from as string | null } : null;
}

/**
 * A move: `legal` checks its arguments (untrusted) on the state before it; `apply` (only after `legal`, or
 * for a choice the legal-move generator listed, which the move accepts) changes the state and says how the
 * flow goes on.
 */
export interface MoveRule {
  legal(G: PaxState, call: MoveCall, ...args: unknown[]): boolean;
  apply(G: PaxState, call: MoveCall, ...args: unknown[]): Handoff;
}

/** Why a move is refused. */
export type Refusal = 'not-allowed';

/**
 * A move as every game's rules say it (games/played.ts): checked on the state before it, then applied to a
 * shallow copy of its root, copy-on-write (rules/cow.ts), with the move's journal passed to the rules along
 * with that copy (rules/log.ts). The copy is returned as the next state.
 */
export const played =
  (rule: MoveRule): Rule<PaxState, MoveCall, PaxEvent, never, Refusal> =>
  (before, call, args, journal: Journal<PaxEvent>) => {
    const G: PaxState = { ...before };
    if (!rule.legal(G, call, ...args)) return refused('not-allowed');
    const apply = () => rule.apply(G, call, ...args);
    const then = inMove(G, () => (journal ? recording(G, journal, apply, G.wakhan?.player) : apply()));
    return accepted(G, then);
  };

/** PAMIR-SETUP-5: choose a loyalty, in turn from the first chooser; the last choice ends the phase. */
const chooseLoyaltyRule: MoveRule = {
  legal: (G, { playerID, currentPlayer }, coalition) => playerID === currentPlayer && isCoalition(coalition) && G.players[playerID].loyalty === null,
  apply(G, call, coalition) {
    chooseLoyalty(G, call.playerID!, coalition as Coalition);
    if (!Object.keys(G.players).every((id) => G.players[id].loyalty !== null || G.wakhan?.player === id)) return END_TURN;
    if (G.wakhan) {
      // PAMIR-WAKHAN-SETUP-2: she takes the first turn (nobody has a card yet, so it needs no human answer)
      wakhanAutoma.startTurn(G, call.shuffle);
      run(G, wakhanAutoma, call.shuffle);
      G.turn = emptyTurn();
    }
    return END_PHASE;
  },
};

/** The moves of the play phase, by name (game.ts gives each its boardgame.io options). */
export const PLAY_MOVES = {
  /** PAMIR-BUY-1..6. */
  buy: {
    legal: (G, call, row, col) => acting(G, call) && isLegalBuy(G, call.playerID!, row, col),
    apply(G, call, row, col) {
      buy(G, call.playerID!, row as number, col as number);
      return settle(G, call);
    },
  },
  /** PAMIR-PLAY-1..3. */
  play: {
    legal: (G, call, card, side, offer) => acting(G, call) && isLegalPlay(G, call.playerID!, card, side, offer),
    apply(G, call, card, side, offer) {
      play(G, call.playerID!, card as CardId, side as Side, offer as number);
      return settle(G, call);
    },
  },
  /** PAMIR-ACTION-1, PAMIR-BONUS-1, PAMIR-HOSTAGE-1: take a card action (target and bribe offer as the rules list them). */
  action: {
    legal: (G, call, card, action, target, offer) => acting(G, call) && isLegalAction(G, call.playerID!, card, action, target, offer),
    apply(G, call, card, action, target, offer) {
      startAction(G, call.playerID!, card as CardId, action as CardAction, target as string | null, offer as number);
      return settle(G, call);
    },
  },
  /** PAMIR-TAX-1, PAMIR-BUILD-1, PAMIR-MOVE-1, PAMIR-BATTLE-1, PAMIR-BETRAY-1, PAMIR-EVENT-2: a step of the action or the event choice on top. */
  choose: {
    legal(G, { playerID }, option) {
      const task = topTask(G);
      if (isPickTask(task)) return task.player === playerID && pickOptions(G, task).includes(option as string);
      return typeof playerID === 'string' && isLegalStep(G, playerID, option);
    },
    apply(G, call, option) {
      if (isPickTask(topTask(G))) applyPick(G, option as string);
      else applyStep(G, option as string);
      return settle(G, call);
    },
  },
  /** PAMIR-ABILITY-BLACKMAIL: a spy on a court card of the card's region with no spy, at the start of the turn (PAMIR-D-17: from play when the supply is empty). */
  blackmail: {
    legal: (G, call, card, target, from) => acting(G, call) && isLegalBlackmail(G, call.playerID!, card, target, from ?? null),
    apply(G, call, card, target, from) {
      blackmail(G, call.playerID!, card as CardId, target as CardId, (from ?? null) as string | null);
      return settle(G, call);
    },
  },
  /** PAMIR-PLAY-1: the ruler accepts or refuses an offer below the full bribe. */
  answerBribe: {
    legal: (G, call, accept) => isLegalBribeAnswer(G, call.playerID!, accept), // the top task waits for its player
    apply(G, call, accept) {
      answerBribe(G, accept as boolean);
      return settle(G, call);
    },
  },
  /** PAMIR-IMPACT-1..4, PAMIR-PIECE-1, PAMIR-ABILITY-INSURRECTION: where the piece being placed goes and comes from. */
  place: {
    legal(G, call, to, from) {
      const placement = toPlacement(to, from);
      return placement !== null && isLegalPlacement(G, call.playerID!, placement);
    },
    apply(G, call, to, from) {
      place(G, toPlacement(to, from)!);
      return settle(G, call);
    },
  },
  /** PAMIR-CLEANUP-1..2, PAMIR-LEVERAGE-2, PAMIR-EVENT-114D: discard a card the task on top asks for. */
  discard: {
    legal: (G, call, card) => isLegalDiscard(G, call.playerID!, card), // the top task waits for its player
    apply(G, call, card) {
      discard(G, card as CardId);
      return settle(G, call);
    },
  },
  /** PAMIR-TURN-2: end the actions and clean up. */
  endActions: {
    legal: (G, call) => acting(G, call) && call.playerID === call.currentPlayer && canEndActions(G),
    apply(G, call) {
      endActions(G, call.playerID!);
      return settle(G, call);
    },
  },
} satisfies Record<string, MoveRule>;

export const LOYALTY_MOVES = { chooseLoyalty: chooseLoyaltyRule } satisfies Record<string, MoveRule>;

export type PlayMove = keyof typeof PLAY_MOVES;
