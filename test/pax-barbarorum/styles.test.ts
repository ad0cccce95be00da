/**
 * BOT-STYLE-1 in Pax Barbarorum (bots/styles.ts): what a builder, a warlord, a conqueror (BOT-STYLE-2) and a balanced
 * seat consider, read from the seat's view, and the seat bots that keep to a style.
 */
import { expect, test } from 'vitest';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { createSeatBot, type Decision } from '../../games/bots/seat-bot';
import { NEUTRAL_CAPITAL_TROOPS } from '../../games/pax-barbarorum/data/factions';
import { ASSAULT_MARGIN, campaignOf, strongEnough } from '../../games/pax-barbarorum/bots/campaign';
import { legalActions } from '../../games/pax-barbarorum/rules/legal';
import { total } from '../../games/pax-barbarorum/rules/state';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { playerView } from '../../games/pax-barbarorum/view';
import { position } from './position';

const styles = paxBarbarorum.bots.styles!;
const sent = <T,>(x: T): T => JSON.parse(JSON.stringify(x));
const viewOf = (G: PaxState, playerID: string) => sent(playerView({ G, ctx: {} as never, playerID }));
const movesOf = (G: PaxState, playerID: string) => sent(legalActions(G, playerID));
const names = (moves: { move: string }[]) => new Set(moves.map(({ move }) => move));

/** The provinces where the moves place an Influence order. */
const influenceIn = (moves: { move: string; args?: unknown[] }[]) =>
  moves.filter(({ move, args }) => move === 'placeOrder' && args?.[1] === 'influence').map(({ args }) => args![0]).sort();

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

test('a warlord at war with a player makes no treaty and no peace', () => {
  const G = position({ factions: ['rom', 'car', 'mac'], wars: [['rom', 'car']], realm: { rom: { gold: 20, influence: 20 } } });
  G.offers = [{ from: '2', to: '0', kind: 'alliance' }] as PaxState['offers'];
  const all = movesOf(G, '0');
  expect(names(all)).toContain('proposeTreaty');
  expect(names(all)).toContain('acceptTreaty');
  const kept = styles.warlord.keep(viewOf(G, '0'), '0', all);
  for (const peaceful of ['proposeTreaty', 'acceptTreaty', 'neutralPeace']) expect(names(kept)).not.toContain(peaceful);
  expect(names(kept)).toContain('declareWar');
  expect(names(kept)).toContain('ready');
});

/** Seat 1 (the Carthaginians) with a Move order in Carthago, resolving it at war with Numidia next door. */
function resolvingInCarthago(army: string, tactics: number): PaxState {
  const G = position({
    factions: ['rom', 'car', 'mac'],
    wars: [['car', 'num']],
    armies: { carthago: army },
    hand: { car: { tactics } },
    step: { kind: 'resolve', player: '1', remaining: [], chooser: '0' },
    phase: 'action',
  });
  G.players['1'].orders = { carthago: 'move' };
  G.tokens = { carthago: '1' };
  return G;
}

const intoNumidia = (moves: { move: string; args?: unknown[] }[]) =>
  moves.filter(({ args }) => (args?.[1] as { to?: string } | undefined)?.to === 'numidia');

test('BOT-STYLE-2: a conqueror at peace declares war only on whoever holds the nearest capital it does not hold', () => {
  const G = atPeace();
  // Numidia's capital is one step from Carthago, every other capital further
  expect(styles.conqueror.keep(viewOf(G, '1'), '1', movesOf(G, '1'))).toEqual([{ move: 'declareWar', args: ['num'] }]);
  // Rome's nearest is Taras, the Greek cities' capital two steps away (BARB-D-GREEK-CAPITAL)
  expect(styles.conqueror.keep(viewOf(G, '0'), '0', movesOf(G, '0'))).toEqual([{ move: 'declareWar', args: ['grk'] }]);
  // with Taras taken, the steps count from Taras as well: Pella lies two steps from it, every other capital at least
  // three from Taras and four from Roma, so war on the Macedonians, though a player leads them
  const tarasTaken = position({ factions: ['rom', 'car', 'mac'], armies: { tarentum: 'rom 2s' }, owner: { tarentum: 'rom' }, realm: { rom: { gold: 20, influence: 20 } } });
  expect(styles.conqueror.keep(viewOf(tarasTaken, '0'), '0', movesOf(tarasTaken, '0'))).toEqual([{ move: 'declareWar', args: ['mac'] }]);

  const atWar = position({ factions: ['rom', 'car', 'mac'], wars: [['car', 'num']], realm: { car: { gold: 20, influence: 20 } } });
  const kept = styles.conqueror.keep(viewOf(atWar, '1'), '1', movesOf(atWar, '1'));
  for (const move of ['declareWar', 'proposeTreaty', 'acceptTreaty', 'neutralPeace', 'give']) expect(names(kept)).not.toContain(move);
  expect(names(kept)).toContain('ready');
});

