/**
 * The log events of each move (games/pax/log-kinds.ts), read from the state before and after the move: what
 * happened, who did it and the rule that applied. What only the acting player saw (a card drawn, kept or put
 * under the deck, Rome's face-down cards) is in `hidden`, for that player's seat only (PAX-HIDDEN-*).
 */
import type { CardId, Category } from '../data/cards';
import { ALTERNATIVE_AUREI } from '../data/setup';
import type { PaxEvent } from '../log-kinds';
import type { Income } from './income';
import { openingDone } from './opening';
import { drawsWithReligion, mayUseReligion } from './draw';
import { buyDiscount } from './powers';
import type { RoundEnd } from './round';
import { categoriesInPlay, type FinalResult } from './scoring';
import { symbols, totalValue } from './symbols';
import { legionOf, type Destination, type PaxState, type PlayerId } from './types';

const onlyFor = <F>(player: PlayerId, facts: F) => ({ seats: [player], facts });

/**
 * PAX-SETUP-6 / PAX-SOLO-3: where an opening card went; once every player has placed theirs, Rome's open cards
 * (PAX-BIG-3, 5 to 8 players) and the legions' cards (PAX-SETUP-7) dealt face up, and the first player.
 */
export function openingEvents(before: PaxState, after: PaxState, player: PlayerId, card: CardId, to: 'hand' | 'deck' | 'play'): PaxEvent[] {
  const events: PaxEvent[] = [];
  if (to === 'play') events.push({ kind: 'opening-play', rule: 'PAX-SOLO-3', player, card });
  else if (to === 'hand') events.push({ kind: 'opening-keep', rule: 'PAX-SETUP-6', player, hidden: onlyFor(player, { card }) });
  else events.push({ kind: 'opening-under-deck', rule: 'PAX-SETUP-6', player, hidden: onlyFor(player, { card }) });
  if (!openingDone(after)) return events;
  if (after.rome.length > before.rome.length) events.push({ kind: 'rome-open', rule: 'PAX-BIG-3', cards: after.rome.slice(before.rome.length) });
  if (before.legions.every((cards) => cards.length === 0))
    events.push({ kind: 'legions-dealt', rule: 'PAX-SETUP-7', cards: after.legions.map((cards) => cards[0]) });
  events.push({ kind: 'opening-done', rule: 'PAX-SETUP-7', seat: after.firstPlayer });
  return events;
}

/**
 * The cards drawn by a move: the last ones of the player's window (PAX-DRAW-1; PAX-POWER-3 when Religion
 * shows several at once). A card put under an empty deck may come back at once (PAX-DEC-EMPTY-DECK), so the
 * turn's draw count, not the window's content, says how many are new.
 */
function drawnEvents(before: PaxState, after: PaxState, player: PlayerId): PaxEvent[] {
  const count = after.turn.drawn - before.turn.drawn;
  if (count <= 0) return [];
  const window = after.players[player].drawn;
  const cards = window.slice(window.length - count);
  const rule = drawsWithReligion(after, player) ? 'PAX-POWER-3' : 'PAX-DRAW-1';
  return [{ kind: 'draw', rule, player, count, hidden: onlyFor(player, { cards }) }];
}

/**
 * PAX-DRAW-1, or PAX-END-3: the deck is empty, the player takes 2 Aurei. PAX-POWER-3: a player with Religion
 * first says whether they use it (the table sees how many cards they hold at once).
 */
export function drawEvents(before: PaxState, after: PaxState, player: PlayerId): PaxEvent[] {
  if (before.secret.deck.length === 0) return [{ kind: 'empty-deck', rule: 'PAX-END-3', player, aurei: ALTERNATIVE_AUREI }];
  const drawn = drawnEvents(before, after, player);
  if (!mayUseReligion(before.areas[player])) return drawn;
  return [{ kind: 'religion', rule: 'PAX-POWER-3', player, used: drawsWithReligion(after, player), atOnce: after.players[player].drawn.length }, ...drawn];
}

/** PAX-DRAW-2: where a drawn card went (a legion's card is public), then the cards drawn next. */
export function placeEvents(before: PaxState, after: PaxState, player: PlayerId, card: CardId, to: Destination): PaxEvent[] {
  const legion = legionOf(to);
  const placed: PaxEvent =
    legion !== null
      ? { kind: 'under-legion', rule: 'PAX-DRAW-2', player, card, legion }
      : to === 'hand'
        ? { kind: 'keep', rule: 'PAX-DRAW-2', player, hidden: onlyFor(player, { card }) }
        : { kind: 'under-deck', rule: 'PAX-DRAW-2', player, hidden: onlyFor(player, { card }) };
  return [placed, ...drawnEvents(before, after, player)];
}

/** PAX-TURN-3: the player saw Rome's face-down cards, which only they learn, and took 2 Aurei. */
export function lookEvents(before: PaxState, player: PlayerId): PaxEvent[] {
  const cards = before.secret.romeHidden;
  return [{ kind: 'look-at-rome', rule: 'PAX-TURN-3', player, aurei: ALTERNATIVE_AUREI, hidden: onlyFor(player, { cards }) }];
}

