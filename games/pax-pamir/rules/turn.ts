/**
 * A player's turn: up to two actions (buy, play), then cleanup. Each function here checks or applies one
 * step; the moves in game.ts call them and then let the task engine run.
 */
import { courtCard, isCourtCard, isDominanceCheck, isEventCard, type CardId } from '../data/cards';
import { COALITIONS, type Coalition } from '../data/map';
import { changeLoyalty, discardFromCourt, discardFromHand } from './court';
import { own, ownPending, ownPlayer, ownTop, ownTurn } from './cow';
import { isOver, resolveCheck } from './dominance';
import { discardCandidates, topTask } from './tasks';
import { insurrectionPlacements, placeImpactPiece, placeInsurgent, placements, samePlacement, type Placement } from './impact';
import { buyCard, buyCost, canBuy, isColumn, isRow } from './market';
import { bribeFor } from './rule';
import { MAX_ACTIONS, takeAction } from './actions';
import { owesNoBribe } from './effects';
import { eventPurchased } from './events';
import { SIDES, type PaxState, type PlayerID, type ReadState, type Side } from './state';
import { logEvent } from './log';


export const isCoalition = (value: unknown): value is Coalition => (COALITIONS as readonly unknown[]).includes(value);
export const isSide = (value: unknown): value is Side => (SIDES as readonly unknown[]).includes(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** PAMIR-SETUP-5: the player's loyalty. */
export function chooseLoyalty(G: PaxState, player: PlayerID, coalition: Coalition): void {
  ownPlayer(G, player).loyalty = coalition;
  logEvent(G, { kind: 'loyalty-chosen', rule: 'PAMIR-SETUP-5', player, coalition });
}

/** PAMIR-TURN-1: the player may start an action: nothing is pending and fewer than two actions are taken. */
export const canStartAction = (G: ReadState): boolean => G.pending.length === 0 && !isOver(G) && G.turn.actions < MAX_ACTIONS;

/** PAMIR-TURN-2: the player may end their actions and go to cleanup. */
export const canEndActions = (G: ReadState): boolean => G.pending.length === 0 && !isOver(G);

/** PAMIR-BUY-*: a buy the player may take now. */
export const isLegalBuy = (G: ReadState, player: PlayerID, row: unknown, col: unknown): boolean =>
  canStartAction(G) && isRow(row) && isColumn(col) && canBuy(G, player, row, col);

/** PAMIR-BUY-1..6: buy, then resolve a Dominance Check or an event's purchase effect (PAMIR-EVENT-2) at once. */
export function buy(G: PaxState, player: PlayerID, row: number, col: number): CardId {
  const { rupees } = G.market[row][col]!;
  const cost = buyCost(G, player, row, col);
  const card = buyCard(G, player, row, col);
  logEvent(G, { kind: 'card-bought', rule: 'PAMIR-BUY-1', player, card, row, col, cost, rupees });
  ownTurn(G).actions++;
  if (isDominanceCheck(card)) resolveCheck(G);
  else if (isEventCard(card)) eventPurchased(G, player, card);
  return card;
}

/** PAMIR-PLAY-1: the full bribe to play a card and whom it is owed to (none: amount 0, to null). */
export function bribeToPlay(G: ReadState, player: PlayerID, card: CardId): { amount: number; to: PlayerID | null } {
  const bribe = owesNoBribe(G, player, true) ? null : bribeFor(G, player, courtCard(card).region);
  return bribe ? { amount: bribe.amount, to: bribe.to } : { amount: 0, to: null };
}

/**
 * PAMIR-PLAY-1..2: the offers the player may make to play a card from hand: the full bribe (`amount`) if they
 * can pay it, and any smaller amount they can pay unless the ruler refused a smaller offer for this card this turn.
 */
export function playOffers(G: ReadState, player: PlayerID, card: CardId, amount = bribeToPlay(G, player, card).amount): number[] {
  const rupees = G.players[player].rupees;
  const offers: number[] = [];
  const lowest = G.turn.refused.includes(card) ? amount : 0;
  for (let offer = lowest; offer <= amount && offer <= rupees; offer++) offers.push(offer);
  return offers;
}

/** PAMIR-PLAY-1..2: a play the player may make now. */
export function isLegalPlay(G: ReadState, player: PlayerID, card: unknown, side: unknown, offer: unknown): boolean {
  if (!canStartAction(G) || !isCourtCard(card as number) || !isSide(side) || !isCount(offer)) return false;
  if (!G.players[player].hand?.includes(card as CardId)) return false;
  return playOffers(G, player, card as CardId).includes(offer);
}

/**
 * PAMIR-PLAY-1: play a card, offering `offer` rupees of bribe. An offer below the full bribe waits for the
 * ruler's answer; otherwise the card is played at once.
 */
export function play(G: PaxState, player: PlayerID, card: CardId, side: Side, offer: number, countAction = true): 'played' | 'offered' {
  const { amount, to } = bribeToPlay(G, player, card);
  if (to !== null && offer < amount) {
    ownPending(G).push({ kind: 'bribe', player: to, payer: player, card, side, offer });
    logEvent(G, { kind: 'bribe-offered', rule: 'PAMIR-PLAY-1', player, card, offer, full: amount, to, action: null });
    return 'offered';
  }
  putInCourt(G, player, card, side, amount, to, countAction);
  return 'played';
}

/**
 * PAMIR-PLAY-1..3: pay the bribe, put the card at one end of the court, change loyalty for a patriot of
 * another coalition, then resolve the impact icons (a task, run after the loyalty change's discards).
 */
function putInCourt(G: PaxState, player: PlayerID, card: CardId, side: Side, bribe: number, to: PlayerID | null, countAction = true): void {
  const p = ownPlayer(G, player);
  if (to !== null && bribe > 0) {
    p.rupees -= bribe;
    ownPlayer(G, to).rupees += bribe;
  }
  const hand = own(p, 'hand');
  hand.splice(hand.indexOf(card), 1);
  const slot = { card, spies: {} };
  if (side === 'left') own(p, 'court').unshift(slot);
  else own(p, 'court').push(slot);
  if (countAction) ownTurn(G).actions++;
  logEvent(G, { kind: 'card-played', rule: 'PAMIR-PLAY-2', player, card, side, bribe: to === null ? 0 : bribe, to });
  ownPending(G).push({ kind: 'impact', player, card, step: 0 });
  const { patriot } = courtCard(card);
  // PAMIR-WAKHAN-LOYALTY-1: Wakhan keeps patriots of every coalition
  if (patriot !== null && patriot !== p.loyalty && G.wakhan?.player !== player) changeLoyalty(G, player, patriot, card);
}

/** PAMIR-PLAY-1: the ruler answers an offer below the full bribe. */
export const isLegalBribeAnswer = (G: ReadState, player: PlayerID, accept: unknown): boolean => {
  const task = topTask(G);
  return task?.kind === 'bribe' && task.player === player && typeof accept === 'boolean';
};

/**
 * PAMIR-PLAY-1: accepted, the card is played for the offer; refused, the play is called off (no action
 * spent, the card stays in hand) and only the full bribe may be offered for it again this turn.
 */
export function answerBribe(G: PaxState, accept: boolean): void {
  const task = ownPending(G).pop();
  if (task?.kind !== 'bribe') return;
  const action = task.action ?? null;
  const rule = action ? 'PAMIR-HOSTAGE-1' : 'PAMIR-PLAY-1';
  logEvent(G, { kind: 'bribe-answered', rule, player: task.player, card: task.card, offer: task.offer, payer: task.payer, accepted: accept, action });
  if (accept && task.action) takeAction(G, task.payer, task.card, task.action, task.target ?? null, task.player, task.offer);
  else if (accept) putInCourt(G, task.payer, task.card, task.side, task.offer, task.player);
  else own(ownTurn(G), 'refused').push(task.card);
}

/** PAMIR-IMPACT-*, PAMIR-ABILITY-INSURRECTION: the placements the player may choose for the piece being placed. */
export function pendingPlacements(G: ReadState): Placement[] {
  const task = topTask(G);
  if (task?.kind === 'insurrection') return task.left > 0 ? insurrectionPlacements(G) : [];
  if (task?.kind !== 'impact') return [];
  const data = courtCard(task.card);
  const icon = data.impact[task.step];
  if (icon !== 'army' && icon !== 'road' && icon !== 'tribe' && icon !== 'spy') return [];
  return placements(G, task.player, icon, data.region);
}

export const isLegalPlacement = (G: ReadState, player: PlayerID, placement: Placement): boolean => {
  const task = topTask(G);
  return (task?.kind === 'impact' || task?.kind === 'insurrection') && task.player === player && pendingPlacements(G).some((p) => samePlacement(p, placement));
};

/** PAMIR-IMPACT-*: place the piece of the icon being resolved and go to the next icon (or the next insurgent army). */
export function place(G: PaxState, placement: Placement): void {
  const task = ownTop(G);
  if (task?.kind === 'insurrection') {
    if (--task.left <= 0) ownPending(G).pop();
    placeInsurgent(G, task.player, placement.from);
    return;
  }
  if (task?.kind !== 'impact') return;
  const data = courtCard(task.card);
  const icon = data.impact[task.step];
  task.step++;
  if (icon === 'army' || icon === 'road' || icon === 'tribe' || icon === 'spy') placeImpactPiece(G, task.player, icon, task.card, placement);
}

/** PAMIR-CLEANUP-1, PAMIR-CLEANUP-2, PAMIR-LEVERAGE-2: a card the player may discard now. */
export const isLegalDiscard = (G: ReadState, player: PlayerID, card: unknown): boolean => {
  const task = topTask(G);
  return task?.kind === 'discard' && task.player === player && discardCandidates(G, task).includes(card as CardId);
};

/** Discard a card for the discard task on top (from the court, with leverage and overthrow). */
export function discard(G: PaxState, card: CardId): void {
  const task = ownTop(G);
  if (task?.kind !== 'discard') return;
  if (task.from === 'any' || task.from === 'one') task.count--;
  const rule = DISCARD_RULES[task.from];
  if (G.players[task.player].court.some((slot) => slot.card === card)) discardFromCourt(G, task.player, card, rule);
  else discardFromHand(G, task.player, card, rule);
}

/** The rule a discard task follows. */
const DISCARD_RULES = { court: 'PAMIR-CLEANUP-1', hand: 'PAMIR-CLEANUP-2', any: 'PAMIR-LEVERAGE-2', one: 'PAMIR-EVENT-114D' } as const;

/** PAMIR-TURN-2: end the actions; cleanup follows: court limit, hand limit, market, end of turn. */
export function endActions(G: PaxState, player: PlayerID): void {
  logEvent(G, { kind: 'actions-ended', rule: 'PAMIR-TURN-2', player });
  ownPending(G).push(
    { kind: 'endTurn', player },
    { kind: 'market', player, refilled: false },
    { kind: 'discard', player, from: 'hand', count: 0 },
    { kind: 'discard', player, from: 'court', count: 0 },
  );
}