test('BOT-STYLE-2: a conqueror orders its nearest army to march, then cards, troops or gold in its capital, then any order', () => {
  const orders = position({
    factions: ['rom', 'car', 'mac'],
    armies: { tarentum: 'rom 2s' },
    owner: { tarentum: 'rom' },
    step: { kind: 'orders', queue: ['0', '1', '2'] },
    phase: 'orders',
  });
  // Rome holds Taras: its target is Pella, two steps from Taras; its army nearest to it is Taras's own: it marches
  // (BOT-STYLE-3 keeps a soldier there)
  expect(styles.conqueror.keep(viewOf(orders, '0'), '0', movesOf(orders, '0'))).toEqual([{ move: 'placeOrder', args: ['tarentum', 'move'] }]);
  orders.players['0'].orders = { tarentum: 'move' };
  orders.tokens = { tarentum: '0' };
  // then cards to fight with in its capital, while it has fewer than two
  expect(styles.conqueror.keep(viewOf(orders, '0'), '0', movesOf(orders, '0'))).toEqual([{ move: 'placeOrder', args: ['latium', 'train'] }]);
  orders.players['0'].hand.tactics = 2;
  expect(styles.conqueror.keep(viewOf(orders, '0'), '0', movesOf(orders, '0'))).toEqual([{ move: 'placeOrder', args: ['latium', 'recruit'] }]);
  // with no gold, taxes and trade (4 + 2) do not pay the seven pieces' upkeep: gold rather than more troops
  orders.realms.rom!.gold = 0;
  expect(styles.conqueror.keep(viewOf(orders, '0'), '0', movesOf(orders, '0'))).toEqual([{ move: 'placeOrder', args: ['latium', 'economy'] }]);
  orders.realms.rom!.gold = 20;
  orders.players['0'].orders.latium = 'recruit';
  orders.tokens.latium = '0';
  // its campaign's orders placed, every order is considered: an Influence order in its own lands (BOT-STYLE-4)
  const all = movesOf(orders, '0');
  const rest = styles.conqueror.keep(viewOf(orders, '0'), '0', all);
  expect(influenceIn(all)).toEqual(['campania', 'etruria']);
  expect(rest).toEqual(all);
  // unless a cube (5 gold) would leave no gold for the campaign after next round's upkeep: with 5, 5 + 6 - 7 = 4 spare
  orders.realms.rom!.gold = 5;
  const poorer = movesOf(orders, '0');
  expect(influenceIn(poorer)).toEqual(['campania', 'etruria']);
  expect(styles.conqueror.keep(viewOf(orders, '0'), '0', poorer)).toEqual(poorer.filter(({ move, args }) => move !== 'placeOrder' || args![1] !== 'influence'));

  // Carthage's army stands in its capital next to Numidia, too weak to go in: it does not march yet
  const carthage = position({ factions: ['rom', 'car', 'mac'], step: { kind: 'orders', queue: ['1'] }, phase: 'orders' });
  expect(styles.conqueror.keep(viewOf(carthage, '1'), '1', movesOf(carthage, '1'))).toEqual([{ move: 'placeOrder', args: ['carthago', 'train'] }]);
});

test('BOT-STYLE-2: a conqueror goes into the target capital only in strength, and never leaves a capital empty', () => {
  // Numidia's defenders (BARB-D-NEUTRAL-ARMIES) and the margin: as many pieces and cards as both together
  const defenders = total(NEUTRAL_CAPITAL_TROOPS);
  const army = `car ${defenders - 1}s1a1c`; // one piece more than the defenders
  const weak = resolvingInCarthago(army, 0);
  const all = movesOf(weak, '1');
  expect(intoNumidia(all).length).toBeGreaterThan(0);
  expect(styles.conqueror.keep(viewOf(weak, '1'), '1', all)).toEqual([{ move: 'resolveOrder', args: ['carthago', { kind: 'pass' }] }]);

  const strong = resolvingInCarthago(army, ASSAULT_MARGIN);
  const kept = styles.conqueror.keep(viewOf(strong, '1'), '1', movesOf(strong, '1'));
  expect(kept.length).toBeGreaterThan(0);
  for (const { args } of kept) {
    const choice = args![1] as { kind: string; to?: string; s: number; a: number; c: number };
    expect(choice.kind).toBe('move');
    expect(choice.to).toBe('numidia');
    // one piece stays in Carthago, and the others with the margin's cards make what the assault needs
    expect(choice.s + choice.a + choice.c).toBe(defenders);
  }
});

