/**
 * A match kept on this device, played in the page: the record is driven through the game's reducer
 * (LocalPlay), saved after every move, and each board is given one viewer's view only (games/engine/view.ts).
 * `LocalMatchScreen` holds the state and the effects (saving, bots); `LocalMatchView` only draws.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { GameEntry } from '../../games/types';
import { humanSeats, type SeatKind } from '../bots';
import { GameBoard } from '../components/GameBoard';
import { GameResult } from '../components/GameResult';
import { MatchInfo, type SeatInfo } from '../components/MatchInfo';
import { Notice } from '../components/Notice';
import { initialSeating, nextSeating, otherActingHumans, passTo, reveal, type Seating } from '../hotseat';
import { HowToPlay } from '../how-to-play/HowToPlay';
import { automatonNames } from '../automata';
import { useLanguage, useLocalized, useT, type Params } from '../i18n';
import { navigate } from '../router';
import { routeHash } from '../routes';
import { texts } from '../texts';
import { seatsToAct } from '../../games/engine/acting';
import { LogPanel } from '../log/LogPanel';
import { useEntryDescriber } from '../log/use-entry-describer';
import { localBoardProps } from './board-props';
import { afterBotMove, botDelay, changePace, INITIAL_PACE, type BotPace, type PaceChange } from './bot-pace';
import { BotCancelled, chooseBotMove } from './bot-thinker';
import { botSeatToPlay } from './bot-turn';
import { decisionSeed } from '../../games/engine/chooser';
import { BotPaceControl } from './BotPaceControl';
import { ConfirmDialog } from './ConfirmDialog';
import { carryOut, type Question } from './confirmed';
import { isWatched, sceneOf, teacherSeating } from './local-scene';
import { localTexts } from './local-texts';
import { LocalPlay } from './local-play';
import { downloadRecord } from './record-file';
import { viewFor, type Viewer } from '../../games/engine/view';
import { SavedElsewhereError, updateLocalMatch, type SavedMatch, type SavedStore } from './saved-matches';

/** A question waiting for an answer: throwing the match away, or dropping the moves after `step`. */
export type LocalDialog = null | Question;

/** A message above the board, as a text key of `localTexts` and its params. */
export type LocalNotice = null | { key: 'saveFailed' | 'savedElsewhere' | 'botFailed' | 'moveRefused'; params: Params };

/** What to say when saving failed: another tab got there first, or the device refused. */
export function saveProblem(error: unknown): NonNullable<LocalNotice> {
  if (error instanceof SavedElsewhereError) return { key: 'savedElsewhere', params: {} };
  return { key: 'saveFailed', params: { message: (error as Error).message } };
}

export type RenderBoard = (props: BoardProps<any>) => ReactNode;

export interface LocalMatchViewProps {
  entry: GameEntry;
  saved: SavedMatch;
  play: LocalPlay;
  seating: Seating;
  everySeat: boolean;
  dialog: LocalDialog;
  notice: LocalNotice;
  onMove(player: string, move: string, args: unknown[]): void;
  onSeating(seating: Seating): void;
  onEverySeat(everySeat: boolean): void;
  onDialog(dialog: LocalDialog): void;
  onConfirm(): void;
  /** How a board is drawn (tests give a probe); the game's registered board otherwise. */
  renderBoard?: RenderBoard;
  /** The bots' pace, shown when a seat is a bot. */
  pace?: BotPace;
  onPace?(change: PaceChange): void;
}

/** Seat names: the record's when it has them, "Player n" (and the bot kind) otherwise. */
export function useSeatInfos(saved: SavedMatch): SeatInfo[] {
  const t = useT(texts);
  const lt = useT(localTexts);
  const kindName = { novice: lt('noviceBotShort'), club: lt('clubBotShort'), strong: lt('strongBotShort'), random: t('randomBotShort'), mcts: t('mctsBotShort') } as const;
  return saved.seats.map((kind, seat) => {
    const id = String(seat);
    const name = saved.record.players?.[id] ?? t('playerN', { n: seat + 1 });
    if (kind === 'human') return { id, name };
    return { id, name: t('botName', { name, kind: kindName[kind] }), bot: true };
  });
}