/** PAX-BUY-1, with the Wealth discount (PAX-POWER-5) it got. */
export function buyEvents(before: PaxState, player: PlayerId, legion: number, cost: number): PaxEvent[] {
  const cards = before.legions[legion];
  const discount = Math.min(totalValue(cards), buyDiscount(before.areas[player]));
  return [{ kind: 'buy', rule: 'PAX-BUY-1', player, legion, cards, cost, discount }];
}

/**
 * PAX-PLAY-1 (PAX-NOC-3 when Scouts made a later card free), and the Primus Conspiratus changing hands
 * (PAX-PRIMUS-1; PAX-NOC-5 when Adversary symbols broke an Intrigue tie).
 */
export function playEvents(before: PaxState, after: PaxState, player: PlayerId, card: CardId, cost: number): PaxEvent[] {
  const free = cost === 0 && before.turn.played.length > 0;
  const events: PaxEvent[] = [{ kind: 'play', rule: free ? 'PAX-NOC-3' : 'PAX-PLAY-1', player, card, cost }];
  if (after.primus !== before.primus) {
    const from = before.primus;
    const tie = from !== null && symbols(after.areas[player], 'intrigue') === symbols(after.areas[from], 'intrigue');
    events.push({ kind: 'primus-conspiratus', rule: tie ? 'PAX-NOC-5' : 'PAX-PRIMUS-1', player, from });
  }
  return events;
}

/** PAX-INCOME-*, then PAX-NOC-4: the cards the player now owes Rome. */
export function incomeEvents(after: PaxState, player: PlayerId, income: Income): PaxEvent[] {
  const { amount: aurei, rule, category, cards, senator } = income;
  const events: PaxEvent[] = [
    { kind: 'income', rule, player, aurei, ...(category === undefined ? {} : { category, cards, senator: senator === true }) },
  ];
  if (after.turn.owed > 0) events.push({ kind: 'owe-rome', rule: 'PAX-NOC-4', player, count: after.turn.owed });
  return events;
}

/** PAX-NOC-4: a card from the hand to Rome, face up. */
export function giveEvents(player: PlayerId, card: CardId): PaxEvent[] {
  return [{ kind: 'give-to-rome', rule: 'PAX-NOC-4', player, card }];
}

/**
 * The end of a round: Rome takes a group (PAX-ROUND-2), the first player changes (PAX-ROUND-4), then either
 * the empty legions are refilled and a round starts (PAX-ROUND-5) or the game ends (PAX-END-1) with Rome's
 * face-down cards revealed (PAX-WIN-0) and the result.
 */
export function roundEndEvents(before: PaxState, end: RoundEnd, result: FinalResult | null): PaxEvent[] {
  const events: PaxEvent[] = [{ kind: 'round-end', rule: 'PAX-ROUND-1', round: before.round }];
  if (end.took !== null) {
    const cards = before.legions[end.took];
    events.push({ kind: 'rome-takes', rule: 'PAX-ROUND-2', legion: end.took, cards, value: totalValue(cards) });
  }
  const after = end.state;
  if (after.firstPlayer !== before.firstPlayer)
    events.push({ kind: 'first-player', rule: 'PAX-ROUND-4', seat: after.firstPlayer, from: before.firstPlayer });
  if (!end.over) {
    after.legions.forEach((cards, legion) => {
      const emptied = legion === end.took || before.legions[legion].length === 0;
      if (emptied) events.push({ kind: 'legion-refill', rule: 'PAX-ROUND-5', legion, card: cards[0] });
    });
    events.push({ kind: 'round-start', rule: 'PAX-ROUND-5', round: after.round, seat: after.firstPlayer });
    return events;
  }
  const needed = after.legions.filter((cards) => cards.length === 0).length;
  events.push({ kind: 'game-end', rule: 'PAX-END-1', deck: after.secret.deck.length, needed });
  events.push({ kind: 'rome-revealed', rule: 'PAX-WIN-0', cards: after.secret.romeHidden });
  if (result) events.push(...resultEvents(after, result));
  return events;
}

/** Who won: the solo campaign's verdict (PAX-SOLO-5, PAX-NSOLO-2), Rome (PAX-WIN-1, PAX-NOC-9), or the players and their points. */
export function resultEvents(G: PaxState, result: FinalResult): PaxEvent[] {
  if (result.solo) {
    const { level, required, stronger, missing, won } = result.solo;
    return [{ kind: 'solo-result', rule: G.expansion ? 'PAX-NSOLO-2' : 'PAX-SOLO-5', level, required, stronger, missing, won }];
  }
  if (result.romeWins) {
    return [{ kind: 'rome-wins', rule: G.expansion ? 'PAX-NOC-9' : 'PAX-WIN-1', categories: result.romeCategories, seat: G.primus }];
  }
  const beaten: Category[] = categoriesInPlay(G.expansion).filter((category) => !result.romeCategories.includes(category));
  const events: PaxEvent[] = [
    { kind: 'players-win', rule: G.expansion ? 'PAX-NOC-9' : 'PAX-WIN-2', categories: beaten, winners: result.winners },
  ];
  for (const seat in result.scores) {
    const { total, categories, stronger, fleet, army, primus, richest } = result.scores[seat];
    events.push({ kind: 'score', rule: 'PAX-SCORE-1', seat, total, categories, stronger, fleet, army, primus, richest });
  }
  return events;
}