test('BOT-STYLE-2: the assault counts the cards the faction can commit to one battle, and trains for no more', () => {
  // BARB-FACTION-3: the Arverni commit one card a battle, so three in hand count as one, and one is all they train for
  const arverni = position({ factions: ['arv', 'ger', 'rom'], hand: { arv: { tactics: 3 } }, armies: { aeduia: 'arv 2s' }, owner: { aeduia: 'arv' } });
  const plan = campaignOf(viewOf(arverni, '0'), '0', 'arv')!;
  expect([plan.tactics, plan.cardsWanted]).toEqual([1, 1]);
  const garrison = arverni.armies[plan.target]!.reduce((n, a) => n + total(a), 0);
  expect(strongEnough(plan, garrison + ASSAULT_MARGIN - 1)).toBe(true);
  expect(strongEnough(plan, garrison + ASSAULT_MARGIN - 2)).toBe(false);
  // the Germans commit all they hold, and train until they hold two
  const germans = position({ factions: ['ger', 'arv', 'rom'], hand: { ger: { tactics: 3 } } });
  const theirs = campaignOf(viewOf(germans, '0'), '0', 'ger')!;
  expect([theirs.tactics, theirs.cardsWanted]).toEqual([3, 2]);
});

test('BOT-STYLE-2: a conqueror trains Tactics & experience cards while it holds fewer than one assault can use', () => {
  const G = position({
    factions: ['rom', 'car', 'mac'],
    hand: { rom: { tactics: 0 } },
    step: { kind: 'resolve', player: '0', remaining: [], chooser: '0' },
    phase: 'action',
  });
  G.players['0'].orders = { latium: 'train' };
  G.tokens = { latium: '0' };
  const trains = movesOf(G, '0').filter((a) => a.move === 'resolveOrder' && (a.args![1] as { kind: string }).kind === 'train');
  const cardsOf = (moves: { args?: unknown[] }[]) => moves.map(({ args }) => (args![1] as { cards: string[] }).cards.join('+')).sort();
  // two cards in the capital: any two of the four kinds are offered; the conqueror takes two Tactics & experience
  expect(cardsOf(trains)).toContain('spy+sabotage');
  expect(cardsOf(styles.conqueror.keep(viewOf(G, '0'), '0', trains))).toEqual(['tactics+tactics']);
  // holding two already, any cards
  G.players['0'].hand.tactics = 2;
  expect(styles.conqueror.keep(viewOf(G, '0'), '0', trains)).toEqual(trains);
});

test('BOT-STYLE-2: a conqueror commits every card to its assault, never retreats and never demobilises', () => {
  const G = position({ factions: ['rom', 'car', 'mac'], wars: [['car', 'num']], hand: { car: { tactics: 3 } }, armies: { numidia: 'num 2s1a1c, car 4s1a' }, phase: 'action' });
  G.battles = { queue: [], fought: [], current: { province: 'numidia', attacker: 'car', defender: 'num', bonus: [0, 0] } };
  G.step = { kind: 'tactics', waiting: ['1'] };
  const committing = movesOf(G, '1');
  expect(committing.length).toBe(4);
  expect(styles.conqueror.keep(viewOf(G, '1'), '1', committing)).toEqual([{ move: 'commitTactics', args: [3] }]);

  G.step = { kind: 'retreat', player: '1' };
  const retreats = movesOf(G, '1');
  expect(retreats.length).toBeGreaterThan(1);
  expect(styles.conqueror.keep(viewOf(G, '1'), '1', retreats)).toEqual([{ move: 'retreat', args: [null] }]);

  const wealth = position({ factions: ['rom', 'car', 'mac'], step: { kind: 'demobilise', waiting: ['0', '1', '2'] }, phase: 'wealth' });
  const demobilising = movesOf(wealth, '1');
  expect(demobilising.length).toBeGreaterThan(1);
  expect(styles.conqueror.keep(viewOf(wealth, '1'), '1', demobilising)).toEqual([{ move: 'demobilise', args: [[]] }]);
});

/**
 * Rome at war with Carthage, holding Lilybaeum, one of Carthage's starting lands, where Carthage still has a
 * religion cube; Rome rich enough for any Influence order.
 */
function romeInLilybaeum(step: PaxState['step'], phase: PaxState['phase']): PaxState {
  return position({
    factions: ['rom', 'car'],
    wars: [['rom', 'car']],
    armies: { lilybaeum: 'rom 3s', tarentum: 'rom 2s' },
    owner: { lilybaeum: 'rom', tarentum: 'rom' },
    religion: { carthago: { car: 3 }, latium: { rom: 3 }, lilybaeum: { car: 1 } },
    realm: { rom: { gold: 30 } },
    step,
    phase,
  });
}

