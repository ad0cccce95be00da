/** PAMIR-MOVE-1: move armies and tribes across borders and spies around the ring of courts, step by step. */
import { courtCard, type CardId } from '../../data/cards';
import { borderRegions, REGION_BORDERS, REGIONS } from '../../data/map';
import { removeTribes } from '../court';
import { ownArmies, ownCourtSlot, ownTribes } from '../cow';
import { hasAbility, hasEffect } from '../effects';
import { logEvent } from '../log';
import { findInCourts, tribesOf } from '../pieces';
import { playerIds, seats, type PaxState, type PlayerID, type ReadState, type Task } from '../state';
import { encodeStep, type StepOf } from './step-option';

/** The ring of courts: every court card, courts in clockwise seat order, each left to right (PAMIR-MOVE-1). */
function ring(G: ReadState): CardId[] {
  const cards: CardId[] = [];
  for (const id of seats(G)) for (const slot of G.players[id].court) cards.push(slot.card);
  return cards;
}

/** PAMIR-MOVE-1: the cards a spy of `player` on `card` may step to (PAMIR-ABILITY-BEDFELLOWS: same region too). */
function spySteps(G: ReadState, player: PlayerID, card: CardId, cards: CardId[]): CardId[] {
  const i = cards.indexOf(card);
  const n = cards.length;
  // each card once: the neighbours are one card in a ring of two
  const to: CardId[] = [];
  if (n > 1) to.push(cards[(i + 1) % n]);
  if (n > 2) to.push(cards[(i + n - 1) % n]);
  if (hasAbility(G, player, 'strange_bedfellows')) {
    const region = courtCard(card).region;
    for (const other of cards) if (other !== card && courtCard(other).region === region && !to.includes(other)) to.push(other);
  }
  return to;
}

/** PAMIR-MOVE-1: half steps a spy step costs (PAMIR-ABILITY-CONNECTED: 1, else 2). */
export const spyStepCost = (G: ReadState, player: PlayerID): number => (hasAbility(G, player, 'well_connected') ? 1 : 2);

/**
 * PAMIR-MOVE-1, PAMIR-EVENT-110P: one step: an army, a tribe (Nationalism) or a spy from card to card, at
 * most `limit` of them: whether the player can move at all needs only the first. A piece crosses a border
 * with a road of its coalition (PAMIR-ABILITY-SUPPLIES: any border).
 */
export function moveOptions(G: ReadState, player: PlayerID, left: number, limit = Infinity): string[] {
  const options: string[] = [];
  const coalition = G.players[player].loyalty;
  if (coalition && left >= 2) {
    const tribes = hasEffect(G, 'nationalism', player);
    let supplies: boolean | undefined; // PAMIR-ABILITY-SUPPLIES: cross without a road (looked up once)
    for (const region of REGIONS) {
      const armies = G.regions[region].armies[coalition] > 0;
      const ownTribes = tribes && tribesOf(G, player, region) > 0;
      if (!armies && !ownTribes) continue;
      for (const border of REGION_BORDERS[region]) {
        if (G.roads[border][coalition] === 0 && !(supplies ??= hasAbility(G, player, 'indian_supplies'))) continue;
        const [a, b] = borderRegions(border);
        const to = a === region ? b : a;
        if (armies) options.push(encodeStep({ step: 'move', piece: 'army', from: region, to }));
        if (ownTribes) options.push(encodeStep({ step: 'move', piece: 'tribe', from: region, to }));
        if (options.length >= limit) return options;
      }
    }
  }
  if (left >= spyStepCost(G, player)) {
    let cards: CardId[] | undefined; // the ring, built at the first spy of the player
    for (const id of playerIds(G)) {
      for (const slot of G.players[id].court) {
        if ((slot.spies[player] ?? 0) === 0) continue;
        for (const to of spySteps(G, player, slot.card, (cards ??= ring(G)))) options.push(encodeStep({ step: 'move', piece: 'spy', from: slot.card, to }));
        if (options.length >= limit) return options;
      }
    }
  }
  return options;
}

/** PAMIR-MOVE-1: one piece moved. */
export function moveStep(G: PaxState, task: Extract<Task, { kind: 'move' }>, option: StepOf<'move'>): void {
  const player = task.player;
  const kind = option.piece;
  task.left -= kind === 'spy' ? spyStepCost(G, player) : 2;
  const coalition = kind === 'army' ? G.players[player].loyalty : null;
  // the event's places as the option names them (a spy's cards by their number)
  logEvent(G, { kind: 'piece-moved', rule: 'PAMIR-MOVE-1', player, piece: kind, from: String(option.from), to: String(option.to), coalition });
  if (option.piece === 'army') {
    const coalition = G.players[player].loyalty!;
    ownArmies(G, option.from)[coalition]--;
    ownArmies(G, option.to)[coalition]++;
  } else if (option.piece === 'tribe') {
    removeTribes(G, player, option.from, 1);
    const tribes = ownTribes(G, option.to);
    tribes[player] = (tribes[player] ?? 0) + 1;
  } else if (option.piece === 'spy') {
    moveSpy(G, player, option.from, option.to);
  }
}

function moveSpy(G: PaxState, player: PlayerID, from: CardId, to: CardId): void {
  const a = findInCourts(G, from);
  const b = findInCourts(G, to);
  if (!a || !b) return;
  const spies = ownCourtSlot(G, a.owner, a.index).spies;
  if (--spies[player] <= 0) delete spies[player];
  const target = ownCourtSlot(G, b.owner, b.index).spies;
  target[player] = (target[player] ?? 0) + 1;
}

