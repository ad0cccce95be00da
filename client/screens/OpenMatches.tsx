/** Matches of every game that still have a free seat (one listMatches request per game). */
import { useCallback, useEffect, useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { catalog } from '../../games/catalog';
import { ServerError } from '../components/ServerError';
import { joinNames, relativeTime } from '../format';
import { useLanguage, useLocalized, useT } from '../i18n';
import { lobby } from '../lobby-api';
import type { StoredMatch } from '../my-matches';
import { navigate } from '../router';
import { texts } from '../texts';

const POLL_MS = 15_000;
const SHOWN = 30;

export function hasFreeSeat(match: LobbyAPI.Match): boolean {
  return match.players.some((player) => !player.name);
}

export function OpenMatches({ myMatches }: { myMatches: StoredMatch[] }) {
  const t = useT(texts);
  const localized = useLocalized();
  const { language } = useLanguage();
  const [open, setOpen] = useState<LobbyAPI.Match[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  const refresh = useCallback(async () => {
    try {
      const lists = await Promise.all(catalog.map((entry) => lobby.listMatches(entry.name, { isGameover: false })));
      const matches = lists.flatMap((list) => (Array.isArray(list?.matches) ? list.matches : []));
      setOpen(matches.filter(hasFreeSeat).sort((a, b) => b.createdAt - a.createdAt));
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const mine = new Set(myMatches.map((m) => `${m.gameName}/${m.matchID}`));
  const now = Date.now();
  return (
    <section className="panel" data-testid="open-matches">
      <div className="panel-head">
        <h2>{t('openMatches')}</h2>
        <button type="button" className="link-button" onClick={() => void refresh()}>
          {t('refresh')}
        </button>
      </div>
      {error !== null && <ServerError error={error} onRetry={() => void refresh()} />}
      {open === null && error === null && <p className="hint">{t('loading')}</p>}
      {open !== null && open.length === 0 && <p className="hint">{t('noOpenMatches')}</p>}
      <ul className="match-list">
        {(open ?? []).slice(0, SHOWN).map((match) => {
          const entry = catalog.find((e) => e.name === match.gameName);
          const taken = match.players.filter((p) => p.name);
          const isMine = mine.has(`${match.gameName}/${match.matchID}`);
          return (
            <li key={`${match.gameName}/${match.matchID}`} className="match-row" data-testid="open-match">
              <div className="match-row-head">
                <strong>{entry ? localized(entry.title) : match.gameName}</strong>
              </div>
              <div className="hint">
                {t('seatsTaken', { taken: taken.length, total: match.players.length })}
                {taken.length > 0 && ` — ${joinNames(taken.map((p) => p.name as string), t('and'))}`} ·{' '}
                {t('createdAgo', { time: relativeTime(match.createdAt, now, language) })}
              </div>
              <div className="actions">
                <button
                  type="button"
                  onClick={() => navigate({ name: isMine ? 'match' : 'join', game: match.gameName, matchID: match.matchID })}
                >
                  {isMine ? t('open') : t('join')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
