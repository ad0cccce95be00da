/** The lobby: the player's name, the games (with their rules), creating a match, my matches and the open matches. */
import { useState } from 'react';
import { catalog } from '../../games/catalog';
import { HowToPlay } from '../how-to-play/HowToPlay';
import { useLocalized, useT } from '../i18n';
import { playerRange } from '../format';
import { checkPlayerName, MAX_NAME_LENGTH } from '../my-matches';
import { replayTexts } from '../replay/replay-texts';
import { navigate } from '../router';
import { routeHash } from '../routes';
import { rulesTexts } from '../rules/rules-texts';
import { texts } from '../texts';
import { useMyMatches, usePlayerName } from '../use-stored';
import { LocalMatchesPanel } from '../local/LocalMatchesPanel';
import { ScenarioList } from '../local/ScenarioList';
import { CreateMatch } from './CreateMatch';
import { MyMatches } from './MyMatches';
import { OpenMatches } from './OpenMatches';

export function NameField({ name, onChange }: { name: string; onChange(name: string): void }) {
  const t = useT(texts);
  const invalid = name.length > 0 && checkPlayerName(name) === undefined;
  return (
    <label className="field name-field">
      <span>{t('yourName')}</span>
      <input
        type="text"
        data-testid="player-name"
        value={name}
        maxLength={MAX_NAME_LENGTH + 20}
        autoComplete="nickname"
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className={invalid ? 'hint error-text' : 'hint'}>{invalid ? t('nameInvalid') : t('nameHint')}</span>
    </label>
  );
}

export function Lobby() {
  const t = useT(texts);
  const tRules = useT(rulesTexts);
  const tr = useT(replayTexts);
  const localized = useLocalized();
  const [name, setName] = usePlayerName();
  const myMatches = useMyMatches();
  const [gameName, setGameName] = useState(catalog[0]?.name ?? '');

  return (
    <div className="lobby">
      <div className="lobby-main">
        <section className="panel">
          <NameField name={name} onChange={setName} />
        </section>
        <CreateMatch gameName={gameName} onGameName={setGameName} playerName={name} remember={myMatches.remember} />
        <MyMatches {...myMatches} />
        <LocalMatchesPanel />
        <p className="replay-file-link">
          <a href="#/replay-file" data-testid="open-record-file">
            {tr('openFile')}
          </a>
        </p>
      </div>
      <div className="lobby-side">
        <section className="panel">
          <h2>{t('games')}</h2>
          <ul className="game-list">
            {catalog.map((entry) => (
              <li key={entry.name} className="game-card" data-testid={`game-${entry.name}`}>
                <h3>{localized(entry.title)}</h3>
                <p>{localized(entry.description)}</p>
                <p className="hint">{playerRange(entry, t)}</p>
                <div className="actions">
                  <button
                    type="button"
                    onClick={() => {
                      setGameName(entry.name);
                      document.getElementById('create')?.scrollIntoView({ behavior: 'smooth' });
                    }}
                  >
                    {t('playOnline')}
                  </button>
                  <button type="button" onClick={() => navigate({ name: 'hotseat', game: entry.name })}>
                    {t('playHotseat')}
                  </button>
                  <button type="button" onClick={() => navigate({ name: 'local', game: entry.name })}>
                    {t('playBots')}
                  </button>
                  <a href={routeHash({ name: 'rules', game: entry.name })} className="button-link" data-testid={`rules-${entry.name}`}>
                    {tRules('rulesLink')}
                  </a>
                </div>
                <HowToPlay entry={entry} level={4} />
              </li>
            ))}
          </ul>
        </section>
        <ScenarioList />
        <OpenMatches myMatches={myMatches.matches} />
      </div>
    </div>
  );
}
