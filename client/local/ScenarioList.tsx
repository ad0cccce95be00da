/**
 * The lobby's rulebook positions: each game's scenarios with what they show and the rule they illustrate
 * (a link into the rules reference), each started as a hotseat or teacher match kept on this device.
 */
import { useState } from 'react';
import { catalog } from '../../games/catalog';
import type { GameMeta, Scenario } from '../../games/types';
import { Notice } from '../components/Notice';
import { useLocalized, useT } from '../i18n';
import { routeHash } from '../routes';
import { localTexts } from './local-texts';
import type { SavedStore } from './saved-matches';
import { savedMatchHash, startScenario } from './start-local';

/** Start a scenario and open it; the message to show when the device refuses to keep it. */
export function openScenario(entry: GameMeta, scenario: Scenario, mode: 'hotseat' | 'teacher', store?: SavedStore): string | null {
  try {
    window.location.hash = savedMatchHash(startScenario(entry, scenario, mode, store));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export function ScenarioList({ entries = catalog, store }: { entries?: readonly GameMeta[]; store?: SavedStore }) {
  const lt = useT(localTexts);
  const localized = useLocalized();
  const [problem, setProblem] = useState<string | null>(null);
  const games = entries.filter((entry) => entry.scenarios.length > 0);
  if (games.length === 0) return null;
  return (
    <section className="panel scenarios" data-testid="scenarios">
      <h2>{lt('scenarios')}</h2>
      <p className="hint">{lt('scenariosHint')}</p>
      {problem && <Notice kind="error">{lt('startFailed', { message: problem })}</Notice>}
      {games.map((entry) => (
        // One game's positions folded: the lobby stays short as the rulebooks' examples grow.
        <details key={entry.name} className="scenario-game">
          <summary>
            {localized(entry.title)} <span className="hint">({entry.scenarios.length})</span>
          </summary>
          <ul className="scenario-list">
            {entry.scenarios.map((scenario) => (
              <li key={scenario.id} data-testid={`scenario-${entry.name}-${scenario.id}`}>
                <strong>{localized(scenario.title)}</strong> <span className="hint">({lt('playersCount', { n: scenario.numPlayers })})</span>
                <p>{localized(scenario.description)}</p>
                <div className="actions">
                  <a href={routeHash({ name: 'rules', game: entry.name, rule: scenario.rule })}>{lt('illustrates', { rule: scenario.rule })}</a>
                  <button type="button" data-testid={`scenario-hotseat-${scenario.id}`} onClick={() => setProblem(openScenario(entry, scenario, 'hotseat', store))}>
                    {lt('modeHotseat')}
                  </button>
                  <button type="button" data-testid={`scenario-teacher-${scenario.id}`} onClick={() => setProblem(openScenario(entry, scenario, 'teacher', store))}>
                    {lt('modeTeacher')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
