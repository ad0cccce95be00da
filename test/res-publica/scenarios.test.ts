/**
 * The rulebook scenarios (RP-D-SCENARIO): each starts from its setup data, shows the rulebook's key facts,
 * holds the whole deck with its secrets where they belong, and plays on with random moves to the end.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { eventsOf } from '../../games/log-events';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { CARDS_PER_KIND, KINDS, SET_SIZE } from '../../games/res-publica/data/cards';
import { SCENARIO_IDS, SCENARIO_POSITIONS } from '../../games/res-publica/data/scenarios';
import { drawModes, coloniesOf, nextCityValue } from '../../games/res-publica/rules/build';
import { countCards } from '../../games/res-publica/rules/hand';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { scenarioState } from '../../games/res-publica/rules/scenario';
import { positionProblem } from '../../games/res-publica/rules/setup';
import type { State } from '../../games/res-publica/rules/types';
import { SCENARIOS } from '../../games/res-publica/scenarios';
import { defaultSetupData } from '../../games/setup-options';
import { playerView } from '../../games/res-publica/view';
import { leakedSecrets, viewFilter } from '../contract/secrets';
import { play } from './position';

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

const ruleIds = (file: string) =>
  new Set([...readFileSync(new URL(`../../games/res-publica/${file}`, import.meta.url), 'utf8').matchAll(/^- \*\*(RP-[A-Z0-9-]+)\*\*/gm)].map((m) => m[1]));

function start(id: string, seed = `scenario-${id}`): HeadlessMatch {
  const scenario = SCENARIOS.find((s) => s.id === id)!;
  return new HeadlessMatch(resPublica.game, { numPlayers: scenario.numPlayers, setupData: scenario.setupData, seed });
}
const G = (m: HeadlessMatch) => m.state.G as State;
const lastEvents = (m: HeadlessMatch) => eventsOf(m.state.deltalog!.filter((e) => e.action.type === 'MAKE_MOVE').at(-1)!);

describe('the scenarios as declared', () => {
  test('one per position, each citing a rule of RULES.md and RULES.fr.md, with texts in both languages', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual([...SCENARIO_IDS]);
    expect(resPublica.scenarios).toBe(SCENARIOS);
    for (const scenario of SCENARIOS) {
      expect(ruleIds('RULES.md')).toContain(scenario.rule);
      expect(ruleIds('RULES.fr.md')).toContain(scenario.rule);
      for (const text of [scenario.title.en, scenario.title.fr, scenario.description.en, scenario.description.fr]) expect(text.length).toBeGreaterThan(10);
      expect(scenario.setupData).toEqual({ scenario: scenario.id });
    }
  });

  test('the option `scenario` offers them where they apply, "none" by default, and is refused elsewhere', () => {
    const option = resPublica.options.find((o) => o.id === 'scenario')!;
    expect(option.kind === 'choice' && option.values.map((v) => v.value)).toEqual(['none', ...SCENARIO_IDS]);
    expect(defaultSetupData(resPublica.options, 3)).toEqual({ firstPlayer: 'random', scenario: 'none' });
    expect(defaultSetupData(resPublica.options, 4)).toEqual({ firstPlayer: 'random' });
    const validate = resPublica.game.validateSetupData!;
    for (const scenario of SCENARIOS) {
      expect(validate(scenario.setupData, scenario.numPlayers)).toBeUndefined();
      expect(validate({ ...scenario.setupData, firstPlayer: 'seat' }, scenario.numPlayers)).toBeUndefined();
      expect(validate(scenario.setupData, 4)).toBeDefined();
    }
    expect(validate({ scenario: 'nowhere' }, 3)).toBeDefined();
  });

  test('"none" is the usual setup: four People cards each', () => {
    const m = new HeadlessMatch(resPublica.game, { numPlayers: 3, setupData: { scenario: 'none' }, seed: 'none' });
    for (const id of ['0', '1', '2']) expect(countCards(G(m).players[id].hand)).toBe(4);
  });

  test('a position for the wrong number of players, or with too many cards, is refused with a reason', () => {
    const position = SCENARIO_POSITIONS['seek-a-viking'];
    expect(scenarioState(position, ['0', '1'], { people: [], civilisation: [] })).toMatchObject({ ok: false, problem: 'wrong-player-count' });
    const greedy = { ...position, hands: [{ vikings: 13 }, {}, {}] };
    expect(scenarioState(greedy, ['0', '1', '2'], { people: [], civilisation: [] })).toMatchObject({ ok: false, problem: 'impossible-position' });
  });
});

