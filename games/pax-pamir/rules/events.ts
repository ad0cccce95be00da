/**
 * The twelve events (cards 105–116), both sides: the discard effect when the event leaves the market's
 * leftmost column at cleanup (PAMIR-EVENT-1, PAMIR-EVENT-<n>D) and the purchase effect when bought
 * (PAMIR-EVENT-2, PAMIR-EVENT-<n>P). Effects lasting until the next Dominance Check are kept in `effects`,
 * which the check empties (PAMIR-EVENT-3).
 */
import { eventCard, type CardId } from '../data/cards';
import { REGIONS, SUITS, type Region, type Suit } from '../data/map';
import { removeTribes } from './court';
import { own, ownArmies, ownDiscard, ownPending, ownPlayer, ownTop } from './cow';
import { playerIds, seats, type PaxState, type PlayerID, type ReadState, type Task } from './state';
import { logEvent } from './log';

type PickTask = Extract<Task, { kind: 'pick' }>;

/** Effects that last until the next Dominance Check, by the side's id. */
const LASTING = new Set([
  'new_tactics',
  'embarrassment_of_riches',
  'koh_i_noor_recovered',
  'disregard_for_customs',
  'courtly_manners',
  'conflict_fatigue',
  'nationalism',
  'nation_building',
]);
/** Lasting effects on everyone rather than on the buyer. */
const ON_EVERYONE = new Set(['embarrassment_of_riches', 'disregard_for_customs', 'conflict_fatigue']);

/** Riots (PAMIR-EVENT-109D, 110D, 112D, 113D): every tribe (with overthrow) and army in a region is removed. */
export function clearRegion(G: PaxState, region: Region): void {
  for (const id of playerIds(G)) removeTribes(G, id, region, Infinity);
  const armies = ownArmies(G, region);
  armies.afghan = 0;
  armies.british = 0;
  armies.russian = 0;
}

const addEffect = (G: PaxState, id: string, player: PlayerID | null, card: CardId, target?: PlayerID): void => {
  own(G, 'effects').push(target === undefined ? { id, player, card } : { id, player, card, target });
};

/** PAMIR-EVENT-1: the discard effect of an event leaving the leftmost column. */
export function eventDiscarded(G: PaxState, card: CardId, player: PlayerID): void {
  const { id } = eventCard(card).discarded;
  logEvent(G, { kind: 'event-resolved', rule: `PAMIR-EVENT-${card}D`, card, effect: id, side: 'discarded' });
  if (LASTING.has(id)) return addEffect(G, id, null, card);
  switch (id) {
    case 'military_favored':
      G.favored = 'military';
      break;
    case 'intelligence_favored':
      G.favored = 'intelligence';
      break;
    case 'political_favored':
      G.favored = 'political';
      break;
    case 'failure_to_impress':
      for (const pid of playerIds(G)) {
        if (G.players[pid].prizes.length === 0) continue;
        ownDiscard(G).push(...G.players[pid].prizes);
        ownPlayer(G, pid).prizes = [];
      }
      break;
    case 'riots_in_punjab':
      return clearRegion(G, 'punjab');
    case 'riots_in_herat':
      return clearRegion(G, 'herat');
    case 'riots_in_kabul':
      return clearRegion(G, 'kabul');
    case 'riots_in_persia':
      return clearRegion(G, 'persia');
    case 'confidence_failure': {
      // every player discards one card from hand; the player whose turn it is first, then in seat order
      const ids = seats(G);
      const start = ids.indexOf(player);
      const order = ids.map((_, i) => ids[(start + i) % ids.length]);
      for (const pid of order.reverse()) if (G.players[pid].hand.length > 0) ownPending(G).push({ kind: 'discard', player: pid, from: 'one', count: 1 });
      break;
    }
    default: // no_effect
      break;
  }
}

/** PAMIR-EVENT-2: the purchase effect of a bought event. */
export function eventPurchased(G: PaxState, player: PlayerID, card: CardId): void {
  const { id } = eventCard(card).purchased;
  logEvent(G, { kind: 'event-resolved', rule: `PAMIR-EVENT-${card}P`, player, card, effect: id, side: 'purchased' });
  if (LASTING.has(id)) return addEffect(G, id, ON_EVERYONE.has(id) ? null : player, card);
  switch (id) {
    case 'backing_of_persian_aristocracy':
      ownPlayer(G, player).rupees += 3;
      break;
    case 'rumor':
      ownPending(G).push({ kind: 'pick', player, event: 'rumor' });
      break;
    case 'other_persuasive_methods':
      ownPending(G).push({ kind: 'pick', player, event: 'persuasion' });
      break;
    case 'pashtunwali_values':
      ownPending(G).push({ kind: 'pick', player, event: 'pashtunwali' });
      break;
    case 'rebuke':
      ownPending(G).push({ kind: 'pick', player, event: 'rebuke' });
      break;
    default:
      break;
  }
}

const EVENT_OF_PICK: Record<PickTask['event'], CardId> = { rumor: 108, persuasion: 114, pashtunwali: 115, rebuke: 116 };

/** The choices of an event's pick: another player (Rumor, Other Persuasive Methods), a suit, a region. */
export function pickOptions(G: ReadState, task: PickTask): string[] {
  if (task.event === 'pashtunwali') return [...SUITS];
  if (task.event === 'rebuke') return [...REGIONS];
  return playerIds(G).filter((id) => id !== task.player);
}

/** PAMIR-EVENT-108P, 114P, 115P, 116P: apply the pick (already checked legal). */
export function applyPick(G: PaxState, option: string): void {
  const task = ownTop(G) as PickTask;
  ownPending(G).pop();
  const card = EVENT_OF_PICK[task.event];
  const rule = `PAMIR-EVENT-${card}P`;
  if (task.event !== 'persuasion') logEvent(G, { kind: 'event-chosen', rule, player: task.player, event: task.event, option });
  switch (task.event) {
    case 'rumor':
      return addEffect(G, 'rumor', task.player, card, option);
    case 'persuasion': {
      const mine = G.players[task.player].hand;
      // PAMIR-HIDDEN-1: only the two players learn the hands they swapped
      const hidden = { seats: [task.player, option], facts: { gave: [...mine], received: [...G.players[option].hand] } };
      logEvent(G, { kind: 'event-chosen', rule, player: task.player, event: task.event, option, hidden });
      ownPlayer(G, task.player).hand = G.players[option].hand;
      ownPlayer(G, option).hand = mine;
      // PAMIR-WAKHAN-HAND-1: cards that reach Wakhan's hand are played at once
      const wakhan = G.wakhan?.player;
      if (wakhan !== undefined && (wakhan === task.player || wakhan === option) && G.players[wakhan].hand.length > 0) {
        ownPending(G).push({ kind: 'wakhanHand', player: wakhan });
      }
      break;
    }
    case 'pashtunwali':
      G.favored = option as Suit;
      addEffect(G, 'pashtunwali_values', task.player, card);
      break;
    case 'rebuke':
      clearRegion(G, option as Region);
      break;
  }
}

export const isPickTask = (task: Task | undefined): task is PickTask => task?.kind === 'pick';
