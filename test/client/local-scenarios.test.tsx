import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { gameEntries } from '../../games';
import type { GameEntry, Scenario } from '../../games/types';
import { LocalPlay } from '../../client/local/local-play';
import { openScenario, ScenarioList } from '../../client/local/ScenarioList';
import { loadLocalMatch } from '../../client/local/load-saved-match';
import { memoryStore } from '../../client/local/saved-matches';
import { startScenario } from '../../client/local/start-local';
import { parseRoute } from '../../client/routes';
import { entry, render, text } from './local-fixtures';

const scenario: Scenario = {
  id: 'oldest-first',
  title: { en: 'The oldest begins', fr: 'Le plus âgé commence' },
  description: { en: 'Seat 1 deals and plays first.', fr: 'La place 1 donne et joue en premier.' },
  rule: 'RP-SETUP-1',
  numPlayers: 4,
  setupData: { firstPlayer: 'seat' },
};
const withScenario: GameEntry = { ...entry, scenarios: [scenario] };

let location: { hash: string };
beforeEach(() => {
  location = { hash: '#/' };
  vi.stubGlobal('window', { location });
});
afterEach(() => vi.unstubAllGlobals());

describe('rulebook positions in the lobby', () => {
  test('listed with title, description and a link to the rule they illustrate, in both languages', () => {
    const en = text(render(<ScenarioList entries={[withScenario]} />));
    expect(en).toContain('The oldest begins');
    expect(en).toContain('Seat 1 deals and plays first.');
    expect(en).toContain('Illustrates RP-SETUP-1');
    expect(render(<ScenarioList entries={[withScenario]} />)).toContain('href="#/rules/res-publica/RP-SETUP-1"');
    const fr = text(render(<ScenarioList entries={[withScenario]} />, 'fr'));
    expect(fr).toContain('Le plus âgé commence');
    expect(fr).toContain('Illustre RP-SETUP-1');
  });

  test('no game with scenarios: no section', () => {
    expect(render(<ScenarioList entries={[{ ...entry, scenarios: [] }]} />)).toBe('');
  });

  test.each(['hotseat', 'teacher'] as const)('started as %s: a match with its players and setup opens at #/saved/<id>', (mode) => {
    const store = memoryStore();
    expect(openScenario(withScenario, scenario, mode, store)).toBeNull();
    const route = parseRoute(location.hash);
    if (route.name !== 'saved') throw new Error(`opened ${location.hash}`);
    const loaded = loadLocalMatch(route.id, store);
    if (!loaded.ok) throw new Error(loaded.problem);
    expect(loaded.saved.mode).toBe(mode);
    expect(loaded.saved.record).toMatchObject({ game: 'res-publica', numPlayers: 4, setupData: { firstPlayer: 'seat' }, moves: [] });
    expect(loaded.saved.seats).toEqual(['human', 'human', 'human', 'human']);
    // seat 1 begins, as the scenario's setup says
    expect(new LocalPlay(loaded.saved.record).state.ctx.currentPlayer).toBe('0');
  });

  test('two starts of one scenario get their own seeds', () => {
    const store = memoryStore();
    const seeds = [startScenario(withScenario, scenario, 'hotseat', store), startScenario(withScenario, scenario, 'hotseat', store)].map((id) => {
      const loaded = loadLocalMatch(id, store);
      return loaded.ok ? loaded.saved.record.seed : null;
    });
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  test('every scenario the games register starts as a match this device can open', () => {
    const store = memoryStore();
    for (const game of gameEntries) {
      for (const registered of game.scenarios) {
        const loaded = loadLocalMatch(startScenario(game, registered, 'teacher', store), store);
        expect(loaded, `${game.game.name}/${registered.id}`).toMatchObject({ ok: true });
      }
    }
  });
});