describe.each(SCENARIO_IDS.map((id) => [id] as const))('scenario %s', (id) => {
  test('starts at seat 0’s turn with the listed hands and sets and the whole deck, the rest face down', () => {
    const m = start(id);
    const position = SCENARIO_POSITIONS[id];
    expect(m.state.ctx.currentPlayer).toBe('0');
    expect(m.state.ctx.activePlayers).toEqual({ 0: 'propose' });
    expect(G(m).trade).toBeNull();
    position.hands.forEach((hand, seat) => {
      for (const kind of KINDS) expect(G(m).players[String(seat)].hand[kind]).toBe(hand[kind] ?? 0);
      expect(G(m).laid[String(seat)]).toEqual(position.laid[seat]);
    });
    expect(positionProblem(G(m))).toBeNull();
    // Every card is somewhere: 12 of each kind in hands, piles and sets together.
    for (const kind of KINDS) {
      let n = [...G(m).secret.people, ...G(m).secret.civilisation].filter((k) => k === kind).length;
      for (const p of Object.values(G(m).players)) n += p.hand[kind];
      for (const sets of Object.values(G(m).laid)) n += sets.filter((s) => s.kind === kind).length * SET_SIZE;
      expect(n, kind).toBe(CARDS_PER_KIND);
    }
    // RP-HIDDEN-1, RP-HIDDEN-2: nobody receives another's hand or the piles.
    const filter = viewFilter(resPublica.game);
    for (const viewer of ['0', '1', '2', null]) {
      expect(leakedSecrets(filter.sync(viewer, m.state, [], m.state), resPublica.secrets(G(m), m.state.ctx, viewer))).toEqual([]);
    }
  });

  test('the same hands whatever the seed; the piles shuffled by it', () => {
    const [a, b] = [start(id, 'one'), start(id, 'two')];
    expect(G(a).players).toEqual(G(b).players);
    expect(G(a).secret.people.length + G(a).secret.civilisation.length).toBe(G(b).secret.people.length + G(b).secret.civilisation.length);
    expect(JSON.stringify(G(a).secret)).not.toBe(JSON.stringify(G(b).secret));
  });

  test.each(['x', 'y'])('random moves play on to the end (seed %s)', async (seed) => {
    const scenario = SCENARIOS.find((s) => s.id === id)!;
    const result = await playRandomGame(resPublica.game, {
      numPlayers: scenario.numPlayers,
      setupData: scenario.setupData,
      seed: `${id}-${seed}`,
      maxMoves: resPublica.moveBudget,
      afterMove(m) {
        expect(positionProblem(m.state.G as State)).toBeNull();
      },
    });
    expect(result.finished).toBe(true);
  });
});

