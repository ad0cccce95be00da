/**
 * The rulebook positions (PAX-DEC-SCENARIOS): each starts from its setup data, shows the rulebook example's
 * key facts, is a consistent position (every card once, secrets where they belong) and plays on with random
 * moves to the end, keeping its cards.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { eventsOf, type LogEvent } from '../../games/log-events';
import { HeadlessMatch, playRandomGame } from '../../games/headless';
import { pax } from '../../games/pax';
import { cardFace } from '../../games/pax/data/cards';
import { SCENARIO_IDS, SCENARIO_POSITIONS } from '../../games/pax/data/scenarios';
import { game } from '../../games/pax/game';
import { legalActions } from '../../games/pax/rules/actions';
import { canPlay } from '../../games/pax/rules/play';
import { buildPosition, positionProblem } from '../../games/pax/rules/position';
import { finalPosition, finalScore } from '../../games/pax/rules/scoring';
import { strength } from '../../games/pax/rules/symbols';
import type { PaxState } from '../../games/pax/rules/types';
import { SCENARIOS } from '../../games/pax/scenarios';
import { defaultSetupData } from '../../games/setup-options';
import { playerView } from '../../games/pax/view';
import { leakedSecrets, viewFilter } from '../contract/secrets';
import { notation, quietRefusals } from './helpers';
import PaxBoard from '../../client/boards/pax/Board';
import { count, renderBoard } from '../support/render-board';

quietRefusals();

const ruleIds = (file: string) =>
  new Set([...readFileSync(new URL(`../../games/pax/${file}`, import.meta.url), 'utf8').matchAll(/^- \*\*(PAX-[A-Z0-9-]+)\*\*/gm)].map((m) => m[1]));

function start(id: string, seed = `scenario-${id}`): HeadlessMatch {
  const scenario = SCENARIOS.find((s) => s.id === id)!;
  return new HeadlessMatch(game, { numPlayers: scenario.numPlayers, setupData: scenario.setupData, seed });
}
const G = (match: HeadlessMatch) => match.state.G as PaxState;
const lastEvents = (match: HeadlessMatch): LogEvent[] => (match.state.deltalog ?? []).flatMap((entry) => [...eventsOf(entry)]);
const allCards = (state: PaxState) => {
  const cards = [...state.secret.deck, ...state.secret.romeHidden, ...state.rome, ...state.legions.flat()];
  for (const id in state.players) cards.push(...state.players[id].hand, ...state.players[id].drawn, ...state.areas[id]);
  return cards.sort((a, b) => a - b);
};

describe('the scenarios as declared', () => {
  test('one per position, each citing a rule of RULES.md and RULES.fr.md, with texts in both languages', () => {
    expect(SCENARIOS.map((s) => s.id)).toEqual([...SCENARIO_IDS]);
    expect(pax.scenarios).toBe(SCENARIOS);
    for (const scenario of SCENARIOS) {
      expect(ruleIds('RULES.md')).toContain(scenario.rule);
      expect(ruleIds('RULES.fr.md')).toContain(scenario.rule);
      for (const text of [scenario.title.en, scenario.title.fr, scenario.description.en, scenario.description.fr]) expect(text.length).toBeGreaterThan(10);
      expect(scenario.setupData).toEqual({ scenario: scenario.id });
      expect(scenario.numPlayers).toBe(2);
    }
  });

  test('the option `scenario` offers them at 2 players, "none" by default, and is refused elsewhere or with the expansion', () => {
    const option = pax.options.find((o) => o.id === 'scenario')!;
    expect(option.kind === 'choice' && option.values.map((v) => v.value)).toEqual(['none', ...SCENARIO_IDS]);
    expect(defaultSetupData(pax.options, 2)).toEqual({ expansion: false, scenario: 'none' });
    expect(defaultSetupData(pax.options, 3)).toEqual({ expansion: false });
    const validate = game.validateSetupData!;
    for (const scenario of SCENARIOS) {
      expect(validate(scenario.setupData, 2)).toBeUndefined();
      expect(validate({ ...scenario.setupData, expansion: true }, 2)).toBeDefined();
      expect(validate(scenario.setupData, 3)).toBeDefined();
    }
    expect(validate({ scenario: 'nope' }, 2)).toBeDefined();
  });

  test.each(SCENARIO_IDS)('%s: a consistent position (every card once, 2 players\' cards at most, the Primus Conspiratus and the Fleet/Army limit kept)', (id) => {
    const state = buildPosition(SCENARIO_POSITIONS[id], (cards) => cards);
    expect(positionProblem(state)).toBeUndefined();
    const match = start(id);
    expect(positionProblem(G(match))).toBeUndefined();
    expect(match.ctx.phase).toBe('play');
    expect(match.ctx.currentPlayer).toBe(SCENARIO_POSITIONS[id].turn.player);
    expect(match.enumerate(match.ctx.currentPlayer).length).toBeGreaterThan(0);
  });

  test('the check refuses what a position must not be', () => {
    // Shuffled so that the deck holds cards of every category.
    const state = buildPosition(SCENARIO_POSITIONS['buy-example'], (cards) => cards.filter((_, i) => i % 2 === 0).concat(cards.filter((_, i) => i % 2 === 1)));
    const twice = { ...state, rome: [...state.rome, state.legions[0][0]] };
    expect(positionProblem(twice)).toBe('card-twice');
    expect(positionProblem({ ...state, legions: state.legions.slice(1) })).toBe('legion-count');
    // A card of the deck moved into player 2's area.
    const fromDeck = (category: string) => {
      const card = state.secret.deck.find((id) => cardFace(id).category === category)!;
      const secret = { ...state.secret, deck: state.secret.deck.filter((id) => id !== card) };
      return { ...state, secret, areas: { ...state.areas, '1': [...state.areas['1'], card] } };
    };
    // Player 2 has 1 Land and 1 Fleet: a second Fleet breaks the limit; an Intrigue with nobody's Primus Conspiratus.
    expect(positionProblem(fromDeck('fleet'))).toBe('fleet-army-limit');
    expect(positionProblem(fromDeck('intrigue'))).toBe('primus-conspiratus');
    expect(positionProblem({ ...fromDeck('intrigue'), primus: '1' })).toBeUndefined();
  });
});

