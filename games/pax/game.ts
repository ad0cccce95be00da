/** The boardgame.io wiring of PAX: phases, turn order and thin moves over `rules/`. */
import type { Game, LongFormMove, MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { resolveSetupData, checkSetupData } from '../setup-options';
import type { SetupData } from '../types';
import { cardFace, isCardId } from './data/cards';
import { ALTERNATIVE_AUREI } from './data/setup';
import { enumerate } from './ai';
import { buy, buyCost, canBuy } from './rules/buy';
import { canPlaceDrawn, placeDrawn, startDraw } from './rules/draw';
import { canPlaceOpening, openingDone, placeOpening } from './rules/opening';
import { canPlay, play } from './rules/play';
import { canGive, collectIncome, endRound, give, lastOfRound } from './rules/round';
import { finalPosition, finalScore } from './rules/scoring';
import { createState, freshTurn, MAX_PLAYERS, MIN_PLAYERS, optionsProblem, type PaxOptions } from './rules/setup';
import { legionOf, type Destination, type PaxState } from './rules/types';
import { PAX_OPTIONS } from './options';
import { playerView } from './view';

type Context = Parameters<MoveFn<PaxState>>[0];

export function paxOptions(setupData: SetupData | undefined, numPlayers: number): PaxOptions {
  const data = resolveSetupData(PAX_OPTIONS, setupData, numPlayers);
  return { expansion: data.expansion === true, soloLevel: numPlayers === 1 ? Number(data.soloLevel) : 0 };
}

/** The end of a turn: next player, or the end of the round (PAX-ROUND-*), or of the game (PAX-END-1). */
function finishTurn({ G, ctx, events, log }: Context, metadata: Record<string, unknown>): void {
  if (!lastOfRound(G, ctx.currentPlayer, ctx.numPlayers)) {
    log.setMetadata(metadata);
    events.endTurn();
    return;
  }
  const end = endRound(G);
  log.setMetadata({ ...metadata, romeTook: end.took, gameOver: end.over });
  if (end.over) events.endGame(finalScore(finalPosition(G)));
  else events.endTurn({ next: end.first });
}

/** PAX-SETUP-6 / PAX-SOLO-3 (opening) and PAX-DRAW-2 (draw step). Which card goes where is redacted. */
const place: LongFormMove<PaxState> = {
  redact: true,
  client: false,
  move: (context, card: unknown, to: unknown) => {
    const { G, ctx, playerID, events, log } = context;
    if (!isCardId(card) || !G.players[playerID]) return INVALID_MOVE;
    if (ctx.phase === 'opening') {
      if (to !== 'hand' && to !== 'deck' && to !== 'play') return INVALID_MOVE;
      if (!canPlaceOpening(G, playerID, card, to)) return INVALID_MOVE;
      if (placeOpening(G, playerID, card, to)) events.endStage();
      log.setMetadata(to === 'play' ? { rule: 'PAX-SOLO-3', to, card } : { rule: 'PAX-SETUP-6', to });
      return;
    }
    if (!canPlaceDrawn(G, playerID, card, to as Destination)) return INVALID_MOVE;
    placeDrawn(G, playerID, card, to as Destination);
    const legion = legionOf(to);
    log.setMetadata(legion !== null ? { rule: 'PAX-DRAW-2', to: 'legion', legion, card } : { rule: 'PAX-DRAW-2', to });
  },
};

/** PAX-DRAW-1, or PAX-END-3 when the deck is empty. */
const draw: LongFormMove<PaxState> = {
  client: false,
  move: ({ G, playerID, log }) => {
    if (G.turn.step !== 'start') return INVALID_MOVE;
    const result = startDraw(G, playerID);
    log.setMetadata(result === 'empty' ? { rule: 'PAX-END-3', aurei: ALTERNATIVE_AUREI } : { rule: 'PAX-DRAW-1' });
  },
};

/** PAX-TURN-3: the alternative turn: look at Rome's face-down cards, take 2 Aurei, nothing else. */
const lookAtRome: LongFormMove<PaxState> = {
  client: false,
  move: (context) => {
    const { G, playerID } = context;
    if (G.turn.step !== 'start') return INVALID_MOVE;
    G.players[playerID].coins += ALTERNATIVE_AUREI;
    if (!G.romeSeenBy.includes(playerID)) G.romeSeenBy.push(playerID);
    finishTurn(context, { rule: 'PAX-TURN-3', aurei: ALTERNATIVE_AUREI });
  },
};

/** PAX-BUY-1. */
const buyMove: MoveFn<PaxState> = ({ G, playerID, log }, legion: unknown) => {
  if (typeof legion !== 'number' || !canBuy(G, playerID, legion)) return INVALID_MOVE;
  const cards = G.legions[legion].slice();
  const cost = buyCost(G, playerID, legion);
  buy(G, playerID, legion);
  log.setMetadata({ rule: 'PAX-BUY-1', legion, cards, cost });
};

/** PAX-PLAY-1. */
const playMove: MoveFn<PaxState> = ({ G, playerID, log }, card: unknown) => {
  if (!isCardId(card) || !canPlay(G, playerID, card)) return INVALID_MOVE;
  const cost = play(G, playerID, card);
  log.setMetadata({ rule: 'PAX-PLAY-1', card, category: cardFace(card).category, cost, primus: G.primus });
};

/** PAX-INCOME-*: take the income, then give Rome cards (PAX-NOC-4) or end the turn. */
const endTurn: LongFormMove<PaxState> = {
  client: false,
  move: (context) => {
    const { G, playerID, log } = context;
    if (G.turn.step !== 'act') return INVALID_MOVE;
    const paid = collectIncome(G, playerID);
    const metadata = { rule: paid.rule, income: paid.amount, category: paid.category, owed: G.turn.owed };
    if (G.turn.owed > 0) log.setMetadata(metadata);
    else finishTurn(context, metadata);
  },
};

/** PAX-NOC-4: one card from the hand to Rome, face up. */
const giveToRome: LongFormMove<PaxState> = {
  client: false,
  move: (context, card: unknown) => {
    const { G, playerID, log } = context;
    if (!isCardId(card) || !canGive(G, playerID, card)) return INVALID_MOVE;
    const metadata = { rule: 'PAX-NOC-4', card };
    if (give(G, playerID, card)) log.setMetadata(metadata);
    else finishTurn(context, metadata);
  },
};

export const game: Game<PaxState, Record<string, unknown>, SetupData | undefined> & {
  name: string;
  minPlayers: number;
  maxPlayers: number;
} = {
  name: 'pax',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: ({ ctx, random }, setupData) => createState(ctx.numPlayers, paxOptions(setupData, ctx.numPlayers), random.Shuffle),
  validateSetupData: (setupData, numPlayers) =>
    checkSetupData(PAX_OPTIONS, setupData, numPlayers) ?? optionsProblem(numPlayers, paxOptions(setupData, numPlayers)),
  playerView,
  phases: {
    opening: {
      start: true,
      next: 'play',
      turn: {
        activePlayers: { all: 'opening' },
        stages: { opening: { moves: { place } } },
      },
      endIf: ({ G }) => openingDone(G),
    },
    play: {
      turn: {
        order: {
          first: ({ G, ctx }) => ctx.playOrder.indexOf(G.firstPlayer),
          next: ({ ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
        },
        onBegin: ({ G }) => {
          G.turn = freshTurn();
        },
      },
      moves: { draw, lookAtRome, place, buy: buyMove, play: playMove, endTurn, giveToRome },
    },
  },
  ai: { enumerate },
};
