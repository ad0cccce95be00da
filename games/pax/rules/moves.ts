/**
 * Each move of PAX as one pure function: check, apply, and say what the framework must do next (end the
 * player's opening stage, end the game), or why the move is refused (games/played.ts). game.ts wires them
 * into boardgame.io (games/wire.ts); the bots' fast playouts (games/pax/bots/fast.ts) call them directly, so
 * each rule has one implementation.
 */
import { accepted, refused, type Journal as MoveJournal, type MoveRule, type Played } from '../../played';
import { isCardId } from '../data/cards';
import { ALTERNATIVE_AUREI } from '../data/setup';
import type { PaxEvent } from '../log-kinds';
import type { Phase } from './actions';
import { buy, buyCost, canBuy } from './buy';
import { canPlaceDrawn, drawWayOf, placeDrawn, startDraw } from './draw';
import {
  buyEvents,
  drawEvents,
  giveEvents,
  incomeEvents,
  lookEvents,
  openingEvents,
  placeEvents,
  playEvents,
  roundEndEvents,
} from './events';
import { canPlaceOpening, openingDone, placeOpening } from './opening';
import { canPlay, nextPlayCost, play } from './play';
import { canGive, collectIncome, endRound, give, lastOfRound, nextSeat } from './round';
import { finalPosition, finalScore, type FinalResult } from './scoring';
import { dealAfterOpening, freshTurn } from './setup';
import type { Destination, PaxState, PlayerId } from './types';
import { update } from './update';

/** What a move reads of the framework's context. */
export interface MoveContext {
  phase: Phase;
  /** The player making the move (the framework has checked they may act). */
  player: PlayerId;
  /** The current player of the play phase. */
  currentPlayer: PlayerId;
  numPlayers: number;
  /** boardgame.io's turn number (`ctx.turn`). */
  turn: number;
}

/** Where a move's log events go, in order; null in a playout, which skips building them. */
export type Journal = MoveJournal<PaxEvent>;

/** Why the rules refuse a move. */
export type Refusal = 'not-a-card' | 'not-a-seat' | 'not-a-place' | 'wrong-step' | 'not-allowed';

/**
 * A move: the next state and its hand-off (the player has placed their whole opening draw: their opening
 * stage ends; the game is over, PAX-END-1: its final result), or a refusal.
 */
export type PaxMove = MoveRule<PaxState, MoveContext, PaxEvent, FinalResult, Refusal>;
type Outcome = Played<PaxState, FinalResult, Refusal>;

/**
 * The end of a turn: next player, or the end of the round (PAX-ROUND-*), or of the game (PAX-END-1). The
 * fresh turn record is for the next turn and names its player, which ends the turn (game.ts `turn.endIf`).
 */
function finishTurn(G: PaxState, { player, numPlayers, turn }: MoveContext, journal: Journal): Outcome {
  if (!lastOfRound(G, player, numPlayers)) return accepted(update(G, { turn: freshTurn(nextSeat(player, numPlayers), turn + 1) }));
  const end = endRound(G);
  const result = end.over ? finalScore(finalPosition(end.state)) : null;
  journal?.push(...roundEndEvents(G, end, result));
  const next = update(end.state, { turn: freshTurn(end.state.firstPlayer, turn + 1) });
  return accepted(next, result ? { kind: 'end-game', result } : undefined);
}

