/** PAMIR-ABILITY-BLACKMAIL, PAMIR-D-17: a Blackmail card's spy, placed at the start of its owner's turn. */
import type { AbilityId } from '../../data/abilities';
import { courtCard, type CardId } from '../../data/cards';
import type { Region } from '../../data/map';
import { own, ownCourtSlot, ownTurn } from '../cow';
import { isOver } from '../dominance';
import { takeFromPlay } from '../impact';
import { logEvent } from '../log';
import { cylinderSources, cylinderSupply, findInCourts, placedKey, type Source } from '../pieces';
import { playerIds, type PaxState, type PlayerID, type ReadState } from '../state';
import { inCourt } from './card';

/**
 * PAMIR-ABILITY-BLACKMAIL: the region each Blackmail card watches (a Map: asked of every court card at every
 * listing, mostly for an ability it lacks, which a record answers slowly).
 */
const BLACKMAIL: ReadonlyMap<AbilityId, Region> = new Map([
  ['blackmail_herat', 'herat'],
  ['blackmail_kandahar', 'kandahar'],
]);

/** Has the player done nothing yet this turn but Blackmail placements? */
const atTurnStart = (G: ReadState): boolean =>
  G.turn.actions === 0 &&
  G.turn.used.length === 0 &&
  G.turn.paidOn.length === 0 &&
  G.turn.refused.length === 0 &&
  G.turn.done.every((d) => d.startsWith('blackmail:'));

/**
 * PAMIR-ABILITY-BLACKMAIL: at the start of their turn, the owner of a Blackmail card may put a spy on a court
 * card of its region (any court) with no spy; once per card and turn. PAMIR-D-17: with no cylinder in the
 * supply, the spy is taken from play (PAMIR-PIECE-1, blackmailSources), so there must be one to take.
 * `fromOwnTurnTask`: asked by Wakhan's turn task, the one task pending, at the start of her turn.
 */
export function blackmailTargets(G: ReadState, player: PlayerID, card: CardId, fromOwnTurnTask = false): CardId[] {
  const ability = courtCard(card).ability;
  const region = ability ? BLACKMAIL.get(ability) : undefined;
  // nothing pending, or only the automa's turn task asking it (PAMIR-WAKHAN-MAY-1)
  if (!region || G.pending.length > (fromOwnTurnTask ? 1 : 0) || isOver(G) || !atTurnStart(G) || !inCourt(G, player, card)) return [];
  if (G.turn.done.includes(`blackmail:${card}`) || blackmailSources(G, player).length === 0) return [];
  const targets: CardId[] = [];
  for (const id of playerIds(G)) {
    for (const slot of G.players[id].court) {
      if (courtCard(slot.card).region === region && Object.keys(slot.spies).length === 0) targets.push(slot.card);
    }
  }
  return targets;
}

/**
 * PAMIR-D-17, PAMIR-PIECE-1: where a Blackmail spy may come from: the supply ([null]) while it has a cylinder,
 * else each of the player's cylinders in play not placed this turn (none is on the target, which has no spy,
 * so PAMIR-D-5 leaves out nothing).
 */
export const blackmailSources = (G: ReadState, player: PlayerID): (Source | null)[] =>
  cylinderSupply(G, player) > 0 ? [null] : cylinderSources(G, player);

/** PAMIR-ABILITY-BLACKMAIL, PAMIR-D-17: `from` omitted is the supply (the move's two arguments before PAMIR-D-17). */
export const isLegalBlackmail = (G: ReadState, player: PlayerID, card: unknown, target: unknown, from: unknown = null): boolean =>
  typeof card === 'number' &&
  typeof target === 'number' &&
  (from === null || typeof from === 'string') &&
  blackmailTargets(G, player, card).includes(target) &&
  blackmailSources(G, player).includes(from as Source | null);

/**
 * PAMIR-ABILITY-BLACKMAIL: place the spy, taken first from `from` when the supply is empty (PAMIR-D-17). Taking a
 * tribe may overthrow (PAMIR-OVERTHROW-1): a target that so left play gets no spy, which stays in the supply
 * (as PAMIR-D-6 for impacts).
 */
export function blackmail(G: PaxState, player: PlayerID, card: CardId, target: CardId, from: Source | null = null): void {
  own(ownTurn(G), 'done').push(`blackmail:${card}`);
  logEvent(G, { kind: 'blackmail', rule: from === null ? 'PAMIR-ABILITY-BLACKMAIL' : 'PAMIR-D-17', player, card, target, source: from });
  if (from !== null) takeFromPlay(G, player, null, from);
  const where = findInCourts(G, target);
  if (!where) return;
  const spies = ownCourtSlot(G, where.owner, where.index).spies;
  spies[player] = 1;
  own(ownTurn(G), 'placed').push(placedKey(`spy:${target}`, player));
}