export function LocalMatchView(props: LocalMatchViewProps) {
  const { entry, saved, play, seating, everySeat, dialog, notice } = props;
  const t = useT(texts);
  const lt = useT(localTexts);
  const localized = useLocalized();
  const title = localized(entry.title);
  const seats = useSeatInfos(saved);
  const automata = automatonNames(entry, saved.record.numPlayers, saved.record.setupData, useLanguage().language);
  const names = seats.map((seat) => seat.name);
  const nameOf = (id: string) => names[Number(id)] ?? id;
  // "View of Player 2" in a language whose article goes with "player" (« Vue du joueur 2 »), names as they are.
  const viewOf = (id: string) =>
    saved.record.players?.[id] || saved.seats[Number(id)] !== 'human' ? lt('viewOfSeat', { name: nameOf(id) }) : lt('viewOfSeatNumber', { n: Number(id) + 1 });
  const humans = humanSeats(saved.seats);
  const { ctx } = play.state;
  const acting = seatsToAct(ctx);
  const teacher = saved.mode === 'teacher';
  const watched = isWatched(saved.mode, humans);
  const scene = sceneOf(saved.mode, seating, acting, humans, everySeat, saved.record.numPlayers);
  // Paused bots think of nothing: the strip says whom the match waits for instead.
  const infoSeats = props.pace && botDelay(props.pace) === null ? seats.map((seat) => ({ ...seat, bot: false })) : seats;
  const renderBoard: RenderBoard = props.renderBoard ?? ((boardProps) => <GameBoard gameName={entry.game.name} title={title} props={boardProps} />);

  const question =
    dialog?.kind === 'new-game' ? (
      <ConfirmDialog testId="confirm-new-game" message={lt('confirmNewGame')} confirmLabel={lt('throwAway')} onConfirm={props.onConfirm} onCancel={() => props.onDialog(null)} />
    ) : dialog?.kind === 'step-back' ? (
      <ConfirmDialog
        testId="confirm-step-back"
        message={
          dialog.step === 0
            ? lt('confirmStepBackToStart', { count: play.step })
            : lt('confirmStepBack', { step: dialog.step, count: play.step - dialog.step })
        }
        confirmLabel={lt('dropMoves')}
        onConfirm={props.onConfirm}
        onCancel={() => props.onDialog(null)}
      />
    ) : null;

  if (scene.kind === 'pass') {
    return (
      <div className="pass-screen" data-testid="pass-screen">
        <h1>{t('passTo', { name: nameOf(scene.to) })}</h1>
        <p className="hint">{t('passHint')}</p>
        <button type="button" className="primary big" data-testid="reveal" onClick={() => props.onSeating(reveal(scene.to))}>
          {t('iAm', { name: nameOf(scene.to) })}
        </button>
        {scene.others.map((seat) => (
          <button key={seat} type="button" onClick={() => props.onSeating(reveal(seat))}>
            {t('iAm', { name: nameOf(seat) })}
          </button>
        ))}
        {question}
      </div>
    );
  }

  const viewer = scene.boards.length === 1 ? scene.boards[0].viewer : null;
  // A teacher reads the whole log; a person at the screen, what their seat may know.
  const logViewer: Viewer = teacher ? 'all' : viewer;
  const logView = viewFor(entry.game, play.state, play.log, logViewer);
  const playerNames = Object.fromEntries(names.map((name, seat) => [String(seat), name]));
  const others = teacher ? [] : otherActingHumans(seating, acting, humans);
  return (
    <>
      <MatchInfo title={title} seats={infoSeats} viewer={viewer === 'all' || watched ? null : viewer} acting={acting} gameover={ctx.gameover} automata={automata}>
        <div className="actions">
          {props.pace && props.onPace && humans.length < seats.length && ctx.gameover === undefined && <BotPaceControl pace={props.pace} onChange={props.onPace} />}
          {others.length > 0 && <span className="hint">{t('alsoToPlay')}</span>}
          {others.map((seat) => (
            <button key={seat} type="button" onClick={() => props.onSeating(passTo(seating, seat))}>
              {t('passButton', { name: nameOf(seat) })}
            </button>
          ))}
          {(teacher || watched) && (
            <label className="field inline">
              <span>{lt('view')}</span>
              <select
                data-testid={teacher ? 'teacher-view' : 'watch-view'}
                value={everySeat ? 'every' : (seating.shown ?? '')}
                onChange={(event) => {
                  const value = event.target.value;
                  if (value === 'every') return props.onEverySeat(true);
                  props.onEverySeat(false);
                  props.onSeating(value === '' ? { shown: null, pending: null } : reveal(value));
                }}
              >
                {watched && <option value="">{lt('spectatorView')}</option>}
                {seats.map((seat) => (
                  <option key={seat.id} value={seat.id}>
                    {viewOf(seat.id)}
                  </option>
                ))}
                <option value="every">{lt('everySeat')}</option>
              </select>
            </label>
          )}
          <button type="button" data-testid="download-record" onClick={() => downloadRecord(play.record)}>
            {lt('download')}
          </button>
          <button type="button" data-testid="new-game" onClick={() => props.onDialog({ kind: 'new-game' })}>
            {t('newGame')}
          </button>
        </div>
        <HowToPlay entry={entry} />
      </MatchInfo>
      {ctx.gameover !== undefined && (
        <GameResult gameover={ctx.gameover} seats={seats} viewer={viewer === 'all' || watched ? null : viewer} automata={automata}>
          {/* A new match set up as this one was: its setup screen (the finished match stays kept). */}
          <a className="button-link" href={routeHash({ name: saved.mode === 'local' ? 'local' : 'hotseat', game: entry.game.name })} data-testid="play-again">
            {t('playAgain')}
          </a>
          <a href="#/">{t('backToLobby')}</a>
        </GameResult>
      )}
      {notice && (
        <Notice kind="warning" testId="local-notice">
          {lt(notice.key, notice.params)}
        </Notice>
      )}
      <div className="local-play">
        <div className="local-boards">
          {scene.boards.map((shown) => (
            <section key={String(shown.viewer)} className="local-board" data-testid="local-board" data-viewer={String(shown.viewer)}>
              {scene.boards.length > 1 && <h2>{viewOf(String(shown.viewer))}</h2>}
              {renderBoard(
                localBoardProps({ game: entry.game, state: play.state, log: play.log, viewer: shown.viewer, actor: shown.actor, names, onMove: props.onMove }),
              )}
            </section>
          ))}
        </div>
        <div className="local-side">
          {teacher && <MoveList game={entry.game.name} play={play} names={playerNames} onStepBack={(step) => props.onDialog({ kind: 'step-back', step })} />}
          <LogPanel game={entry.game.name} log={logView.log} viewer={logViewer} playerNames={playerNames} />
        </div>
      </div>
      {question}
    </>
  );
}

