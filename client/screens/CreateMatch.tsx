/** Create an online match with its player count, options and time per turn, then take its first seat. */
import { useId, useState } from 'react';
import { catalog, findCatalogEntry } from '../../games/catalog';
import { DEADLINES, type Deadline } from '../../server/protocol';
import { initialSetupChoice, isAcceptedChoice, SetupFields, type SetupChoice } from '../components/SetupFields';
import { NameSubmit } from '../components/NameSubmit';
import { ServerError } from '../components/ServerError';
import { correspondenceTexts, DEADLINE_TEXT } from '../correspondence-texts';
import { HowToPlay } from '../how-to-play/HowToPlay';
import { useLocalized, useT } from '../i18n';
import { lobby } from '../lobby-api';
import { checkPlayerName, type StoredMatch } from '../my-matches';
import { navigate } from '../router';
import { texts } from '../texts';

function initialChoice(gameName: string): SetupChoice | undefined {
  const entry = findCatalogEntry(gameName);
  return entry ? initialSetupChoice(entry) : undefined;
}

/** What `POST /games/:name/create` receives: boardgame.io's fields, and the per-turn deadline. */
export function creationBody(choice: SetupChoice, deadline: Deadline) {
  return { numPlayers: choice.numPlayers, setupData: choice.setupData, deadline };
}

interface Props {
  gameName: string;
  onGameName(name: string): void;
  playerName: string;
  remember(match: StoredMatch): void;
}

export function CreateMatch({ gameName, onGameName, playerName, remember }: Props) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const localized = useLocalized();
  const entry = findCatalogEntry(gameName);
  const [choice, setChoice] = useState(() => initialChoice(gameName));
  const [deadline, setDeadline] = useState<Deadline>('none');
  const deadlineHintId = useId();
  const [choiceFor, setChoiceFor] = useState(gameName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (choiceFor !== gameName) {
    // another game was picked: start again from its defaults
    setChoiceFor(gameName);
    setChoice(initialChoice(gameName));
  }

  async function create() {
    if (!entry || !choice) return;
    const name = checkPlayerName(playerName);
    if (name === undefined) return; // the button says why
    setBusy(true);
    setError(null);
    try {
      const { matchID } = await lobby.createMatch(entry.name, creationBody(choice, deadline));
      const joined = await lobby.joinMatch(entry.name, matchID, { playerID: '0', playerName: name });
      remember({ gameName: entry.name, matchID, playerID: joined.playerID, credentials: joined.playerCredentials, playerName: name });
      navigate({ name: 'match', game: entry.name, matchID });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" id="create">
      <h2>{t('createTitle')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label className="field">
          <span>{t('game')}</span>
          <select data-testid="game-select" value={gameName} onChange={(event) => onGameName(event.target.value)}>
            {catalog.map((e) => (
              <option key={e.name} value={e.name}>
                {localized(e.title)}
              </option>
            ))}
          </select>
        </label>
        {entry && <HowToPlay key={entry.name} entry={entry} level={3} />}
        {entry && choice && <SetupFields entry={entry} value={choice} onChange={setChoice} />}
        <label className="field">
          <span>{tc('deadlineLabel')}</span>
          <select
            data-testid="deadline"
            value={deadline}
            aria-describedby={deadlineHintId}
            onChange={(event) => setDeadline(DEADLINES.find((d) => d === event.target.value) ?? 'none')}
          >
            {DEADLINES.map((d) => (
              <option key={d} value={d}>
                {tc(DEADLINE_TEXT[d])}
              </option>
            ))}
          </select>
          <span id={deadlineHintId} className="hint">
            {tc('deadlineHint')}
          </span>
        </label>
        {error !== null && <ServerError error={error} />}
        <NameSubmit
          name={playerName}
          label={busy ? t('creating') : t('create')}
          disabled={busy || !entry || !choice || !isAcceptedChoice(entry, choice)}
          testId="create-match"
        />
      </form>
    </section>
  );
}
