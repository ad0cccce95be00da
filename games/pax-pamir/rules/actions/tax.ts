/** PAMIR-TAX-1: tax, a rupee at a time from market cards and from players with cards of regions the taxer rules. */
import { courtCard } from '../../data/cards';
import { MARKET_COLUMNS, MARKET_ROWS, REGIONS } from '../../data/map';
import { stars } from '../court';
import { ownMarketSlot, ownPlayer } from '../cow';
import { hasAbility } from '../effects';
import { logEvent } from '../log';
import { playerIds, type PaxState, type PlayerID, type ReadState, type Task } from '../state';
import { rules } from './card';
import { encodeStep, type StepOf } from './step-option';

/** PAMIR-TAX-1: the rupees a player keeps from tax: their economic stars. */
export const taxShelter = (G: ReadState, player: PlayerID): number => stars(G, player, 'economic');

/**
 * PAMIR-TAX-1: market cards with rupees and players with a card of a region the taxer rules, at most `limit`
 * of them: whether the player can tax at all needs only the first.
 */
export function taxOptions(G: ReadState, player: PlayerID, limit = Infinity): string[] {
  const options: string[] = [];
  for (let row = 0; row < MARKET_ROWS; row++) {
    for (let col = 0; col < MARKET_COLUMNS; col++) {
      if ((G.market[row][col]?.rupees ?? 0) <= 0) continue;
      options.push(encodeStep({ step: 'tax', from: 'market', row, col }));
      if (options.length >= limit) return options;
    }
  }
  const everywhere = hasAbility(G, player, 'claim_of_ancient_lineage'); // PAMIR-ABILITY-CLAIM
  const ruled = REGIONS.filter((region) => everywhere || rules(G, player, region));
  if (ruled.length === 0) return options;
  for (const id of playerIds(G)) {
    if (id === player || G.players[id].rupees <= taxShelter(G, id)) continue;
    if (!G.players[id].court.some((s) => ruled.includes(courtCard(s.card).region))) continue;
    options.push(encodeStep({ step: 'tax', from: 'player', player: id }));
    if (options.length >= limit) return options;
  }
  return options;
}

/** PAMIR-TAX-1: one rupee taken. */
export function taxStep(G: PaxState, task: Extract<Task, { kind: 'tax' }>, option: StepOf<'tax'>): void {
  const player = task.player;
  task.left--;
  if (option.from === 'market') {
    const { row, col } = option;
    logEvent(G, { kind: 'tax-collected', rule: 'PAMIR-TAX-1', player, from: 'market', card: G.market[row][col]!.card, row, col });
    ownMarketSlot(G, row, col).rupees--;
  } else {
    logEvent(G, { kind: 'tax-collected', rule: 'PAMIR-TAX-1', player, from: 'player', target: option.player });
    ownPlayer(G, option.player).rupees--;
  }
  ownPlayer(G, player).rupees++;
}