describe('the rulebook’s examples, played from their scenario', () => {
  test('RP-TRADE-2: « je cherche un Viking »; bought with a Huns, the fifth Viking founds a colony', () => {
    const m = start('seek-a-viking');
    expect(G(m).players['0'].hand.vikings).toBe(4);
    expect(['1', '2'].map((id) => G(m).players[id].hand.vikings)).toEqual([1, 1]);
    const seek = parseProposal('seek 1 vikings');
    expect(m.enumerate('0')).toContainEqual({ move: 'propose', args: [seek] });
    play(m, ['0', 'propose', seek], ['1', 'counter', parseBundle('1 huns')], ['2', 'pass'], ['0', 'accept', '1']);
    expect(G(m).players['0'].hand).toMatchObject({ vikings: 5, huns: 0 });
    play(m, ['0', 'lay', 'vikings']);
    expect(G(m).laid['0']).toEqual([{ kind: 'vikings', points: 3 }]);
  });

  test('RP-TRADE-2, RP-TRADE-1: nobody answers, the trade is over', () => {
    const m = start('seek-a-viking');
    play(m, ['0', 'propose', parseProposal('seek 1 vikings')], ['1', 'pass'], ['2', 'pass']);
    expect(lastEvents(m).map((e) => e.kind)).toEqual(['pass', 'no-counter-proposal']);
    expect(m.state.ctx.activePlayers).toEqual({ 0: 'build' });
  });

  test('RP-TRADE-4, RP-TRADE-8: « 2 Arts ou 3 cartes Peuple » for a Metal; player 1 chooses the Huns, then builds the 9', () => {
    const m = start('arts-or-people');
    expect(nextCityValue(G(m).laid)).toBe(9);
    play(m, ['0', 'propose', parseProposal('offer 2 arts or 3 people')], ['1', 'counter', parseBundle('1 metal')], ['2', 'pass']);
    play(m, ['0', 'accept', '1']);
    expect(m.state.ctx.activePlayers).toEqual({ 0: 'deliver' });
    play(m, ['0', 'deliver', { huns: 3 }]);
    expect(G(m).players['0'].hand).toMatchObject({ metal: 5, arts: 2, huns: 0 });
    expect(G(m).players['1'].hand).toMatchObject({ metal: 1, huns: 3 });
    play(m, ['0', 'lay', 'metal']);
    expect(G(m).laid['0'].at(-1)).toEqual({ kind: 'metal', points: 9 });
  });

  test('RP-DRAW-3: three colonies, the choice of draws; three Civilisation cards taken', () => {
    const m = start('three-colonies');
    expect(coloniesOf(G(m).laid['0'])).toBe(3);
    expect(drawModes(3, G(m).secret.people.length, G(m).secret.civilisation.length)).toEqual(['standard', 'civilisation']);
    expect(m.enumerate('0').filter((a) => a.move === 'draw')).toEqual([
      { move: 'draw', args: ['standard'] },
      { move: 'draw', args: ['civilisation'] },
    ]);
    const before = countCards(G(m).players['0'].hand);
    const civilisation = G(m).secret.civilisation.length;
    play(m, ['0', 'draw', 'civilisation']);
    expect(countCards(G(m).players['0'].hand)).toBe(before + 3);
    expect(G(m).secret.civilisation.length).toBe(civilisation - 3);
    expect(lastEvents(m)[0]).toMatchObject({ kind: 'draw', rule: 'RP-DRAW-3', people: 0, civilisation: 3 });
  });

  test('RP-END-1, RP-END-2: the last Civilisation card starts the final round; player 1 plays last', () => {
    const m = start('last-civilisation-card');
    expect(G(m).secret.civilisation).toHaveLength(2);
    expect(coloniesOf(G(m).laid['0'])).toBe(2);
    expect(playerView({ G: G(m), playerID: '1' }).piles.civilisation).toBe(2);
    play(m, ['0', 'draw', 'standard']);
    expect(G(m).secret.civilisation).toEqual([]);
    expect(lastEvents(m).map((e) => e.kind)).toEqual(['draw', 'final-round']);
    play(m, ['1', 'draw', 'standard'], ['2', 'draw', 'standard']);
    expect(m.isOver).toBe(false);
    play(m, ['0', 'draw', 'standard']);
    expect(m.isOver).toBe(true);
    expect(lastEvents(m).map((e) => e.kind)).toEqual(['draw', 'game-end', 'score', 'score', 'score', 'winners']);
  });
});