/** The moves played so far, each a point to go back to (teacher mode), said as the log says them. */
function MoveList({ game, play, names, onStepBack }: { game: string; play: LocalPlay; names: Readonly<Record<string, string>>; onStepBack(step: number): void }) {
  const lt = useT(localTexts);
  const describe = useEntryDescriber({ game, viewer: 'all', playerNames: names });
  const moves = play.record.moves;
  // One log entry per recorded move (the flow's own entries, such as a turn ending, are not moves).
  const entries = play.log.filter((entry) => entry.action.type === 'MAKE_MOVE');
  const point = (step: number, label: string) => (
    <li key={step} className={step === moves.length ? 'current' : undefined}>
      <span>{label}</span>{' '}
      {step === moves.length ? (
        <span className="hint">({lt('now')})</span>
      ) : (
        <button type="button" className="link-button" data-testid={`step-back-${step}`} onClick={() => onStepBack(step)}>
          {lt('goBackHere')}
        </button>
      )}
    </li>
  );
  const label = (index: number) => {
    const move = moves[index];
    const said = entries[index] ? describe(entries[index])?.lines.map((line) => line.text).join(' ') : undefined;
    const text = said || lt('stepMove', { n: index + 1, name: names[move.player] ?? move.player, move: move.move });
    return `${index + 1}. ${text}${move.by === 'bot' ? ` ${lt('byBot')}` : ''}`;
  };
  return (
    <aside className="panel local-moves" data-testid="move-list">
      <h2>{lt('moves')}</h2>
      <ul>
        {point(0, lt('stepStart'))}
        {moves.map((_move, index) => point(index + 1, label(index)))}
      </ul>
    </aside>
  );
}