test('BOT-STYLE-4: a warlord places Influence orders anywhere, its conquests included', () => {
  const G = romeInLilybaeum({ kind: 'orders', queue: ['0', '1'] }, 'orders');
  const all = movesOf(G, '0');
  expect(influenceIn(all)).toEqual(['campania', 'etruria', 'latium', 'lilybaeum', 'tarentum']);
  expect(influenceIn(styles.warlord.keep(viewOf(G, '0'), '0', all))).toEqual(influenceIn(all));
});

test('BOT-STYLE-4: a conqueror places Influence orders anywhere once its campaign orders are placed, not before', () => {
  const G = romeInLilybaeum({ kind: 'orders', queue: ['0', '1'] }, 'orders');
  // Before its campaign's orders, only they are considered: no Influence order anywhere.
  const first = styles.conqueror.keep(viewOf(G, '0'), '0', movesOf(G, '0'));
  expect(first).toHaveLength(1);
  expect(influenceIn(first)).toEqual([]);
  // The campaign's orders placed (a march from Taras, troops in its capital), Influence orders anywhere, its own lands
  // and its conquests alike, and every other order.
  G.players['0'].orders = { latium: 'recruit', tarentum: 'move' };
  G.tokens = { latium: '0', tarentum: '0' };
  const all = movesOf(G, '0');
  expect(influenceIn(all)).toEqual(['campania', 'etruria', 'lilybaeum']);
  expect(styles.conqueror.keep(viewOf(G, '0'), '0', all)).toEqual(all);
});

test('BOT-STYLE-4: a conqueror one capital from victory places no Influence order, and every other order as before', () => {
  // Rome holds Taras and Pella: a third foreign capital wins (BARB-END-2)
  const holding = (pella: boolean) =>
    position({
      factions: ['rom', 'car'],
      wars: [['rom', 'car']],
      armies: { lilybaeum: 'rom 3s', tarentum: 'rom 2s', ...(pella && { macedonia: 'rom 2s' }) },
      owner: { lilybaeum: 'rom', tarentum: 'rom', ...(pella && { macedonia: 'rom' }) },
      realm: { rom: { gold: 30 } },
      step: { kind: 'orders', queue: ['0', '1'] },
      phase: 'orders',
    });
  const withCampaignPlaced = (G: PaxState) => {
    const staging = campaignOf(viewOf(G, '0'), '0', 'rom')!.staging!;
    G.players['0'].orders = { latium: 'recruit', [staging]: 'move' };
    G.tokens = { latium: '0', [staging]: '0' };
    return G;
  };
  const two = withCampaignPlaced(holding(true));
  const all = movesOf(two, '0');
  expect(influenceIn(all).length).toBeGreaterThan(0);
  const kept = styles.conqueror.keep(viewOf(two, '0'), '0', all);
  expect(influenceIn(kept)).toEqual([]);
  expect(kept).toEqual(all.filter(({ move, args }) => move !== 'placeOrder' || args![1] !== 'influence'));
  // Taras alone: Influence orders anywhere
  const one = withCampaignPlaced(holding(false));
  const allWithOne = movesOf(one, '0');
  expect(influenceIn(allWithOne).length).toBeGreaterThan(0);
  expect(styles.conqueror.keep(viewOf(one, '0'), '0', allWithOne)).toEqual(allWithOne);
});

test.each(['warlord', 'conqueror'] as const)('BOT-STYLE-4: a %s resolves its Influence order in conquered land by stripping a rival where it can', (style) => {
  const G = romeInLilybaeum({ kind: 'resolve', player: '0', remaining: [], chooser: '0' }, 'action');
  G.players['0'].orders = { lilybaeum: 'influence' };
  G.tokens = { lilybaeum: '0' };
  const all = movesOf(G, '0').filter((a) => a.move === 'resolveOrder');
  const uses = (moves: readonly { args?: unknown[] }[]) =>
    new Set(moves.map(({ args }) => (args![1] as { use?: string }).use ?? (args![1] as { kind: string }).kind));
  expect(uses(all)).toContain('religion');
  expect(uses(all)).toContain('purge');
  const kept = styles[style].keep(viewOf(G, '0'), '0', all);
  expect(kept.length).toBeGreaterThan(0);
  expect(uses(kept)).toEqual(new Set(['purge']));
  // With no rival's cube or token within reach, any use of the order: here, a cube of its own.
  G.religion = { latium: { rom: 3 } };
  const nothingToStrip = movesOf(G, '0').filter((a) => a.move === 'resolveOrder');
  expect(uses(styles[style].keep(viewOf(G, '0'), '0', nothingToStrip))).toContain('religion');
});

