/**
 * A full state consistent with one seat's view (PAMIR-HIDDEN-1, PAMIR-WAKHAN-HIDDEN-1): the other players'
 * hands, the market deck and Wakhan's AI deck are dealt, with the bots' own `rng`, from the cards the view
 * does not show; every count stays as the view shows it.
 *
 * What the view still tells about the deck is kept: Dominance Checks and events only ever leave the deck
 * face up (to the market, then the discard pile), so the unseen ones are all in it, and outside a rulebook
 * position it keeps its setup piles (PAMIR-SETUP-2): the piles not reached yet hold each its court cards, its
 * event(s) and its own Dominance Check, the pile being drawn what is left of its share. Wakhan's next AI card
 * shows its back: it is one of the unseen cards with that back.
 */
import type { Ctx } from 'boardgame.io';
import { COURT_CARD_IDS, DOMINANCE_CHECK_IDS, EVENT_IDS, type CardId } from '../data/cards';
import { WAKHAN_CARD_COUNT, wakhanCard } from '../data/wakhan-cards';
import type { Rng } from '../../bots/kit';
import { pileSize } from '../rules/setup';
import type { PaxState, PlayerState } from '../rules/state';
import type { PaxView } from '../view';

/** PAMIR-SETUP-2: events in the deck at setup; pile 2 holds two, piles 3–6 one each (with a Dominance Check). */
const EVENTS_IN_DECK = 6;
const PILES = 6;
const eventsInPile = (pile: number): number => (pile === 0 ? 0 : pile === 1 ? 2 : 1);
const checkOfPile = (pile: number): CardId | null => (pile >= 2 ? DOMINANCE_CHECK_IDS[pile - 2] : null);

/** Fisher–Yates with the bots' source: every order equally likely. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Every market card the view shows: market, courts, prizes, discard pile and the seat's own hand. */
function seenCards(view: PaxView): Set<CardId> {
  const seen = new Set<CardId>(view.discard);
  for (const row of view.market) for (const slot of row) if (slot) seen.add(slot.card);
  for (const id of Object.keys(view.players)) {
    const p = view.players[id];
    for (const slot of p.court) seen.add(slot.card);
    for (const card of p.prizes) seen.add(card);
    for (const card of p.hand ?? []) seen.add(card);
  }
  return seen;
}

/** What the deck holds, pile by pile from the bottom: court cards, events and the Dominance Checks by name. */
interface PileShare {
  court: number;
  events: number;
  checks: CardId[];
}

/**
 * PAMIR-SETUP-2: the deck's remaining piles (bottom first), or null when the view does not fit them (a rulebook
 * position, whose deck lost the cards the position placed): then the deck is one pile.
 */
function pileShares(view: PaxView, events: number, checks: readonly CardId[]): PileShare[] | null {
  if (view.scenario !== undefined) return null;
  const size = pileSize(Object.keys(view.players).length);
  const sizes = Array.from({ length: PILES }, (_, pile) => size + eventsInPile(pile) + (checkOfPile(pile) === null ? 0 : 1));
  let drawn = sizes.reduce((a, b) => a + b, 0) - view.deckSize;
  let current = 0;
  while (current < PILES && drawn >= sizes[current]) drawn -= sizes[current++];
  if (current >= PILES || drawn < 0) return view.deckSize === 0 ? [] : null;
  const shares: PileShare[] = [];
  let eventsLeft = events;
  const checksLeft = new Set(checks);
  for (let pile = PILES - 1; pile > current; pile--) {
    const check = checkOfPile(pile);
    if (check !== null && !checksLeft.delete(check)) return null;
    eventsLeft -= eventsInPile(pile);
    shares.push({ court: size, events: eventsInPile(pile), checks: check === null ? [] : [check] });
  }
  const rest = [...checksLeft];
  const court = sizes[current] - drawn - eventsLeft - rest.length;
  if (eventsLeft < 0 || eventsLeft > eventsInPile(current) || rest.length > 1 || court < 0 || court > size) return null;
  shares.push({ court, events: eventsLeft, checks: rest });
  return shares;
}

/** The market deck (top card last) and the other players' hands, from the unseen cards. */
function deal(view: PaxView, playerID: string, rng: Rng): { deck: CardId[]; hands: Record<string, CardId[]> } {
  const seen = seenCards(view);
  const court = shuffled(COURT_CARD_IDS.filter((card) => !seen.has(card)), rng);
  const hands: Record<string, CardId[]> = {};
  for (const id of Object.keys(view.players)) {
    if (id !== playerID) hands[id] = court.splice(0, view.players[id].handSize);
  }
  const checks = DOMINANCE_CHECK_IDS.filter((card) => !seen.has(card));
  const eventsSeen = EVENT_IDS.filter((card) => seen.has(card)).length;
  const unseenEvents = shuffled(EVENT_IDS.filter((card) => !seen.has(card)), rng);
  // every event that left the deck is in sight; in a rulebook position, some may never have been in it
  const events = Math.max(0, Math.min(EVENTS_IN_DECK - eventsSeen, unseenEvents.length, view.deckSize - checks.length));
  const shares = pileShares(view, events, checks) ?? [{ court: view.deckSize - events - checks.length, events, checks }];
  const deck: CardId[] = [];
  for (const share of shares) {
    const pile = [...court.splice(0, share.court), ...unseenEvents.splice(0, share.events), ...share.checks];
    deck.push(...shuffled(pile, rng));
  }
  return { deck, hands };
}

/** PAMIR-WAKHAN-HIDDEN-1: her AI deck (top card last): the unseen AI cards, one with the visible back on top. */
function aiDeck(view: PaxView, rng: Rng): number[] | undefined {
  const w = view.wakhan;
  if (!w) return undefined;
  const seen = new Set<number>(w.discard);
  if (w.card !== null) seen.add(w.card);
  const unseen = shuffled(Array.from({ length: WAKHAN_CARD_COUNT }, (_, i) => i + 1).filter((n) => !seen.has(n)), rng);
  if (view.wakhanNext === null) return [];
  const back = JSON.stringify(view.wakhanNext);
  const top = unseen.findIndex((n) => JSON.stringify(wakhanCard(n).back) === back);
  const [next] = unseen.splice(top, 1);
  return [...unseen, next];
}

/** A full state that shows `playerID` exactly `view` (`game.playerView` of it equals `view`). */
export function determinize(view: PaxView, _ctx: Ctx, playerID: string, rng: Rng): PaxState {
  const { deck, hands } = deal(view, playerID, rng);
  const players: Record<string, PlayerState> = {};
  for (const id of Object.keys(view.players)) {
    const { handSize: _size, ...p } = view.players[id];
    players[id] = { ...p, hand: id === playerID && p.hand ? [...p.hand] : hands[id] };
  }
  const { deckSize: _deck, wakhanNext: _next, players: _players, ...open } = view;
  const wakhanDeck = aiDeck(view, rng);
  return { ...open, players, secret: wakhanDeck === undefined ? { deck } : { deck, wakhanDeck } } as PaxState;
}
