/**
 * What an invite link opens: the match's seats, a name, and a seat to take: a free one, or one a bot keeps
 * since its player left the started match.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import type { GameMeta } from '../../games/types';
import { NameSubmit } from '../components/NameSubmit';
import { Notice } from '../components/Notice';
import { ServerError } from '../components/ServerError';
import { correspondenceTexts } from '../correspondence-texts';
import { seatNumber } from '../format';
import { HowToPlay } from '../how-to-play/HowToPlay';
import { useLocalized, useT } from '../i18n';
import { lobby, serverMessage } from '../lobby-api';
import { checkPlayerName } from '../my-matches';
import { navigate } from '../router';
import { joinable, seatRole } from '../seat-roles';
import { texts } from '../texts';
import { useMyMatches, usePlayerName } from '../use-stored';
import { NameField } from './Lobby';
import { SetupSummary } from './SetupSummary';

export function JoinScreen({ entry, matchID }: { entry: GameMeta; matchID: string }) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const localized = useLocalized();
  const gameName = entry.name;
  const [name, setName] = usePlayerName();
  const { matches, remember } = useMyMatches();
  const [match, setMatch] = useState<LobbyAPI.Match | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [seat, setSeat] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joinError, setJoinError] = useState<unknown>(null);
  const held = matches.find((m) => m.gameName === gameName && m.matchID === matchID);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const found = await lobby.getMatch(gameName, matchID);
      setMatch(found);
      const free = found.players.find((p) => seatRole(p) === 'free') ?? found.players.find(joinable);
      setSeat((current) => (current !== null && found.players.some((p) => String(p.id) === current && joinable(p)) ? current : free ? String(free.id) : null));
    } catch (error) {
      setLoadError(error);
    }
  }, [gameName, matchID]);

  useEffect(() => {
    void load();
  }, [load]);

  async function join() {
    const playerName = checkPlayerName(name);
    if (seat === null || playerName === undefined) return; // the button says why
    setBusy(true);
    setJoinError(null);
    try {
      const joined = await lobby.joinMatch(gameName, matchID, { playerID: seat, playerName });
      remember({ gameName, matchID, playerID: joined.playerID, credentials: joined.playerCredentials, playerName });
      navigate({ name: 'match', game: gameName, matchID });
    } catch (error) {
      setJoinError(error);
      setBusy(false);
      void load(); // the seat may have been taken meanwhile
    }
  }

  const title = localized(entry.title);
  const notFound = loadError !== null && serverMessage(loadError).status === 404;
  const free = match ? match.players.filter(joinable) : [];
  return (
    <section className="panel join-screen" data-testid="join-screen">
      <h1>{t('joinTitle', { game: title })}</h1>
      <HowToPlay entry={entry} />
      {notFound && <Notice kind="error">{t('matchNotFound', { matchID })}</Notice>}
      {loadError !== null && !notFound && <ServerError error={loadError} onRetry={() => void load()} />}
      {!match && loadError === null && <p className="hint">{t('loading')}</p>}
      {held && (
        <Notice>
          {t('alreadyIn', { seat: seatNumber(held.playerID), name: held.playerName })}{' '}
          <button type="button" className="primary" onClick={() => navigate({ name: 'match', game: gameName, matchID })}>
            {t('openMyMatch')}
          </button>
        </Notice>
      )}
      {match && (
        <>
          <SetupSummary entry={entry} setupData={match.setupData} numPlayers={match.players.length} />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void join();
            }}
          >
            <fieldset className="seats">
              <legend>{t('joinSeat')}</legend>
              {match.players.map((p) => (
                <label key={p.id} className={joinable(p) ? 'seat' : 'seat taken'}>
                  <input
                    type="radio"
                    name="seat"
                    value={String(p.id)}
                    disabled={!joinable(p)}
                    checked={seat === String(p.id)}
                    onChange={() => setSeat(String(p.id))}
                  />
                  <span>
                    {t('seatNumberLabel', { n: seatNumber(p.id) })}{' '}
                    {seatRole(p) === 'left' ? tc('leftJoinable', { name: p.name! }) : (p.name ?? t('freeSeat'))}
                  </span>
                </label>
              ))}
            </fieldset>
            {free.length === 0 ? (
              <Notice>
                {t('matchFull')}{' '}
                <button type="button" onClick={() => navigate({ name: 'match', game: gameName, matchID })}>
                  {t('watch')}
                </button>
              </Notice>
            ) : (
              <>
                <NameField name={name} onChange={setName} />
                {joinError !== null && <ServerError error={joinError} />}
                <NameSubmit name={name} label={busy ? t('joining') : t('join_button')} disabled={busy || seat === null} testId="join-button" />
              </>
            )}
          </form>
        </>
      )}
      <p>
        <a href="#/">{t('backToLobby')}</a>
      </p>
    </section>
  );
}