test('a balanced seat keeps every move that leaves no capital it holds empty', () => {
  const G = atPeace();
  expect(styles.balanced.keep(viewOf(G, '0'), '0', movesOf(G, '0'))).toEqual(movesOf(G, '0'));
});

/** A resolution's or a demobilisation's pieces taken out of Carthago. */
const outOfCarthago = ({ move, args }: { move: string; args?: unknown[] }): number => {
  if (move === 'resolveOrder') {
    const choice = args![1] as { kind: string; s?: number; a?: number; c?: number };
    return args![0] === 'carthago' && choice.kind === 'move' ? (choice.s ?? 0) + (choice.a ?? 0) + (choice.c ?? 0) : 0;
  }
  if (move === 'demobilise') {
    return (args![0] as { province: string; s: number; a: number; c: number }[])
      .filter((d) => d.province === 'carthago')
      .reduce((n, d) => n + d.s + d.a + d.c, 0);
  }
  return 0;
};

test('BOT-STYLE-3: no style marches or demobilises the last pieces out of a capital it holds', () => {
  const marching = resolvingInCarthago('car 1s1c', 0);
  const all = movesOf(marching, '1');
  // the legal moves include marching both pieces out, which would leave Carthago to whoever walks in
  expect(all.some((choice) => outOfCarthago(choice) === 2)).toBe(true);
  for (const style of ['builder', 'warlord', 'balanced', 'conqueror']) {
    const kept = styles[style].keep(viewOf(marching, '1'), '1', all);
    expect(kept.length, style).toBeGreaterThan(0);
    expect(kept.some((choice) => outOfCarthago(choice) === 2), style).toBe(false);
  }
  // one piece may go: one stays
  expect(styles.balanced.keep(viewOf(marching, '1'), '1', all).some((choice) => outOfCarthago(choice) === 1)).toBe(true);

  const wealth = position({ factions: ['rom', 'car', 'mac'], armies: { carthago: 'car 1s' }, step: { kind: 'demobilise', waiting: ['0', '1', '2'] }, phase: 'wealth' });
  const demobilising = movesOf(wealth, '1');
  expect(demobilising.some((choice) => outOfCarthago(choice) === 1)).toBe(true);
  for (const style of ['builder', 'warlord', 'balanced']) {
    const kept = styles[style].keep(viewOf(wealth, '1'), '1', demobilising);
    expect(kept.some((choice) => outOfCarthago(choice) > 0), style).toBe(false);
    // the pieces elsewhere may still go
    expect(kept.length, style).toBe(demobilising.length - 1);
  }
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
  expect(() => createSeatBot(paxBarbarorum, { kind: 'ismcts', style: 'pirate' }, 's')).toThrow(/no style "pirate".*builder, warlord, balanced, conqueror/);
});

test('BOT-STYLE-2: between capitals equally near, a conqueror marches on one no player holds', () => {
  // The Germans hold Taras: Pella, Roma and Bibracte all lie two steps from it, nearer than from Hercynia
  const held = { armies: { tarentum: 'ger 2s' }, owner: { tarentum: 'ger' } } as const;
  const withMacedonians = position({ factions: ['ger', 'mac', 'rom'], ...held });
  expect(campaignOf(viewOf(withMacedonians, '0'), '0', 'ger')?.target).toBe('aeduia');
  // with nobody leading the Macedonians nor the Romans, none is held by a player: the first in the list of capitals
  const withoutThem = position({ factions: ['ger', 'arv', 'car'], ...held });
  expect(campaignOf(viewOf(withoutThem, '0'), '0', 'ger')?.target).toBe('macedonia');
});

test('BOT-STYLE-2: a conqueror counts the steps from the nearest capital it holds, its conquests included', () => {
  // Roma alone: Taras, two steps away
  expect(campaignOf(viewOf(position({ factions: ['rom', 'arv', 'ger'] }), '0'), '0', 'rom')?.target).toBe('tarentum');
  // holding Taras and Pella: Sarmizegetusa, one step from Pella though five from Roma (from Roma, four capitals lie four away)
  const G = position({
    factions: ['rom', 'arv', 'ger'],
    armies: { tarentum: 'rom 2s', macedonia: 'rom 2s' },
    owner: { tarentum: 'rom', macedonia: 'rom' },
  });
  expect(campaignOf(viewOf(G, '0'), '0', 'rom')?.target).toBe('dacia');
});
