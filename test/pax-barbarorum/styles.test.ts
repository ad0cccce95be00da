/**
 * BOT-STYLE-1 in Pax Barbarorum (bots/styles.ts): what a builder, a warlord and a balanced seat consider, read from
 * the seat's view, and the seat bots that keep to a style.
 */
import { expect, test } from 'vitest';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { createSeatBot, type Decision } from '../../games/bots/seat-bot';
import { legalActions } from '../../games/pax-barbarorum/rules/legal';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { playerView } from '../../games/pax-barbarorum/view';
import { position } from './position';

const styles = paxBarbarorum.bots.styles!;
const sent = <T,>(x: T): T => JSON.parse(JSON.stringify(x));
const viewOf = (G: PaxState, playerID: string) => sent(playerView({ G, ctx: {} as never, playerID }));
const movesOf = (G: PaxState, playerID: string) => sent(legalActions(G, playerID));
const names = (moves: { move: string }[]) => new Set(moves.map(({ move }) => move));

/** Round 1's diplomacy, three players at peace, seat 0 rich enough for every act. */
const atPeace = () => position({ factions: ['rom', 'car', 'mac'], realm: { rom: { gold: 20, influence: 20 } } });

test('a builder never declares war nor sends a neutral army, and keeps every other act', () => {
  const G = atPeace();
  const all = movesOf(G, '0');
  expect(names(all)).toContain('declareWar');
  const kept = styles.builder.keep(viewOf(G, '0'), '0', all);
  expect(names(kept)).not.toContain('declareWar');
  expect(names(kept)).not.toContain('askNeutral');
  expect(kept).toEqual(all.filter(({ move }) => move !== 'declareWar' && move !== 'askNeutral'));
});

test('a warlord at peace with every player considers only declaring war on one of them', () => {
  const G = atPeace();
  const kept = styles.warlord.keep(viewOf(G, '0'), '0', movesOf(G, '0'));
  expect(kept.every(({ move }) => move === 'declareWar')).toBe(true);
  // not the neutrals, the Greek cities or the factions nobody leads: the other players
  expect(kept.map(({ args }) => args![0]).sort()).toEqual(['car', 'mac']);
});

test('a warlord at war with a player makes no treaty and no peace, and places no Influence order', () => {
  const G = position({ factions: ['rom', 'car', 'mac'], wars: [['rom', 'car']], realm: { rom: { gold: 20, influence: 20 } } });
  G.offers = [{ from: '2', to: '0', kind: 'alliance' }] as PaxState['offers'];
  const all = movesOf(G, '0');
  expect(names(all)).toContain('proposeTreaty');
  expect(names(all)).toContain('acceptTreaty');
  const kept = styles.warlord.keep(viewOf(G, '0'), '0', all);
  for (const peaceful of ['proposeTreaty', 'acceptTreaty', 'neutralPeace']) expect(names(kept)).not.toContain(peaceful);
  expect(names(kept)).toContain('declareWar');
  expect(names(kept)).toContain('ready');

  const orders = position({ factions: ['rom', 'car'], wars: [['rom', 'car']], step: { kind: 'orders', queue: ['0', '1'] } as PaxState['step'] });
  const placing = movesOf(orders, '0');
  expect(placing.some(({ args }) => args[1] === 'influence')).toBe(true);
  const placed = styles.warlord.keep(viewOf(orders, '0'), '0', placing);
  expect(placed.length).toBeGreaterThan(0);
  expect(placed.some(({ args }) => args?.[1] === 'influence')).toBe(false);
});

test('a balanced seat keeps every move', () => {
  const G = atPeace();
  expect(styles.balanced.keep(viewOf(G, '0'), '0', movesOf(G, '0'))).toEqual(movesOf(G, '0'));
});

test('a styled seat bot chooses among its style\'s moves; where the style keeps none, among all', async () => {
  const G = atPeace();
  const decision: Decision = { view: viewOf(G, '0'), ctx: { numPlayers: 3 } as never, playerID: '0' };
  for (let i = 0; i < 12; i++) {
    const choice = await createSeatBot(paxBarbarorum, { kind: 'random', style: 'warlord' }, `warlord-${i}`).choose(decision);
    expect(choice.move).toBe('declareWar');
  }
  const noneKept = { ...styles.builder, keep: () => [] };
  const entry = { ...paxBarbarorum, bots: { ...paxBarbarorum.bots, styles: { ...styles, none: noneKept } } };
  const choice = await createSeatBot(entry, { kind: 'random', style: 'none' }, 'none').choose(decision);
  expect(movesOf(G, '0')).toContainEqual(sent(choice));
});

test('a style the game does not have is refused with the game\'s styles named', () => {
  expect(() => createSeatBot(paxBarbarorum, { kind: 'ismcts', style: 'pirate' }, 's')).toThrow(/no style "pirate".*builder, warlord, balanced/);
});