describe('the scenarios show the rulebook', () => {
  test('PAX-SCORE-2: the scoring example: Rome\'s 2 Senators, 5 Fleets and 4 Armies; scored now, 24 and 22 points', () => {
    const match = start('scoring-example');
    const state = G(match);
    const rome = [...state.rome, ...state.secret.romeHidden];
    expect([strength(rome, 'senator'), strength(rome, 'fleet'), strength(rome, 'army')]).toEqual([2, 5, 4]);
    expect(notation(state.areas['0'])).toBe('A1 F1 F2 L1 L2 R2 W2');
    expect(notation(state.areas['1'])).toBe('A1 A2 I1 I2 R1 S1 W1');
    expect(state.primus).toBe('1');
    const result = finalScore(finalPosition(state));
    expect(result.scores['0'].total).toBe(24);
    expect(result.scores['1'].total).toBe(22);
    expect(result.romeCategories.sort()).toEqual(['army', 'fleet', 'senator']);
    // Only Rome's face-down cards are secret from the players; they are the example's, not the shuffle's.
    expect(notation(state.secret.romeHidden)).toBe('I1 R1 W1');
    expect(state.secret.deck).toEqual([]);
  });

  test.each([
    ['draw', 'endTurn'],
    ['lookAtRome'],
  ])('PAX-SCORE-2 / PAX-END-1: played to its end (%s), the game gives the example\'s 24 and 22 points, the players win', (...moves) => {
    const match = start('scoring-example');
    for (const move of moves) expect(match.move('0', move, []).ok).toBe(true);
    expect(match.isOver).toBe(true);
    const over = match.ctx.gameover as ReturnType<typeof finalScore>;
    expect(over.romeWins).toBe(false);
    expect(over.scores['0'].total).toBe(24);
    expect(over.scores['1'].total).toBe(22);
    expect(over.winners).toEqual(['0']);
    const events = lastEvents(match);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['rome-takes', 'game-end', 'rome-revealed', 'players-win', 'score']));
    expect(events.find((e) => e.kind === 'rome-takes')).toMatchObject({ legion: 1, value: 1 });
    expect(events.filter((e) => e.kind === 'score').map((e) => e.total)).toEqual([24, 22]);
  });

  test('PAX-BUY-1: the buying example: legion I holds a Land and an Intrigue worth 4 Aurei; buying them takes 4 of 5 Aurei', () => {
    const match = start('buy-example');
    expect(notation(G(match).legions[0])).toBe('I1 L1');
    expect(G(match).players['0'].coins).toBe(5);
    expect(match.enumerate('0')).toContainEqual({ move: 'buy', args: [0] });
    const group = G(match).legions[0];
    expect(match.move('0', 'buy', [0]).ok).toBe(true);
    expect(G(match).players['0'].coins).toBe(1);
    expect(G(match).players['0'].hand).toEqual(expect.arrayContaining(group));
    expect(lastEvents(match)).toEqual([{ kind: 'buy', rule: 'PAX-BUY-1', player: '0', legion: 0, cards: group, cost: 4, discount: 0 }]);
  });

  test('PAX-POWER-2: 3 Land and 4 Intrigue allow 4 Fleets: the 1-symbol Fleet may be played, the 2-symbol Fleet may not', () => {
    const match = start('fleet-army-limit');
    const state = G(match);
    expect([strength(state.areas['0'], 'land'), strength(state.areas['0'], 'intrigue'), strength(state.areas['0'], 'fleet')]).toEqual([3, 4, 3]);
    const [fleet1, fleet2, army2] = state.players['0'].hand;
    expect(notation([fleet1, fleet2, army2])).toBe('A2 F1 F2');
    expect(canPlay(state, '0', fleet1)).toBe(true);
    expect(canPlay(state, '0', fleet2)).toBe(false);
    expect(canPlay(state, '0', army2)).toBe(true);
    const plays = legalActions(state, 'play', '0', '0').filter((a) => a.move === 'play').map((a) => a.args[0]);
    expect(plays.sort()).toEqual([fleet1, army2].sort());
    expect(match.move('0', 'play', [fleet2]).ok).toBe(false);
    expect(match.move('0', 'play', [fleet1]).ok).toBe(true);
  });

  test('PAX-POWER-3: with 3 Religion symbols player 1 draws two cards at once and keeps a card only after the third', () => {
    const match = start('religion-draw');
    expect(strength(G(match).areas['0'], 'religion')).toBe(3);
    // « vous pouvez »: the position offers the choice; player 1 uses Religion.
    expect(match.enumerate('0').filter((a) => a.move === 'draw').map((a) => a.args)).toEqual([['religion'], ['one-at-a-time']]);
    expect(match.move('0', 'draw', ['religion']).ok).toBe(true);
    expect(G(match).players['0'].drawn).toHaveLength(2);
    expect(lastEvents(match)[0]).toMatchObject({ kind: 'religion', rule: 'PAX-POWER-3', used: true, atOnce: 2 });
    expect(lastEvents(match)[1]).toMatchObject({ kind: 'draw', rule: 'PAX-POWER-3', count: 2 });
    const destinations = (m: HeadlessMatch) => new Set(m.enumerate('0').map((a) => a.args?.[1]));
    expect(destinations(match).has('hand')).toBe(false);
    expect(match.move('0', 'place', [G(match).players['0'].drawn[0], 'legion-0']).ok).toBe(true);
    // The third card is drawn: the two held now, and one of them goes into the hand.
    expect(G(match).players['0'].drawn).toHaveLength(2);
    expect(destinations(match).has('hand')).toBe(true);
  });
});

