/**
 * A full state consistent with one seat's view (PAX-HIDDEN-*): the other hands and the cards others are
 * placing, the deck and Rome's face-down cards (unless the seat looked at them, PAX-TURN-3) are dealt from
 * the cards the view does not show, with the bots' own `rng`; every count stays as the view shows it.
 *
 * Which cards can be hidden: with 1–4 players, any card of the one copy in use (PAX-SETUP-2 / PAX-NOC-2 returned
 * some to the box unseen, so the hidden ones are a uniform pick among the unseen). With 5–8 players
 * (PAX-BIG-1) the whole first copy is in the game and a random part of the second: every unseen card of the
 * first copy is hidden somewhere, and the remaining hidden places take a uniform pick of the unseen cards of
 * the second copy.
 *
 * The view keeps no memory: a group another player bought (face up) or a card the seat put under the deck
 * is dealt like any unseen card.
 */
import type { Ctx } from 'boardgame.io';
import type { Rng } from '../../bots/kit';
import { BASE_CARD_COUNT, COPY_CARD_COUNT, type CardId } from '../data/cards';
import { SECOND_PILE_CARDS } from '../data/setup';
import { MAX_PLAYERS_BASE } from '../rules/setup';
import type { PaxState, PlayerId } from '../rules/types';
import { viewerState, type PaxView } from '../view';

/** Fisher–Yates with the bots' rng, in place. */
function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Every card the view shows face up or to this seat. */
function seenCards(view: PaxView, playerID: PlayerId): Set<CardId> {
  const own = view.players[playerID];
  const seen = new Set<CardId>([...(own.hand ?? []), ...(own.drawn ?? []), ...view.rome, ...(view.romeSeen ?? [])]);
  for (const group of view.legions) for (const card of group) seen.add(card);
  for (const id in view.areas) for (const card of view.areas[id]) seen.add(card);
  return seen;
}

/** The hidden cards in a random order: `count` of them, drawn as the module comment says. */
function hiddenCards(view: PaxView, numPlayers: number, seen: Set<CardId>, count: number, rng: Rng): CardId[] {
  const unseen = (from: number, to: number) => {
    const cards: CardId[] = [];
    for (let id = from; id < to; id++) if (!seen.has(id)) cards.push(id);
    return cards;
  };
  if (numPlayers <= MAX_PLAYERS_BASE) return shuffle(unseen(0, view.expansion ? COPY_CARD_COUNT : BASE_CARD_COUNT), rng).slice(0, count);
  const first = unseen(0, COPY_CARD_COUNT);
  const second = shuffle(unseen(COPY_CARD_COUNT, COPY_CARD_COUNT + COPY_CARD_COUNT), rng);
  const fromSecond = Math.min(count - first.length, SECOND_PILE_CARDS[numPlayers]);
  return shuffle([...first, ...second.slice(0, Math.max(0, fromSecond))], rng);
}

export function determinize(view: PaxView, _ctx: Ctx, playerID: PlayerId, rng: Rng): PaxState {
  const state = viewerState(view, playerID);
  if (state === null) throw new Error(`determinize: the view is not seat ${playerID}'s`);
  const numPlayers = Object.keys(view.players).length;
  const romeHidden = view.romeSeen;
  let count = view.deckCount + (romeHidden ? 0 : view.romeHiddenCount);
  for (const id in view.players) if (id !== playerID) count += view.players[id].handCount + view.players[id].drawnCount;
  const cards = hiddenCards(view, numPlayers, seenCards(view, playerID), count, rng);
  let next = 0;
  const deal = (n: number) => cards.slice(next, (next += n));
  // PAX-HIDDEN-1: others' Aurei are hidden too; the seat's own purse is the guess (everyone starts with the same).
  const coins = state.players[playerID].coins;
  const players: PaxState['players'] = {};
  for (const id in view.players) {
    const seen = view.players[id];
    players[id] = id === playerID ? state.players[id] : { hand: deal(seen.handCount), coins, drawn: deal(seen.drawnCount) };
  }
  return { ...state, players, secret: { deck: deal(view.deckCount), romeHidden: romeHidden ?? deal(view.romeHiddenCount) } };
}
