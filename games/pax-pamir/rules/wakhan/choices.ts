/**
 * Wakhan's choices in the tasks that wait for one (PAMIR-WAKHAN-TURN-5): the steps of her actions
 * (PAMIR-WAKHAN-TAX-1, PAMIR-WAKHAN-BUILD-1, PAMIR-WAKHAN-BATTLE-1, PAMIR-WAKHAN-BETRAY-1), where her pieces go and
 * come from (PAMIR-WAKHAN-IMPACT-1), her discards (PAMIR-WAKHAN-CLEANUP-1), her event choices
 * (PAMIR-WAKHAN-EVENT-1) and her answer to a bribe (PAMIR-WAKHAN-D-2), each written to the match log with its rule (rules/log.ts).
 */
import { courtCard, type CardId } from '../../data/cards';
import { MARKET_COLUMNS, REGION_BORDERS, REGIONS, borderRegions, type Border, type Coalition, type Region } from '../../data/map';
import { DONE, applyStep, decodeStep, encodeStep, stepOptions, type StepTask } from '../actions';
import { dominantCoalition } from '../dominance';
import { applyPick, pickOptions } from '../events';
import type { Placement } from '../impact';
import { findInCourts, isRegion, parseSource, type Source } from '../pieces';
import { playerIds, type PaxState, type PlayerID, type ReadState } from '../state';
import type { PendingChoice, TaskOf } from '../tasks';
import { answerBribe, discard, place } from '../turn';
import { playersByArrow, redArrow, regionOrder } from './ai-card';
import { because } from '../log';
import { byKeyAsc, byKeyDesc, cardPriority, discardPriority, firstBy, topByCardPriority } from './priorities';

/** The step she takes in her tax, build, battle (or move) task, among its `options`. */
export function stepChoice(G: PaxState, task: StepTask, options = stepOptions(G, task)): string {
  const player = task.player;
  switch (task.kind) {
    case 'prize':
      return 'take'; // PAMIR-WAKHAN-BETRAY-1: she always takes the prize
    case 'tax': {
      // PAMIR-WAKHAN-TAX-1: players first, richest first (red arrow on ties), then the market from the left
      const players: PlayerID[] = [];
      for (const text of options) {
        const option = decodeStep('tax', text);
        if (option?.step === 'tax' && option.from === 'player') players.push(option.player);
      }
      if (players.length > 0) {
        const arrow = playersByArrow(G, player);
        players.sort((a, b) => G.players[b].rupees - G.players[a].rupees || arrow.indexOf(a) - arrow.indexOf(b));
        return encodeStep({ step: 'tax', from: 'player', player: players[0] });
      }
      const first = redArrow(G) === 'top_left' ? 0 : 1;
      const rows = [first, 1 - first];
      for (let col = 0; col < MARKET_COLUMNS; col++) {
        for (const row of rows) {
          const option = encodeStep({ step: 'tax', from: 'market', row, col });
          if (options.includes(option)) return option;
        }
      }
      return DONE;
    }
    case 'build': {
      // PAMIR-WAKHAN-BUILD-1: armies only, in the regions she rules by region priority, as many as she can pay
      const order = regionOrder(G);
      const armies = builtArmies(options);
      let first = -1; // the index in her region priority of the first region with an army option
      for (const { region } of armies) {
        const rank = order.indexOf(region);
        if (rank >= 0 && (first < 0 || rank < first)) first = rank;
      }
      if (first < 0) return DONE;
      const here = armies.filter((a) => a.region === order[first]);
      // a block from the supply, else from play by her priority (PAMIR-WAKHAN-IMPACT-1)
      const from = firstSource(G, player, here.map((a) => a.from));
      return here.find((a) => a.from === from)!.option;
    }
    case 'battle': {
      // PAMIR-WAKHAN-BATTLE-1: other players' pieces only: their tribes, then the armies, then the roads of
      // their loyalty (roads by her region priority); the red arrow orders the players; on a card, spies
      const arrow = playersByArrow(G, player);
      if (isRegion(task.site)) {
        const borders = roadOrder(G, task.site);
        for (const kind of ['tribe', 'army', 'road'] as const) {
          for (const id of arrow) {
            const loyalty = G.players[id].loyalty;
            const mine =
              kind === 'tribe'
                ? [encodeStep({ step: 'remove', piece: 'tribe', owner: id })]
                : !loyalty
                  ? []
                  : kind === 'army'
                    ? [encodeStep({ step: 'remove', piece: 'army', coalition: loyalty })]
                    : borders.map((border) => encodeStep({ step: 'remove', piece: 'road', border, coalition: loyalty }));
            const found = mine.find((o) => options.includes(o));
            if (found && (kind === 'tribe' || loyalty)) return found;
          }
        }
        return DONE;
      }
      for (const id of arrow) {
        const spy = encodeStep({ step: 'remove', piece: 'spy', owner: id });
        if (options.includes(spy)) return spy;
      }
      return DONE;
    }
    default:
      return DONE;
  }
}

