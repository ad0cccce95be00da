/**
 * An online match: the board over socket.io with the seat this browser holds (or as a spectator),
 * the players, whose turn, the connection, the result, and the invite link; the match log beside the board
 * (what happened since this browser last looked summed up on opening) and a link to the rules; and what
 * playing by correspondence adds around it, each in its own component: the waiting room, seats played by
 * bots (standing in, or keeping the seat of a player who left), the deadline, take-back, the chat, notices
 * and the seat's personal link.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { Client, type BoardProps } from 'boardgame.io/react';
import type { GameEntry } from '../../games/types';
import type { Refusal } from '../../server/protocol';
import { ChatFeed, type SocketSeat } from '../chat-socket';
import { ChatPanel } from '../components/ChatPanel';
import { CopyLink } from '../components/CopyLink';
import { DeadlineInfo } from '../components/DeadlineInfo';
import { GameBoard } from '../components/GameBoard';
import { GameResult } from '../components/GameResult';
import { LeftSeatsNotice } from '../components/LeftSeatsNotice';
import { MatchInfo, type SeatInfo } from '../components/MatchInfo';
import { Notice } from '../components/Notice';
import { NotificationSettings } from '../components/NotificationSettings';
import { PersonalLink } from '../components/PersonalLink';
import { RefusalNotice } from '../components/RefusalNotice';
import { RematchActions } from '../components/RematchActions';
import { ServerError } from '../components/ServerError';
import { StandInNotice } from '../components/StandInNotice';
import { TakeBackButton } from '../components/TakeBackButton';
import { WaitingRoom } from '../components/WaitingRoom';
import { correspondenceTexts } from '../correspondence-texts';
import { seatNumber } from '../format';
import { HowToPlay } from '../how-to-play/HowToPlay';
import { automatonNames } from '../automata';
import { useLanguage, useLocalized, useT } from '../i18n';
import { LogPanel } from '../log/LogPanel';
import { SinceSummary } from '../log/SinceSummary';
import { useSinceLastLooked } from '../log/use-since-last-looked';
import { checkSeat, lobby, serverMessage, serverOrigin } from '../lobby-api';
import { MatchSocketLink } from '../match-socket';
import type { StoredMatch } from '../my-matches';
import { refusesSeat, withRefusals } from '../refusals';
import { replayTexts } from '../replay/replay-texts';
import { inviteUrl, pageAddress, routeHash } from '../routes';
import { rulesTexts } from '../rules/rules-texts';
import { deadlineOf, seatRole, seatsByRole, waitingForPlayers, type PublicSeat } from '../seat-roles';
import { lastMoveMayBeTakenBack, offersTakeBack } from '../take-back';
import { texts } from '../texts';
import { seatsToAct, isSeatToAct } from '../../games/engine/acting';
import { useTurnAlert } from '../turn-alert';
import { useTurnDue } from '../use-turn-due';
import { useMyMatches } from '../use-stored';
import { patchingSocketIO } from '../view-patches';

interface MatchContextValue {
  entry: GameEntry;
  matchID: string;
  seat: StoredMatch | undefined;
  lobbyMatch: LobbyAPI.Match;
  forget(gameName: string, matchID: string): void;
}

const MatchContext = createContext<MatchContextValue | null>(null);

function useMatchContext(): MatchContextValue {
  const value = useContext(MatchContext);
  if (!value) throw new Error('match context missing');
  return value;
}

/** The connection of one online match: its socket, and the chat heard on it. */
interface ConnectionContextValue {
  link: MatchSocketLink;
  chat: ChatFeed;
}

const ConnectionContext = createContext<ConnectionContextValue | null>(null);

function useConnectionContext(): ConnectionContextValue {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error('connection context missing');
  return value;
}

/** How long the socket may stay without a state before the screen asks the server why. */
const SYNC_PATIENCE_MS = 4000;

