/**
 * What a personal link opens (`#/seat/...`, from a notice): the seat is checked with the server, kept in
 * this browser's "my matches", and the match opens. The credentials leave the address bar at once (the
 * address becomes the match's join link, which a reload of a dead link sensibly lands on), and the match
 * then replaces it, so neither the address nor the history keeps them.
 */
import { useCallback, useEffect, useState } from 'react';
import type { GameMeta } from '../../games/types';
import { Notice } from '../components/Notice';
import { ServerError } from '../components/ServerError';
import { correspondenceTexts } from '../correspondence-texts';
import { useT } from '../i18n';
import { checkSeat, lobby, serverMessage } from '../lobby-api';
import { openPersonalLink, type SeatRoute } from '../personal-link';
import { routeHash } from '../routes';
import { texts } from '../texts';
import { store } from '../use-stored';

export function SeatLinkScreen({ entry, link }: { entry: GameMeta; link: SeatRoute }) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const [state, setState] = useState<'opening' | 'refused' | { error: unknown }>('opening');
  const { matchID, playerID, credentials } = link;
  const game = entry.name;
  const matchHash = routeHash({ name: 'match', game, matchID });

  const open = useCallback(async () => {
    setState('opening');
    try {
      const match = await lobby.getMatch(game, matchID);
      const holds = await checkSeat(matchID, playerID, credentials);
      const outcome = openPersonalLink(store, { name: 'seat', game, matchID, playerID, credentials }, match.players, holds);
      if ('refused' in outcome) return setState('refused');
      window.location.replace(matchHash);
    } catch (error) {
      setState({ error });
    }
  }, [game, matchID, playerID, credentials, matchHash]);

  useEffect(() => {
    window.history.replaceState(window.history.state, '', routeHash({ name: 'join', game, matchID }));
    void open();
  }, [game, matchID, open]);

  const notFound = typeof state === 'object' && serverMessage(state.error).status === 404;
  return (
    <section className="panel join-screen" data-testid="seat-link">
      {state === 'opening' && <Notice>{tc('openingSeat')}</Notice>}
      {state === 'refused' && <Notice kind="warning">{tc('seatLinkRefused')}</Notice>}
      {notFound && <Notice kind="error">{t('matchNotFound', { matchID })}</Notice>}
      {typeof state === 'object' && !notFound && <ServerError error={state.error} onRetry={() => void open()} />}
      <div className="actions">
        {state === 'refused' && (
          <a className="button-link" href={matchHash}>
            {tc('watchMatch')}
          </a>
        )}
        <a href="#/">{t('backToLobby')}</a>
      </div>
    </section>
  );
}
