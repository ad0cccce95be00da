/**
 * Rulebook positions (games/pax-pamir/scenarios.ts, data/scenarios.ts): each starts through its setup option,
 * shows the key facts of the rulebook's example, keeps every card once and every piece within its supply,
 * hides hands as any position does, and plays on with random moves.
 */
import { describe, expect, test } from 'vitest';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { eventsOf, type LogEvent } from '../../games/log-events';
import { paxPamir } from '../../games/pax-pamir';
import { DOMINANCE_CHECK_IDS } from '../../games/pax-pamir/data/cards';
import { BLOCKS_PER_COALITION, COALITIONS, CYLINDERS_IN_SUPPLY } from '../../games/pax-pamir/data/map';
import { SCENARIO_IDS, SCENARIO_SPECS, type ScenarioSpec } from '../../games/pax-pamir/data/scenarios';
import { validateSetup } from '../../games/pax-pamir/setup-check';
import { influence } from '../../games/pax-pamir/rules/court';
import { dominantCoalition } from '../../games/pax-pamir/rules/dominance';
import { blocksInPlay, cylindersInPlay } from '../../games/pax-pamir/rules/pieces';
import { ruler } from '../../games/pax-pamir/rules/rule';
import { scenarioState } from '../../games/pax-pamir/rules/scenario';
import type { PaxState } from '../../games/pax-pamir/rules/state';
import { bribeToPlay } from '../../games/pax-pamir/rules/turn';
import { SCENARIOS } from '../../games/pax-pamir/scenarios';
import { playerView } from '../../games/pax-pamir/view';

const start = (id: string, seed = 'scenario') => {
  const scenario = SCENARIOS.find((s) => s.id === id)!;
  return new HeadlessMatch(paxPamir.game, { numPlayers: scenario.numPlayers, setupData: scenario.setupData, seed });
};
const G_of = (match: HeadlessMatch) => match.state.G as PaxState;
const lastEvents = (match: HeadlessMatch): LogEvent[] => (match.state.deltalog ?? []).flatMap((entry) => [...eventsOf(entry)]);

/** Every card of the game state, wherever it is. */
function allCards(G: PaxState): number[] {
  const cards = [...G.secret.deck, ...G.discard];
  for (const row of G.market) for (const slot of row) if (slot) cards.push(slot.card);
  for (const id in G.players) {
    const p = G.players[id];
    cards.push(...p.hand, ...p.court.map((slot) => slot.card), ...p.prizes);
  }
  return cards;
}

describe('the scenarios', () => {
  test('each names a position of data/scenarios.ts for its player count and a rule, and its setup data is accepted', () => {
    expect(SCENARIOS.map((s) => s.id).sort()).toEqual([...SCENARIO_IDS].sort());
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(2);
    for (const scenario of SCENARIOS) {
      expect(SCENARIO_SPECS[scenario.id as keyof typeof SCENARIO_SPECS].numPlayers).toBe(scenario.numPlayers);
      expect(validateSetup(scenario.setupData, scenario.numPlayers)).toBeUndefined();
      expect(validateSetup(scenario.setupData, scenario.numPlayers + 1)).toBeDefined();
      expect(scenario.title.fr && scenario.description.en && scenario.description.fr).toBeTruthy();
    }
    expect(paxPamir.scenarios).toBe(SCENARIOS);
  });

  test.each(SCENARIOS.map((s) => [s.id] as const))('%s: starts in the play phase, cards once, pieces within supply, hands hidden, seeded', (id) => {
    const spec = SCENARIO_SPECS[id as keyof typeof SCENARIO_SPECS];
    const match = start(id);
    const G = G_of(match);
    expect(match.ctx.phase).toBe('play');
    expect(match.ctx.currentPlayer).toBe(spec.first);
    expect(G.scenario).toBe(id);
    // PAMIR-SETUP-2: every card at most once; the cards of the position and a full market are there
    const cards = allCards(G);
    expect(new Set(cards).size).toBe(cards.length);
    expect(G.market.flat().every((slot) => slot !== null)).toBe(true);
    expect(cards.filter((c) => DOMINANCE_CHECK_IDS.includes(c))).toHaveLength(4);
    for (const c of COALITIONS) expect(blocksInPlay(G, c)).toBeLessThanOrEqual(BLOCKS_PER_COALITION);
    for (const id in G.players) {
      expect(G.players[id].loyalty).toBe(spec.players[id].loyalty);
      expect(cylindersInPlay(G, id)).toBeLessThanOrEqual(CYLINDERS_IN_SUPPLY);
    }
    // PAMIR-HIDDEN-1: another seat and a spectator see counts, not hands
    for (const viewer of [null, ...Object.keys(G.players)]) {
      const view = playerView(G, viewer);
      for (const seat in G.players) if (seat !== viewer) expect(view.players[seat].hand).toBeNull();
    }
    // the same seed deals the same game; another seed deals the rest differently
    expect(G_of(start(id))).toEqual(G);
    expect(G_of(start(id, 'other')).secret.deck).not.toEqual(G.secret.deck);
  });

  test.each(SCENARIOS.flatMap((s) => ['a', 'b', 'c'].map((seed) => [s.id, seed] as const)))('%s: random moves play on (seed %s)', async (id, seed) => {
    const scenario = SCENARIOS.find((s) => s.id === id)!;
    const result = await playRandomGame(paxPamir.game, {
      numPlayers: scenario.numPlayers,
      setupData: scenario.setupData,
      seed,
      maxMoves: paxPamir.moveBudget,
    });
    expect(result.moves).toBeGreaterThan(0);
    expect(result.finished).toBe(true);
  });
});

