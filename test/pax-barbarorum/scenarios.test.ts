/**
 * Scenarios (games/pax-barbarorum/scenarios.ts): positions from the rulebook a match starts from through its setup
 * data. Each starts as a consistent state, shows the rulebook's key facts, and plays on with the bots' moves.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { eventsOf, type LogEvent } from '../../games/log-events';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { PIECE_SUPPLY } from '../../games/pax-barbarorum/data/constants';
import { isPlayerFaction, PLAYER_FACTIONS, UNITS } from '../../games/pax-barbarorum/data/factions';
import { PROVINCES } from '../../games/pax-barbarorum/data/map';
import { OPTIONS } from '../../games/pax-barbarorum/options';
import { ordersDue } from '../../games/pax-barbarorum/rules/orders';
import { cardsConserved, SCENARIO_IDS, type ScenarioId } from '../../games/pax-barbarorum/rules/scenarios';
import { piecesAt, piecesOf } from '../../games/pax-barbarorum/rules/state';
import type { PaxState } from '../../games/pax-barbarorum/rules/types';
import { SCENARIOS } from '../../games/pax-barbarorum/scenarios';
import { playerView } from '../../games/pax-barbarorum/view';
import { armiesText, play } from './position';

const { game } = paxBarbarorum;
const rules = (file: string) => readFileSync(new URL(`../../games/pax-barbarorum/${file}`, import.meta.url), 'utf8');

const start = (id: ScenarioId) => new HeadlessMatch(game, { numPlayers: 2, setupData: { scenario: id }, seed: `scenario-${id}` });
const G = (m: HeadlessMatch) => m.state.G as PaxState;
const lastEvents = (m: HeadlessMatch): LogEvent[] => (m.state.deltalog ?? []).flatMap((entry) => [...eventsOf(entry)]);

/** A consistent position: cards conserved, pieces within the supply, land held by troops, tokens where they belong. */
function expectConsistent(S: PaxState): void {
  expect(cardsConserved(S)).toBe(true);
  for (const f of PLAYER_FACTIONS) {
    const pieces = piecesOf(S, f);
    for (const u of UNITS) expect(pieces[u], `${f} ${u}`).toBeLessThanOrEqual(PIECE_SUPPLY[u]);
  }
  for (const p of PROVINCES) {
    const owner = S.owner[p];
    if (owner && isPlayerFaction(owner)) expect(piecesAt(S, p, owner), `BARB-HOLD-1: ${owner} in ${p}`).toBeGreaterThan(0);
    const seat = S.tokens[p];
    if (seat !== undefined) {
      expect(S.owner[p], `token in ${p}`).toBe(S.seats[seat]);
      expect(S.players[seat].orders[p]).toBeDefined();
    }
  }
  for (const [seat, priv] of Object.entries(S.players)) {
    for (const p of Object.keys(priv.orders)) expect(S.tokens[p as keyof typeof S.tokens]).toBe(seat);
  }
}

describe('the scenarios and their option', () => {
  test('each scenario names a rule of both rulebooks, a title and a description in both languages, and its option value', () => {
    const option = OPTIONS.find((o) => o.id === 'scenario')!;
    expect(option.kind === 'choice' && option.values.map((v) => v.value)).toEqual(['none', ...SCENARIO_IDS]);
    expect(SCENARIOS.map((s) => s.id)).toEqual([...SCENARIO_IDS]);
    for (const s of SCENARIOS) {
      expect(rules('RULES.md')).toContain(`**${s.rule}**`);
      expect(rules('RULES.fr.md')).toContain(`**${s.rule}**`);
      for (const text of [s.title.en, s.title.fr, s.description.en, s.description.fr]) expect(text.length).toBeGreaterThan(10);
      expect(s.setupData).toEqual({ scenario: s.id });
      expect(game.validateSetupData!(s.setupData, s.numPlayers)).toBeUndefined();
    }
  });

  test('a scenario is a 2-player position without the government module', () => {
    expect(game.validateSetupData!({ scenario: 'mercenary-war' }, 3)).toMatch(/does not apply/);
    expect(game.validateSetupData!({ scenario: 'mercenary-war', government: true }, 2)).toMatch(/government/);
    expect(game.validateSetupData!({ scenario: 'none', government: true }, 2)).toBeUndefined();
    expect(game.validateSetupData!({ scenario: 'no-such-position' }, 2)).toMatch(/cannot be/);
  });

  test('without a scenario, the match starts from the setup', () => {
    const m = new HeadlessMatch(game, { numPlayers: 2, setupData: { scenario: 'none' }, seed: 'none' });
    expect(G(m).step).toEqual({ kind: 'faction', player: '0' });
  });

  test.each(SCENARIO_IDS.map((id) => [id]))('%s starts consistent, and random moves play it on to the end', async (id) => {
    const m = start(id);
    expectConsistent(G(m));
    // Whoever must decide has something to play.
    for (const seat of m.activePlayers) expect(m.enumerate(seat).length).toBeGreaterThan(0);
    expect(m.activePlayers.length).toBeGreaterThan(0);
    const result = await playRandomGame(game, {
      numPlayers: 2,
      setupData: { scenario: id },
      seed: `scenario-bots-${id}`,
      maxMoves: paxBarbarorum.moveBudget,
      afterMove(match) {
        expect(cardsConserved(match.state.G as PaxState)).toBe(true);
      },
    });
    expect(result.finished).toBe(true);
  }, 60_000);
});