describe('the scenarios on the board', () => {
  test.each(SCENARIO_IDS)('%s: the board shows the position to each seat and to spectators, with the decision to the player to move', (id) => {
    const match = start(id);
    for (const viewer of ['0', '1', null]) {
      for (const language of ['en', 'fr'] as const) {
        const html = renderBoard(PaxBoard, match, viewer, { language });
        expect(html).toContain(language === 'en' ? 'Legion III' : 'Légion III');
        expect(count(html, 'px-prompt px-mine')).toBe(viewer === match.ctx.currentPlayer ? 1 : 0);
      }
    }
  });
});

describe('the scenarios play on', () => {
  test.each(SCENARIO_IDS)('%s: random moves play to the end, every card kept, no secret sent to another seat', async (id) => {
    const scenario = SCENARIOS.find((s) => s.id === id)!;
    const filter = viewFilter(game);
    for (let i = 0; i < 3; i++) {
      let cards: number[] | undefined;
      const leaks: string[] = [];
      const result = await playRandomGame(game, {
        numPlayers: scenario.numPlayers,
        setupData: scenario.setupData,
        seed: `scenario-${id}-${i}`,
        maxMoves: pax.moveBudget,
        onStart(match) {
          cards = allCards(G(match));
        },
        afterMove(match) {
          expect(allCards(G(match))).toEqual(cards);
          for (const viewer of ['0', '1', null]) {
            leaks.push(...leakedSecrets(filter.update(viewer, match.state), pax.secrets(G(match), match.ctx, viewer)));
            if (viewer !== null) expect(playerView({ G: G(match), ctx: match.ctx, playerID: viewer }).players[viewer].hand).toBeDefined();
          }
        },
      });
      expect(result.finished).toBe(true);
      expect(leaks).toEqual([]);
    }
  });
});