/** A build option for an army, read once: its region and where its block comes from (null: the supply). */
interface BuiltArmy {
  option: string;
  region: Region;
  from: Source | null;
}

/** The army options among build options (paid first, then free), in their order. */
function builtArmies(options: readonly string[]): BuiltArmy[] {
  const armies: BuiltArmy[] = [];
  for (const option of options) {
    const built = decodeStep('build', option);
    if (built?.step === 'build' && built.piece === 'army') armies.push({ option, region: built.region, from: built.from });
  }
  return armies;
}

/** PAMIR-WAKHAN-IMPACT-1: the borders of a region in the order of her region priority (of the region across each). */
function roadOrder(G: ReadState, region: Region): Border[] {
  const order = regionOrder(G);
  return [...REGION_BORDERS[region]].sort((a, b) => order.indexOf(across(a, region)) - order.indexOf(across(b, region)));
}

/** The region across `border` from `region`. */
function across(border: Border, region: Region): Region {
  const [a, b] = borderRegions(border);
  return a === region ? b : a;
}

/**
 * PAMIR-WAKHAN-IMPACT-1: where a piece of hers goes. Spies: on a card of the region where she does not
 * have the most spies, by card priority; roads: one per border, on consecutive borders in her region
 * priority (leftmost first), starting the priority again if roads remain; the piece comes from her supply,
 * else from play by her region priority (sourceChoice).
 */
export function placementChoice(G: PaxState, task: TaskOf<'impact'>, options: Placement[]): Placement {
  const player = task.player;
  const icon = courtCard(task.card).impact[task.step];
  const destinations: Placement['to'][] = [];
  for (const { to } of options) if (!destinations.includes(to)) destinations.push(to);
  let to = destinations[0];
  if (icon === 'spy') {
    const cards = destinations as CardId[];
    const notMost = cards.filter((card) => {
      const where = findInCourts(G, card)!;
      const spies = G.players[where.owner].court[where.index].spies;
      const mine = spies[player] ?? 0;
      return mine === 0 || playerIds(G).some((id) => id !== player && spies[id] >= mine);
    });
    to = topByCardPriority(G, player, notMost.length > 0 ? notMost : cards);
  } else if (icon === 'road') {
    // the card's k-th road goes on the k-th border by region priority, starting again after the last one
    const borders = roadOrder(G, courtCard(task.card).region);
    const k = courtCard(task.card).impact.slice(0, task.step).filter((i) => i === 'road').length;
    const next = borders.map((_, i) => borders[(k + i) % borders.length]).find((border) => destinations.includes(border));
    if (next) to = next;
  }
  return sourceChoice(G, player, options.filter((p) => p.to === to));
}

/**
 * PAMIR-WAKHAN-IMPACT-1, PAMIR-WAKHAN-D-12: how early she takes a piece from a place in play: by the region
 * priority of her AI card (a road by the first of its two regions, then the other; an army before a road),
 * a spy by its card's region, then card priority (with the coalition `dominant` now); gifts (on no region)
 * last, the cheapest space first.
 */
function sourceRank(G: ReadState, player: PlayerID, source: Source, order: readonly Region[], dominant: Coalition | null): number[] {
  const { kind, at } = parseSource(source);
  if (kind === 'army' || kind === 'tribe') return [order.indexOf(at as Region), 0, 0];
  if (kind === 'road') {
    const ranks = borderRegions(at as Border).map((r) => order.indexOf(r)).sort((a, b) => a - b);
    return [ranks[0], 1, ranks[1]];
  }
  if (kind === 'spy') {
    const card = Number(at);
    const priority = cardPriority(G, player, findInCourts(G, card)?.owner ?? player, card, dominant);
    return [order.indexOf(courtCard(card).region), 2, ...priority.map((n) => -n)];
  }
  return [REGIONS.length, 3, Number(at)];
}

