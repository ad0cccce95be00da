/**
 * The seats this browser holds, ongoing matches first: whose turn it is in each (polled), open, invite,
 * leave; finished ones with their result and a rematch with the same players. Leaving a match that has
 * started asks first, saying what happens: a bot keeps the seat until someone joins, and the seat is lost.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { findCatalogEntry } from '../../games/catalog';
import type { LobbyErrorCode } from '../../server/protocol';
import { CopyLink } from '../components/CopyLink';
import { Notice } from '../components/Notice';
import { RematchActions } from '../components/RematchActions';
import { ServerError } from '../components/ServerError';
import { correspondenceTexts } from '../correspondence-texts';
import { joinNames, seatNumber } from '../format';
import { automatonNames } from '../automata';
import { dueTime } from '../due-time';
import { useLanguage, useLocalized, useT } from '../i18n';
import { lobbyErrorTexts } from '../lobby-error-texts';
import { fetchStatus, lobby, serverMessage } from '../lobby-api';
import { ConfirmDialog } from '../local/ConfirmDialog';
import type { StoredMatch } from '../my-matches';
import { isOver, resultOf } from '../rematch';
import { replayTexts } from '../replay/replay-texts';
import { inviteUrl, routeHash } from '../routes';
import { navigate } from '../router';
import { hasStarted } from '../seat-roles';
import type { MatchStatus } from '../status';
import { texts } from '../texts';
import { seatsToAct, isSeatToAct } from '../../games/engine/acting';

const POLL_MS = 10_000;

type Details = { match: LobbyAPI.Match } | { gone: true } | { error: unknown };

interface Props {
  matches: StoredMatch[];
  forget(gameName: string, matchID: string): void;
  remember(match: StoredMatch): void;
}

export function MyMatches({ matches, forget, remember }: Props) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const [details, setDetails] = useState<Record<string, Details>>({});
  const [status, setStatus] = useState<Record<string, MatchStatus> | null>(null);
  const [statusFailed, setStatusFailed] = useState(false);

  const refresh = useCallback(async () => {
    const ids = matches.map((m) => m.matchID);
    fetchStatus(ids).then(
      (answer) => {
        setStatus(answer);
        setStatusFailed(false);
      },
      () => setStatusFailed(true),
    );
    const entries = await Promise.all(
      matches.map(async (m): Promise<[string, Details]> => {
        try {
          return [m.matchID, { match: await lobby.getMatch(m.gameName, m.matchID) }];
        } catch (error) {
          return [m.matchID, serverMessage(error).status === 404 ? { gone: true } : { error }];
        }
      }),
    );
    setDetails(Object.fromEntries(entries));
  }, [matches]);

  const over = (m: StoredMatch) => {
    const found = details[m.matchID];
    return status?.[m.matchID]?.gameover === true || (found !== undefined && 'match' in found && isOver(found.match));
  };
  const finished = matches.filter(over);
  const groups = [
    { key: 'ongoing', title: tc('ongoingMatches'), rows: matches.filter((m) => !over(m)) },
    { key: 'finished', title: tc('finishedMatches'), rows: finished },
  ];

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  return (
    <section className="panel" data-testid="my-matches">
      <h2>{t('myMatches')}</h2>
      {matches.length === 0 && <p className="hint">{t('noMyMatches')}</p>}
      {groups.map(
        ({ key, title, rows }) =>
          rows.length > 0 && (
            <div key={key} className="match-group" data-testid={`my-matches-${key}`}>
              {finished.length > 0 && <h3>{title}</h3>}
              <ul className="match-list">
                {rows.map((m) => (
                  <MyMatchRow
                    key={`${m.gameName}/${m.matchID}`}
                    stored={m}
                    details={details[m.matchID]}
                    status={status?.[m.matchID]}
                    statusFailed={statusFailed}
                    held={matches}
                    forget={forget}
                    remember={remember}
                  />
                ))}
              </ul>
            </div>
          ),
      )}
    </section>
  );
}

/** Why leaving failed, then the question whether to forget the match anyway. */
function leaveRefused(
  error: unknown,
  t: (key: 'forgetHint' | 'forgetAnyway', params?: { message: string }) => string,
  tCode: (code: LobbyErrorCode) => string,
): string {
  const { status, code, text } = serverMessage(error);
  // A translated refusal is a sentence of its own; the server's raw text fits in parentheses.
  if (code !== undefined) return `${tCode(code)} ${t('forgetAnyway')}`;
  return t('forgetHint', { message: text || `HTTP ${status}` });
}