export function MatchScreen({ entry, matchID }: { entry: GameEntry; matchID: string }) {
  const t = useT(texts);
  const { matches, forget } = useMyMatches();
  const gameName = entry.game.name;
  const seat = matches.find((m) => m.gameName === gameName && m.matchID === matchID);
  const [lobbyMatch, setLobbyMatch] = useState<LobbyAPI.Match | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** The credentials the server said no longer hold their seat. */
  const [refused, setRefused] = useState<string | null>(null);
  const credentials = seat?.credentials;
  const playerID = seat?.playerID;

  const load = useCallback(async () => {
    setError(null);
    try {
      setLobbyMatch(await lobby.getMatch(gameName, matchID));
    } catch (caught) {
      return setError(caught);
    }
    if (credentials === undefined || playerID === undefined) return;
    // Ask before connecting: a socket with refused credentials would wait forever.
    const holds = await checkSeat(matchID, playerID, credentials).catch(() => undefined);
    if (holds === false) setRefused(credentials);
  }, [gameName, matchID, playerID, credentials]);

  useEffect(() => {
    void load();
  }, [load]);

  const notFound = error !== null && serverMessage(error).status === 404;
  const seatRefused = seat !== undefined && refused === seat.credentials;
  const refuseSeat = useCallback(() => setRefused(credentials ?? null), [credentials]);
  return (
    <div className="match-screen" data-testid="match-screen">
      {notFound && (
        <Notice kind="error">
          {t('matchNotFound', { matchID })}
          <div className="actions">
            {seat && (
              <button type="button" onClick={() => forget(gameName, matchID)}>
                {t('forget')}
              </button>
            )}
            <a href="#/">{t('backToLobby')}</a>
          </div>
        </Notice>
      )}
      {error !== null && !notFound && <ServerError error={error} onRetry={() => void load()} />}
      {lobbyMatch === null && error === null && <Notice>{t('loading')}</Notice>}
      {lobbyMatch && (
        <MatchContext.Provider value={{ entry, matchID, seat, lobbyMatch, forget }}>
          {seatRefused ? (
            <SeatRefused />
          ) : (
            // A new seat (joined, left) means a new connection.
            <OnlineMatch key={credentials ?? 'spectator'} entry={entry} matchID={matchID} seat={seat} onSeatRefused={refuseSeat} />
          )}
        </MatchContext.Provider>
      )}
    </div>
  );
}

/** The server says this browser's credentials no longer hold the seat: say so, offer a way on. */
function SeatRefused() {
  const t = useT(texts);
  const localized = useLocalized();
  const { entry, matchID, seat, lobbyMatch, forget } = useMatchContext();
  const seats = useSeatInfos(lobbyMatch.players, false);
  return (
    <>
      <MatchInfo
        title={localized(entry.title)}
        seats={seats}
        viewer={null}
        acting={null}
        gameover={undefined}
        connection="refused"
      />
      {seat && <SeatLost seat={seat} forget={forget} text={t('credentialsRefused', { seat: seatNumber(seat.playerID) })} />}
      <InviteLine gameName={entry.game.name} matchID={matchID} />
    </>
  );
}

function SeatLost({ seat, forget, text }: { seat: StoredMatch; forget: MatchContextValue['forget']; text: string }) {
  const t = useT(texts);
  return (
    <Notice kind="error" testId="connection-problem">
      {text}
      <div className="actions">
        <button type="button" onClick={() => forget(seat.gameName, seat.matchID)}>
          {t('forgetSeat')}
        </button>
        <a href={routeHash({ name: 'join', game: seat.gameName, matchID: seat.matchID })}>{t('joinAgain')}</a>
      </div>
    </Notice>
  );
}

interface OnlineMatchProps {
  entry: GameEntry;
  matchID: string;
  seat: StoredMatch | undefined;
  /** The server refused the seat's credentials on the socket. */
  onSeatRefused(): void;
}

function OnlineMatch({ entry, matchID, seat, onSeatRefused }: OnlineMatchProps) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const connection = useMemo<ConnectionContextValue>(() => {
    const chat = new ChatFeed();
    return { chat, link: new MatchSocketLink([chat.follow]) };
  }, []);
  const OnlineClient = useMemo(
    () =>
      Client({
        game: entry.game,
        board: OnlineBoard,
        loading: Connecting,
        // WebSocket only: no long-polling, so instances behind a proxy need no sticky sessions.
        multiplayer: connection.link.wrap(withRefusals(patchingSocketIO({ server: serverOrigin, socketOpts: { transports: ['websocket'] } }), setRefusal)),
        debug: false,
      }),
    [entry, connection],
  );
  const seatLost = refusal !== null && seat !== undefined && refusesSeat(refusal);
  useEffect(() => {
    if (seatLost) onSeatRefused();
  }, [seatLost, onSeatRefused]);
  return (
    <ConnectionContext.Provider value={connection}>
      {refusal && !seatLost && <RefusalNotice refusal={refusal} onDismiss={() => setRefusal(null)} />}
      <OnlineClient matchID={matchID} playerID={seat?.playerID} credentials={seat?.credentials} />
    </ConnectionContext.Provider>
  );
}