describe('the rulebook’s positions', () => {
  test('battle-of-carthage, BARB-BATTLE-1..4: the Romans march on Carthage and the battle runs its steps in order', () => {
    const m = start('battle-of-carthage');
    const S = G(m);
    expect(S.round).toBe(3);
    expect(S.step).toMatchObject({ kind: 'resolve', player: '0' });
    expect(S.seats).toEqual({ '0': 'rom', '1': 'car' });
    expect(S.wars).toEqual(['car:rom']);
    expect(armiesText(S, 'lilybaeum')).toBe('rom 4s1a1c');
    expect(armiesText(S, 'carthago')).toBe('car 2s0a1c');
    expect(S.players['0'].orders).toEqual({ lilybaeum: 'move' });
    // The Romans' order is face down for Carthage.
    expect(playerView({ G: S, ctx: m.state.ctx, playerID: '1' }).players['0'].orders).toEqual({});
    play(m, ['0', 'resolveOrder', 'lilybaeum', { kind: 'move', to: 'carthago', s: 4, a: 1, c: 1 }]);
    expect(lastEvents(m).map((e) => e.kind)).toEqual(['moved', 'land-lost', 'battle', 'capital-assault', 'elephants']);
    // Capital and elephants: two Roman soldiers fall before the cards.
    expect(armiesText(G(m), 'carthago')).toBe('car 2s0a1c, rom 2s1a1c');
    expect(G(m).step).toEqual({ kind: 'tactics', waiting: ['0', '1'] });
    play(m, ['0', 'commitTactics', 2], ['1', 'commitTactics', 1]);
    expect(lastEvents(m).find((e) => e.kind === 'tactics-revealed')).toMatchObject({ attackerCards: 2, defenderCards: 1 });
  });

  test('mercenary-war, BARB-EVENT-1: Carthage cannot pay its troops and the mercenaries rise in its capital', () => {
    const m = start('mercenary-war');
    const S = G(m);
    expect(S.seats['0']).toBe('car');
    expect(S.realms.car!.gold).toBe(0);
    expect(piecesOf(S, 'car')).toEqual({ s: 9, a: 0, c: 1 });
    expect(ordersDue(S, '0')).toBe(3);
    play(m, ['0', 'resolveOrder', 'byzacena', { kind: 'pass' }]);
    const events = lastEvents(m);
    expect(events.find((e) => e.kind === 'upkeep-short')).toMatchObject({ faction: 'car', upkeep: 10, paid: 5, missing: 5 });
    expect(events.find((e) => e.kind === 'mercenary-war')).toMatchObject({ rule: 'BARB-EVENT-1', faction: 'car', rebels: 5, province: 'carthago' });
    expect(G(m).armies.carthago?.find((a) => a.f === 'mer')).toMatchObject({ s: 5 });
    expect(piecesOf(G(m), 'car')).toEqual({ s: 4, a: 0, c: 1 });
  });

  test('spy-and-sabotage, BARB-DIPLO-5, -6: only a revealed order can be sabotaged', () => {
    const m = start('spy-and-sabotage');
    expect(G(m).players['0'].hand).toMatchObject({ spy: 1, sabotage: 1 });
    expect(G(m).tokens.lilybaeum).toBe('1');
    expect(m.move('0', 'sabotage', ['lilybaeum']).ok).toBe(false);
    play(m, ['0', 'spy', 'lilybaeum']);
    expect(G(m).revealed.lilybaeum).toBe('move');
    expect(playerView({ G: G(m), ctx: m.state.ctx, playerID: null }).revealed.lilybaeum).toBe('move');
    play(m, ['0', 'sabotage', 'lilybaeum']);
    expect(G(m).tokens.lilybaeum).toBeUndefined();
    expect(lastEvents(m)[0]).toMatchObject({ kind: 'order-sabotaged', rule: 'BARB-DIPLO-6', owner: 'car', order: 'move' });
    expect(G(m).players['0'].hand).toMatchObject({ spy: 0, sabotage: 0 });
    expect(cardsConserved(G(m))).toBe(true);
  });
});