function MyMatchRow({
  stored,
  details,
  status,
  statusFailed,
  held,
  forget,
  remember,
}: {
  stored: StoredMatch;
  details?: Details;
  status?: MatchStatus;
  statusFailed: boolean;
  held: readonly StoredMatch[];
  forget: Props['forget'];
  remember: Props['remember'];
}) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const tCode = useT(lobbyErrorTexts);
  const tr = useT(replayTexts);
  const localized = useLocalized();
  const { language } = useLanguage();
  const entry = findCatalogEntry(stored.gameName);
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaveError, setLeaveError] = useState<unknown>(null);
  const match = details && 'match' in details ? details.match : undefined;
  const gone = details !== undefined && 'gone' in details;

  const nameOf = (seat: string) => match?.players.find((p) => String(p.id) === seat)?.name ?? t('seatNumber', { n: seatNumber(seat) });

  let turn: { text: string; mine: boolean } = { text: statusFailed ? t('statusUnknown') : '…', mine: false };
  if (status) {
    const info = { currentPlayer: status.currentPlayer, activePlayers: status.activePlayers, gameover: status.gameover };
    if (status.gameover) {
      const automata = match && entry ? automatonNames(entry, match.players.length, match.setupData, language) : {};
      const result = match && resultOf(match, t, automata);
      turn = { text: result ? `${t('statusOver')} — ${result}` : t('statusOver'), mine: false };
    }
    else if (isSeatToAct(info, stored.playerID)) turn = { text: t('statusYourTurn'), mine: true };
    else turn = { text: t('statusWaiting', { names: joinNames(seatsToAct(info).map(nameOf), t('and')) }), mine: false };
  }

  /** A match not started is left at once; one that has started (or that could not be read) is asked about first. */
  async function askToLeave() {
    const known = match ?? (await lobby.getMatch(stored.gameName, stored.matchID).catch(() => undefined));
    if (known && !hasStarted(known)) await leave();
    else setConfirming(true);
  }

  async function leave() {
    setConfirming(false);
    setLeaving(true);
    setLeaveError(null);
    try {
      await lobby.leaveMatch(stored.gameName, stored.matchID, { playerID: stored.playerID, credentials: stored.credentials });
      forget(stored.gameName, stored.matchID);
    } catch (error) {
      setLeaveError(error);
      setLeaving(false);
    }
  }

  const title = entry ? localized(entry.title) : stored.gameName;
  return (
    <li className={turn.mine ? 'match-row my-turn' : 'match-row'} data-testid="my-match">
      <div className="match-row-head">
        <strong>{title}</strong>
        <span className="hint"> — {t('seatOf', { seat: seatNumber(stored.playerID), name: stored.playerName })}</span>
      </div>
      {match && <div className="hint">{joinNames(match.players.filter((p) => p.name).map((p) => p.name as string), t('and'))}</div>}
      {gone ? (
        <Notice kind="warning">{t('matchGone')}</Notice>
      ) : (
        <div className={turn.mine ? 'turn mine' : 'turn'} data-testid="my-match-turn">
          {turn.text}
          {status?.turnDueAt !== undefined && !status.gameover && (
            <span className="hint" data-testid="my-match-due">
              {' '}
              ({tc('myMatchDue', { due: dueTime(status.turnDueAt, language) })})
            </span>
          )}
        </div>
      )}
      {details && 'error' in details && <ServerError error={details.error} />}
      {match && <RematchActions stored={stored} match={match} held={held} remember={remember} />}
      <div className="actions">
        {!gone && (
          <button type="button" className="primary" onClick={() => navigate({ name: 'match', game: stored.gameName, matchID: stored.matchID })}>
            {t('open')}
          </button>
        )}
        {!gone && (
          <a className="button-link" href={routeHash({ name: 'replay', game: stored.gameName, matchID: stored.matchID })} data-testid="my-match-replay">
            {tr('replayLink')}
          </a>
        )}
        {gone ? (
          <button type="button" onClick={() => forget(stored.gameName, stored.matchID)}>
            {t('forget')}
          </button>
        ) : (
          <button type="button" disabled={leaving} onClick={() => void askToLeave()}>
            {leaving ? t('leaving') : t('leave')}
          </button>
        )}
      </div>
      {!gone && <CopyLink url={inviteUrl(window.location.href, stored.gameName, stored.matchID)} label={t('invite')} />}
      {confirming && (
        <ConfirmDialog
          testId="confirm-leave"
          message={tc('confirmLeaveStarted', { game: title })}
          confirmLabel={tc('confirmLeave')}
          onConfirm={() => void leave()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {leaveError !== null && (
        <Notice kind="error">
          {leaveRefused(leaveError, t, tCode)}{' '}
          <button type="button" onClick={() => forget(stored.gameName, stored.matchID)}>
            {t('forget')}
          </button>
        </Notice>
      )}
    </li>
  );
}