/** The seats as the strip shows them: who holds each; `live` when the connection flags come from the socket. */
function useSeatInfos(players: readonly PublicSeat[], live: boolean): SeatInfo[] {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  return players.map((p) => {
    const role = seatRole(p);
    return {
      id: String(p.id),
      name: p.name ?? t('freeSeatLabel', { n: seatNumber(p.id) }),
      connected: live && role === 'player' ? p.isConnected === true : undefined,
      bot: role === 'bot' || role === 'stand-in' || role === 'left',
      note: role === 'bot' ? tc('botNote') : role === 'stand-in' ? tc('standInNote') : role === 'left' ? tc('leftNote') : undefined,
    };
  });
}

function InviteLine({ gameName, matchID }: { gameName: string; matchID: string }) {
  const t = useT(texts);
  return (
    <div className="invite">
      <span>{t('inviteLine')}</span>
      <CopyLink url={inviteUrl(window.location.href, gameName, matchID)} testId="invite-link" label={t('invite')} />
      <span className="hint">{t('inviteHint')}</span>
    </div>
  );
}

/** The replay of this match: a seat's own while it goes on, anyone's once it is over. */
function ReplayLink({ gameName, matchID }: { gameName: string; matchID: string }) {
  const tr = useT(replayTexts);
  return (
    <p className="replay-link">
      <a href={routeHash({ name: 'replay', game: gameName, matchID })} data-testid="replay-link">
        {tr('replayLink')}
      </a>
    </p>
  );
}

/** The game's rules reference. */
function RulesLink({ gameName }: { gameName: string }) {
  const t = useT(rulesTexts);
  return (
    <p className="rules-link">
      <a href={routeHash({ name: 'rules', game: gameName })} data-testid="rules-link">
        {t('rulesLink')}
      </a>
    </p>
  );
}

/** Each seat's name as the log names it (a free seat has none: the log then says "Player N"). */
function playerNamesOf(players: readonly PublicSeat[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const player of players) if (player.name) names[String(player.id)] = player.name;
  return names;
}

/** Shown until the server sends the match; asks the server why when that takes too long. */
function Connecting() {
  const t = useT(texts);
  const localized = useLocalized();
  const { entry, matchID, seat, lobbyMatch, forget } = useMatchContext();
  const [problem, setProblem] = useState<'stalled' | 'refused' | null>(null);
  const seats = useSeatInfos(lobbyMatch.players, false);

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const holds = seat ? await checkSeat(matchID, seat.playerID, seat.credentials).catch(() => undefined) : undefined;
      if (!cancelled) setProblem(holds === false ? 'refused' : 'stalled');
    }, SYNC_PATIENCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [matchID, seat]);

  return (
    <>
      <MatchInfo
        title={localized(entry.title)}
        seats={seats}
        viewer={seat?.playerID ?? null}
        acting={null}
        gameover={undefined}
        connection={problem === 'refused' ? 'refused' : 'connecting'}
      >
        <InviteLine gameName={entry.game.name} matchID={matchID} />
      </MatchInfo>
      {problem === 'refused' && seat && (
        <SeatLost seat={seat} forget={forget} text={t('credentialsRefused', { seat: seatNumber(seat.playerID) })} />
      )}
      {problem === 'stalled' && (
        <Notice kind="error" testId="connection-problem">
          {t('syncStalled')}
        </Notice>
      )}
      {problem === null && <Notice>{t('connecting')}</Notice>}
    </>
  );
}