export function LocalMatchScreen({ entry, saved: opened, store, renderBoard }: { entry: GameEntry; saved: SavedMatch; store?: SavedStore; renderBoard?: RenderBoard }) {
  const lt = useT(localTexts);
  const t = useT(texts);
  const localized = useLocalized();
  const play = useMemo(() => new LocalPlay(opened.record), [opened]);
  const [saved, setSavedState] = useState(opened);
  // Bots and answers may save from a callback made before the last save was drawn: they read the latest here.
  const latest = useRef(opened);
  const setSaved = (next: SavedMatch) => {
    latest.current = next;
    setSavedState(next);
  };
  const [version, setVersion] = useState(0);
  const humans = useMemo(() => humanSeats(saved.seats), [saved.seats]);
  const teacher = saved.mode === 'teacher';
  const { ctx } = play.state;
  const acting = seatsToAct(ctx);
  // The seating as last set, and at which version of the match (how many changes ago) it was set.
  const [kept, setKept] = useState(() => ({ seating: teacher ? teacherSeating(initialSeating([]), acting) : initialSeating(humans), version: 0 }));
  const [everySeat, setEverySeat] = useState(false);
  const [dialog, setDialog] = useState<LocalDialog>(null);
  const [notice, setNotice] = useState<LocalNotice>(null);
  const [pace, setPace] = useState<BotPace>(INITIAL_PACE);
  // Derived while drawing, so no frame ever shows a seat that should be hidden: people pass the device
  // when the seat to act changes; a teacher's view follows the seat to act after a move, and otherwise
  // stays where the teacher put it.
  const seating = teacher
    ? kept.version === version
      ? kept.seating
      : teacherSeating(kept.seating, acting)
    : nextSeating(kept.seating, acting, humans, ctx.gameover !== undefined);
  useEffect(() => {
    if (seating !== kept.seating || kept.version !== version) setKept({ seating, version });
  });
  const setSeating = (next: Seating) => setKept({ seating: next, version });

  const title = localized(entry.title);
  useEffect(() => {
    const key = saved.mode === 'hotseat' ? 'hotseatTitle' : saved.mode === 'local' ? 'botsTitle' : null;
    document.title = key ? t(key, { game: title }) : lt('teacherTitle', { game: title });
    return () => void (document.title = t('appName'));
  }, [saved.mode, title, t, lt]);

  const keep = () => {
    try {
      setSaved(updateLocalMatch({ ...latest.current, record: play.record }, store));
    } catch (error) {
      setNotice(saveProblem(error));
    }
    setVersion((n) => n + 1);
  };

  const onMove = (player: string, move: string, args: unknown[], by?: 'bot') => {
    const result = play.play(player, move, args, by);
    if (!result.ok) return setNotice({ key: 'moveRefused', params: { reason: result.refusal.type } });
    // A saving problem stays said until the match is saved again.
    setNotice((current) => (current?.key === 'saveFailed' || current?.key === 'savedElsewhere' ? current : null));
    keep();
  };

  // A bot whose seat must act plays once the pace's wait after the last move is over (the page has drawn
  // it by then). Any change to the match (a person's move at the same time, stepping back) or to the pace
  // starts its choice again on the new state; pausing drops it.
  const botSeat = botSeatToPlay(ctx, saved.seats);
  const delay = botDelay(pace);
  useEffect(() => {
    if (botSeat === null || delay === null) return;
    const kind = saved.seats[Number(botSeat)];
    if (kind === 'human') return;
    const stop = new AbortController();
    const timer = setTimeout(() => {
      chooseBotMove(entry, play.state, botSeat, kind, decisionSeed(saved.record.seed, play.step), stop.signal)
        .then((choice) => {
          if (stop.signal.aborted) return;
          setPace(afterBotMove);
          onMove(botSeat, choice.move, choice.args, 'bot');
        })
        .catch((error: Error) => !stop.signal.aborted && !(error instanceof BotCancelled) && setNotice({ key: 'botFailed', params: { message: error.message } }));
    }, delay);
    return () => {
      stop.abort();
      clearTimeout(timer);
    };
  }, [version, botSeat, delay]);

  const onConfirm = () => {
    if (!dialog) return;
    setDialog(null);
    try {
      const answered = carryOut(dialog, play, latest.current, store);
      if (answered.kind === 'leave') return navigate(answered.route);
      setSaved(answered.saved);
    } catch (error) {
      setNotice(saveProblem(error));
    }
    setVersion((n) => n + 1);
  };

  return (
    <div className="match-screen local" data-testid="match-screen" data-mode={saved.mode}>
      <LocalMatchView
        entry={entry}
        saved={saved}
        play={play}
        seating={seating}
        everySeat={everySeat}
        dialog={dialog}
        notice={notice}
        onMove={onMove}
        onSeating={setSeating}
        onEverySeat={setEverySeat}
        onDialog={setDialog}
        onConfirm={onConfirm}
        renderBoard={renderBoard}
        pace={pace}
        onPace={(change) => setPace((current) => changePace(current, change))}
      />
    </div>
  );
}