/** PAMIR-WAKHAN-IMPACT-1: where a piece of hers comes from: the supply, else the first place in play by her priority. */
export function sourceChoice(G: ReadState, player: PlayerID, options: readonly Placement[]): Placement {
  const supply = options.find((p) => p.from === null);
  if (supply) return supply;
  // the same for every source: found once
  const order = regionOrder(G);
  const dominant = dominantCoalition(G);
  return firstBy(options, (p) => sourceRank(G, player, p.from!, order, dominant), byKeyAsc);
}

/** The same for a source named alone (a gift's cylinder, a built army): null is the supply. */
export function firstSource<T extends string | null>(G: ReadState, player: PlayerID, sources: readonly T[]): T {
  return sourceChoice(G, player, sources.map((from) => ({ to: null, from }))).from as T;
}

/** PAMIR-WAKHAN-CLEANUP-1: the card she discards for a discard task (court or hand). */
export function discardChoice(G: PaxState, player: PlayerID, candidates: CardId[]): CardId {
  const inCourt = G.players[player].court;
  const court = candidates.filter((c) => inCourt.some((s) => s.card === c));
  const pool = court.length > 0 && court.length === candidates.length ? court : candidates.filter((c) => !court.includes(c));
  const list = pool.length > 0 ? pool : candidates;
  return firstBy(list, (card) => discardPriority(G, player, card), byKeyDesc);
}

/**
 * PAMIR-WAKHAN-EVENT-1: her event choices: Pashtunwali keeps the favored suit; Rebuke the first region of her
 * priority with another player's tribe; Rumor names the first player by the red arrow; Other Persuasive
 * Methods the first player by the red arrow whose hand holds cards (else the first player by it).
 */
export function pickChoice(G: PaxState, task: TaskOf<'pick'>): string {
  const options = pickOptions(G, task);
  const arrow = playersByArrow(G, task.player).filter((id) => options.includes(id));
  switch (task.event) {
    case 'pashtunwali':
      return G.favored;
    case 'rebuke':
      for (const region of regionOrder(G)) {
        if (Object.keys(G.regions[region].tribes).some((id) => id !== task.player && G.regions[region].tribes[id] > 0)) return region;
      }
      return regionOrder(G)[0];
    case 'rumor':
      return arrow[0];
    case 'persuasion':
      return arrow.find((id) => G.players[id].hand.length > 0) ?? arrow[0];
  }
}

/** The rule each kind of her step choices follows (her events in the match log cite it). */
const STEP_RULES = { tax: 'PAMIR-WAKHAN-TAX-1', build: 'PAMIR-WAKHAN-BUILD-1', move: 'PAMIR-WAKHAN-MOVE-1', battle: 'PAMIR-WAKHAN-BATTLE-1', prize: 'PAMIR-WAKHAN-BETRAY-1' };

/** PAMIR-WAKHAN-TURN-5: Wakhan makes the choice a task of hers waits for (and logs it, PAMIR-WAKHAN-LOG-1). */
export function decide(G: PaxState, choice: PendingChoice): void {
  switch (choice.kind) {
    case 'answer': {
      const { task } = choice;
      if (task.kind === 'bribe') {
        because(G, 'PAMIR-WAKHAN-D-2', () => answerBribe(G, false)); // she refuses any offer below the full bribe
        return;
      }
      const option = pickChoice(G, task);
      because(G, 'PAMIR-WAKHAN-EVENT-1', () => applyPick(G, option));
      return;
    }
    case 'step': {
      const { task } = choice;
      const option = stepChoice(G, task, choice.options);
      because(G, STEP_RULES[task.kind], () => applyStep(G, option));
      return;
    }
    case 'insurrection': {
      const { task } = choice;
      const placement = sourceChoice(G, task.player, choice.placements);
      place(G, placement); // its event cites PAMIR-ABILITY-INSURRECTION
      return;
    }
    case 'impact': {
      const { task } = choice;
      const placement = placementChoice(G, task, choice.placements);
      because(G, 'PAMIR-WAKHAN-IMPACT-1', () => place(G, placement));
      return;
    }
    case 'discard': {
      const card = discardChoice(G, choice.task.player, choice.cards);
      because(G, 'PAMIR-WAKHAN-CLEANUP-1', () => discard(G, card));
      return;
    }
  }
}