function OnlineBoard(props: BoardProps<any>) {
  const t = useT(texts);
  const tc = useT(correspondenceTexts);
  const localized = useLocalized();
  const { entry, matchID, seat, lobbyMatch } = useMatchContext();
  const { link, chat } = useConnectionContext();
  const myMatches = useMyMatches();
  const { ctx, playerID, isConnected } = props;
  const title = localized(entry.title);
  const players: readonly PublicSeat[] = props.matchData ?? lobbyMatch.players;
  const seats = useSeatInfos(players, true);
  const automata = automatonNames(entry, ctx.numPlayers, lobbyMatch.setupData, useLanguage().language);
  const waiting = waitingForPlayers(players);
  const deadline = deadlineOf(lobbyMatch);
  const turnDueAt = useTurnDue(matchID, props._stateID, deadline !== 'none' && !waiting && ctx.gameover === undefined);
  const myTurn = !waiting && isSeatToAct(ctx, playerID);
  const writer: SocketSeat | null = seat && playerID === seat.playerID ? { matchID, playerID, credentials: seat.credentials } : null;
  const playerNames = playerNamesOf(players);
  const sinceLastLooked = useSinceLastLooked(entry.game.name, matchID, props.log.length);
  const logProps = { log: props.log, game: entry.game.name, viewer: playerID, playerNames };

  useEffect(() => {
    document.title = myTurn ? `● ${t('yourTurn')} — ${title}` : title;
  }, [myTurn, title, t]);
  useEffect(() => () => void (document.title = t('appName')), [t]);
  const matchLink = pageAddress(window.location.href, { name: 'match', game: entry.game.name, matchID });
  useTurnAlert(myTurn, { title: tc('turnAlertTitle', { game: title }), body: tc('turnAlertBody'), tag: matchLink });

  return (
    <>
      <MatchInfo
        title={title}
        seats={seats}
        viewer={playerID}
        acting={seatsToAct(ctx)}
        gameover={ctx.gameover}
        waiting={waiting ? tc('waitingIndicator') : undefined}
        automata={automata}
        connection={isConnected ? 'connected' : 'disconnected'}
      >
        {playerID === null && <p className="hint">{t('spectating')}</p>}
        <DeadlineInfo deadline={deadline} dueAt={turnDueAt} />
        {writer && offersTakeBack(ctx, playerID, waiting) && lastMoveMayBeTakenBack(entry.game, props.log, ctx, writer.playerID) && (
          <div className="actions">
            <TakeBackButton link={link} seat={writer} stateID={props._stateID} connected={isConnected} />
          </div>
        )}
        {!waiting && ctx.gameover === undefined && <InviteLine gameName={entry.game.name} matchID={matchID} />}
        {/* Once the match is over, the replay is offered with the result. */}
        {!waiting && writer && ctx.gameover === undefined && <ReplayLink gameName={entry.game.name} matchID={matchID} />}
        <div className="match-help">
          <HowToPlay entry={entry} />
          <RulesLink gameName={entry.game.name} />
        </div>
      </MatchInfo>
      {ctx.gameover !== undefined && (
        <GameResult gameover={ctx.gameover} seats={seats} viewer={playerID} automata={automata}>
          <ReplayLink gameName={entry.game.name} matchID={matchID} />
          {/* The lobby's copy of the match was read before it ended: the end is the socket's. */}
          {writer && seat && <RematchActions stored={seat} match={{ ...lobbyMatch, gameover: ctx.gameover }} held={myMatches.matches} remember={myMatches.remember} />}
        </GameResult>
      )}
      {!sinceLastLooked.dismissed && <SinceSummary {...logProps} since={sinceLastLooked.since} onDismiss={sinceLastLooked.dismiss} />}
      {waiting && <WaitingRoom gameName={entry.game.name} matchID={matchID} players={players} seat={writer ? seat : undefined} />}
      <StandInNotice players={players} seat={writer ? seat : undefined} />
      <LeftSeatsNotice players={players} />
      <div className="match-play">
        <div className="match-board">
          <GameBoard gameName={entry.game.name} title={title} props={props} seatsToTake={waiting ? seatsByRole(players).free : undefined} />
        </div>
        <LogPanel {...logProps} since={sinceLastLooked.since} />
      </div>
      <div className="match-extras">
        <ChatPanel feed={chat} link={link} writer={writer} players={players} connected={isConnected} />
        {writer && seat && (
          <div className="match-extras-side">
            <NotificationSettings seat={seat} />
            <PersonalLink seat={seat} />
          </div>
        )}
      </div>
    </>
  );
}