/** PAX-SETUP-6 / PAX-SOLO-3 (opening) and PAX-DRAW-2 (draw step). */
const placeMove: PaxMove = (G, context, [card, to], journal) => {
  const { player } = context;
  if (!isCardId(card)) return refused('not-a-card');
  if (!Object.hasOwn(G.players, player)) return refused('not-a-seat');
  if (context.phase === 'opening') {
    if (to !== 'hand' && to !== 'deck' && to !== 'play') return refused('not-a-place');
    if (!canPlaceOpening(G, player, card, to)) return refused('not-allowed');
    let next = placeOpening(G, player, card, to);
    const endStage = next.players[player].drawn.length === 0;
    // The opening ends with this move: the legions get their cards, and the first turn of play is the next
    // boardgame.io turn (PAX-SETUP-7).
    if (openingDone(next)) next = update(dealAfterOpening(next), { turn: freshTurn(next.firstPlayer, context.turn + 1) });
    journal?.push(...openingEvents(G, next, player, card, to));
    return accepted(next, endStage ? { kind: 'end-stage' } : undefined);
  }
  if (!canPlaceDrawn(G, player, card, to as Destination)) return refused('not-allowed');
  const next = placeDrawn(G, player, card, to as Destination);
  journal?.push(...placeEvents(G, next, player, card, to as Destination));
  return accepted(next);
};

/** PAX-DRAW-1, with Religion or one card at a time (PAX-POWER-3), or PAX-END-3 when the deck is empty. */
const drawMove: PaxMove = (G, { player }, [how], journal) => {
  if (G.turn.step !== 'start') return refused('wrong-step');
  const way = drawWayOf(G.areas[player], how);
  if (way === null) return refused('not-allowed');
  const next = startDraw(G, player, way);
  journal?.push(...drawEvents(G, next, player));
  return accepted(next);
};

/** PAX-TURN-3: the alternative turn: look at Rome's face-down cards, take 2 Aurei, nothing else. */
const lookAtRomeMove: PaxMove = (G, context, _args, journal) => {
  const { player } = context;
  if (G.turn.step !== 'start') return refused('wrong-step');
  const seen = update(G, {
    player,
    own: { coins: G.players[player].coins + ALTERNATIVE_AUREI },
    romeSeenBy: G.romeSeenBy.includes(player) ? undefined : [...G.romeSeenBy, player],
  });
  journal?.push(...lookEvents(G, player));
  return finishTurn(seen, context, journal);
};

/** PAX-BUY-1. */
const buyMove: PaxMove = (G, { player }, [legion], journal) => {
  if (typeof legion !== 'number' || !canBuy(G, player, legion)) return refused('not-allowed');
  journal?.push(...buyEvents(G, player, legion, buyCost(G, player, legion)));
  return accepted(buy(G, player, legion));
};

/** PAX-PLAY-1. */
const playMove: PaxMove = (G, { player }, [card], journal) => {
  if (!isCardId(card)) return refused('not-a-card');
  if (!canPlay(G, player, card)) return refused('not-allowed');
  const next = play(G, player, card);
  journal?.push(...playEvents(G, next, player, card, nextPlayCost(G, player)));
  return accepted(next);
};

/** PAX-INCOME-*: take the income, then give Rome cards (PAX-NOC-4) or end the turn. */
const endTurnMove: PaxMove = (G, context, _args, journal) => {
  if (G.turn.step !== 'act') return refused('wrong-step');
  const { state, income } = collectIncome(G, context.player);
  journal?.push(...incomeEvents(state, context.player, income));
  return state.turn.owed === 0 ? finishTurn(state, context, journal) : accepted(state);
};

/** PAX-NOC-4: one card from the hand to Rome, face up. */
const giveToRomeMove: PaxMove = (G, context, [card], journal) => {
  if (!isCardId(card)) return refused('not-a-card');
  if (!canGive(G, context.player, card)) return refused('not-allowed');
  const next = give(G, context.player, card);
  journal?.push(...giveEvents(context.player, card));
  return next.turn.owed === 0 ? finishTurn(next, context, journal) : accepted(next);
};

/** Every move by its boardgame.io name. */
export const PAX_MOVES = {
  place: placeMove,
  draw: drawMove,
  lookAtRome: lookAtRomeMove,
  buy: buyMove,
  play: playMove,
  endTurn: endTurnMove,
  giveToRome: giveToRomeMove,
} as const satisfies Record<string, PaxMove>;

export type PaxMoveName = keyof typeof PAX_MOVES;