// p. 7, Ruling a Region: one tribe and two loyal armies rule against two British and two Russian armies.
describe('ruling-kabul (PAMIR-RULE-1, PAMIR-PLAY-1)', () => {
  test('the Afghan player rules Kabul with one tribe and two armies against two British and two Russian armies', () => {
    const G = G_of(start('ruling-kabul'));
    expect(G.regions.kabul.tribes['0']).toBe(1);
    expect(G.regions.kabul.armies).toEqual({ afghan: 2, british: 2, russian: 2 });
    expect(ruler(G, 'kabul')).toBe('0');
    // the British player's Kabul card costs a bribe of the ruler's one tribe
    expect(G.players['1'].hand).toEqual([9]);
    expect(bribeToPlay(G, '1', 9)).toEqual({ amount: 1, to: '0' });
  });

  test('playing the card pays the ruler; an offer of nothing waits for the ruler, who may refuse it', () => {
    const paid = start('ruling-kabul');
    expect(paid.move('1', 'play', [9, 'left', 1])).toEqual({ ok: true });
    expect(lastEvents(paid)[0]).toMatchObject({ kind: 'card-played', rule: 'PAMIR-PLAY-2', player: '1', card: 9, bribe: 1, to: '0' });
    expect(G_of(paid).players['0'].rupees).toBe(5);

    const offered = start('ruling-kabul');
    expect(offered.move('1', 'play', [9, 'left', 0])).toEqual({ ok: true });
    expect(lastEvents(offered)).toEqual([{ kind: 'bribe-offered', rule: 'PAMIR-PLAY-1', player: '1', card: 9, offer: 0, full: 1, to: '0', action: null }]);
    expect(offered.move('0', 'answerBribe', [false])).toEqual({ ok: true });
    expect(lastEvents(offered)[0]).toMatchObject({ kind: 'bribe-answered', player: '0', accepted: false });
    expect(G_of(offered).players['1'].hand).toEqual([9]);
  });
});

// p. 15, Dominance Checks; the summary: "ajouter les PV des places ex-aequo (par exemple, 5+3 si deux joueurs sont premiers)".
describe('dominance-tie (PAMIR-DOM-1, PAMIR-DOM-3)', () => {
  test('British dominant; its two loyal players tied on influence; the check in the leftmost column is free', () => {
    const G = G_of(start('dominance-tie'));
    expect(dominantCoalition(G)).toBe('british');
    expect([influence(G, '0', 'british'), influence(G, '1', 'british')]).toEqual([2, 2]);
    expect(G.market[0][0]).toEqual({ card: 101, rupees: 0 });
  });

  test('buying it scores 5 + 3 shared: 4 points each, nothing for the Russian player, and clears the blocks', () => {
    const match = start('dominance-tie');
    expect(match.move('0', 'buy', [0, 0])).toEqual({ ok: true });
    const check = lastEvents(match).find((e) => e.kind === 'dominance-check');
    expect(check).toMatchObject({ rule: 'PAMIR-DOM-1', dominant: 'british', final: false, points: { 0: 4, 1: 4, 2: 0 } });
    const G = G_of(match);
    expect(Object.values(G.players).map((p) => p.score)).toEqual([4, 4, 0]);
    expect(blocksInPlay(G, 'british')).toBe(0);
  });
});

describe('a wrong position is a problem code, never a throw', () => {
  const base = SCENARIO_SPECS['ruling-kabul'];
  const keep = <T>(items: T[]) => items;
  test.each([
    ['a card twice', { ...base, players: { ...base.players, 0: { ...base.players[0], hand: [9] } } }, 'card-twice'],
    ['an event in a hand', { ...base, players: { ...base.players, 0: { ...base.players[0], hand: [105] } } }, 'not-a-court-card'],
    ['an unknown card', { ...base, market: [{ row: 0, col: 0, card: 999 }] }, 'unknown-card'],
    ['two cards on one market position', { ...base, market: [{ row: 0, col: 1, card: 101 }, { row: 0, col: 1, card: 102 }] }, 'market-position'],
    ['thirteen British blocks', { ...base, armies: { kabul: { british: 13 } } }, 'too-many-blocks'],
    ['eleven tribes of one player', { ...base, tribes: { kabul: { 0: 11 } } }, 'too-many-cylinders'],
    ['a missing seat', { ...base, numPlayers: 3 }, 'players'],
  ] as [string, ScenarioSpec, string][])('%s', (_name, spec, problem) => {
    const result = scenarioState('test', spec, keep);
    expect(result.ok ? 'ok' : result.problem).toBe(problem);
  });
});
