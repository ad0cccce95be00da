/**
 * Matches played on this device: hotseat (every seat human) and versus bots (each seat human, random
 * bot or MCTS bot). One boardgame.io `Local` master runs the match; only one seat's client exists at
 * a time, so only that seat's view (its playerView) is ever received and rendered. When another person
 * must act, a pass screen hides everything until they ask for their view.
 */
import { createContext, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { Client, type BoardProps } from 'boardgame.io/react';
import { Local } from 'boardgame.io/multiplayer';
import type { GameEntry, SetupData } from '../../games/types';
import { botsFor, humanSeats, resizeSeats, SEAT_KINDS, type SeatKind } from '../bots';
import { GameBoard } from '../components/GameBoard';
import { MatchInfo, type SeatInfo } from '../components/MatchInfo';
import { Notice } from '../components/Notice';
import { initialSetupChoice, isAcceptedChoice, SetupFields, type SetupChoice } from '../components/SetupFields';
import { seatNumber } from '../format';
import { initialSeating, nextSeating, otherActingHumans, passTo, reveal, type Seating } from '../hotseat';
import { useLocalized, useT } from '../i18n';
import { texts } from '../texts';
import { actingSeats } from '../turn';

type Mode = 'hotseat' | 'local';

interface LocalConfig extends SetupChoice {
  seats: SeatKind[];
}

export function LocalScreen({ entry, mode }: { entry: GameEntry; mode: Mode }) {
  const [config, setConfig] = useState<LocalConfig | null>(null);
  const [round, setRound] = useState(0);
  if (!config) return <LocalSetup entry={entry} mode={mode} onStart={(c) => { setConfig(c); setRound((n) => n + 1); }} />;
  return <LocalMatch key={round} entry={entry} mode={mode} config={config} onNewGame={() => setConfig(null)} />;
}

function LocalSetup({ entry, mode, onStart }: { entry: GameEntry; mode: Mode; onStart(config: LocalConfig): void }) {
  const t = useT(texts);
  const localized = useLocalized();
  const [choice, setChoice] = useState<SetupChoice>(() => initialSetupChoice(entry));
  const fill: SeatKind = mode === 'hotseat' ? 'human' : 'mcts';
  const [seats, setSeats] = useState<SeatKind[]>(() => (mode === 'hotseat' ? [] : ['human']));
  const shownSeats = mode === 'hotseat' ? resizeSeats([], choice.numPlayers, 'human') : resizeSeats(seats, choice.numPlayers, fill);
  const noHuman = humanSeats(shownSeats).length === 0;
  const kindLabel = { human: t('human'), random: t('randomBot'), mcts: t('mctsBot') } as const;
  const title = localized(entry.title);

  return (
    <section className="panel local-setup" data-testid="local-setup">
      <h1>{t(mode === 'hotseat' ? 'hotseatTitle' : 'botsTitle', { game: title })}</h1>
      <p className="hint">{t(mode === 'hotseat' ? 'hotseatIntro' : 'botsIntro')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!noHuman && isAcceptedChoice(entry, choice)) onStart({ ...choice, seats: shownSeats });
        }}
      >
        <SetupFields entry={entry} value={choice} onChange={setChoice} />
        {mode === 'local' && (
          <fieldset className="seats">
            <legend>{t('players')}</legend>
            {shownSeats.map((kind, seat) => (
              <label key={seat} className="field">
                <span>{t('seatKind', { n: seat + 1 })}</span>
                <select
                  data-testid={`seat-kind-${seat}`}
                  value={kind}
                  onChange={(event) => {
                    const next = [...shownSeats];
                    next[seat] = event.target.value as SeatKind;
                    setSeats(next);
                  }}
                >
                  {SEAT_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {kindLabel[k]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        )}
        {noHuman && <Notice kind="warning">{t('needHuman')}</Notice>}
        <button type="submit" className="primary" data-testid="start-local" disabled={noHuman || !isAcceptedChoice(entry, choice)}>
          {t('start')}
        </button>
      </form>
      <p>
        <a href="#/">{t('backToLobby')}</a>
      </p>
    </section>
  );
}

interface LocalContextValue {
  entry: GameEntry;
  seats: SeatInfo[];
  humans: string[];
  seating: Seating;
  setSeating(seating: Seating): void;
  onNewGame(): void;
}

const LocalContext = createContext<LocalContextValue | null>(null);

/** The game with the chosen options baked into its setup (a `Local` master creates matches without setupData). */
/**
 * The game with this match's setup data built in: a local master creates its match without setup data,
 * so both `setup` and `validateSetupData` get the chosen data here (the choice was validated already).
 */
function withSetup(game: GameEntry['game'], setupData: SetupData): GameEntry['game'] {
  const { setup, validateSetupData } = game;
  return {
    ...game,
    setup: setup ? (context) => setup(context, setupData) : undefined,
    validateSetupData: validateSetupData && ((_ignored, numPlayers) => validateSetupData(setupData, numPlayers)),
  };
}

function LocalMatch({ entry, mode, config, onNewGame }: { entry: GameEntry; mode: Mode; config: LocalConfig; onNewGame(): void }) {
  const t = useT(texts);
  const localized = useLocalized();
  const humans = useMemo(() => humanSeats(config.seats), [config]);
  const LocalClient = useMemo(
    () =>
      Client({
        // A fresh game object per match also gives it a fresh Local master (they are cached per game object).
        game: withSetup(entry.game, config.setupData),
        numPlayers: config.numPlayers,
        board: LocalBoard,
        loading: LocalLoading,
        multiplayer: Local({ bots: botsFor(config.seats) }),
        debug: false,
      }),
    [entry, config],
  );
  const [seating, setSeating] = useState<Seating>(() => initialSeating(humans));
  const seats: SeatInfo[] = config.seats.map((kind, seat) => {
    const name = t('playerN', { n: seat + 1 });
    if (kind === 'human') return { id: String(seat), name };
    return { id: String(seat), name: t('botName', { name, kind: t(kind === 'random' ? 'randomBotShort' : 'mctsBotShort') }), bot: true };
  });
  const host = seating.shown ?? humans[0];
  const title = localized(entry.title);

  useLayoutEffect(() => {
    document.title = t(mode === 'hotseat' ? 'hotseatTitle' : 'botsTitle', { game: title });
    return () => void (document.title = t('appName'));
  }, [mode, title, t]);

  return (
    <div className="match-screen local" data-testid="match-screen">
      <LocalContext.Provider value={{ entry, seats, humans, seating, setSeating, onNewGame }}>
        <LocalClient key={host} matchID="local" playerID={host} />
      </LocalContext.Provider>
    </div>
  );
}

function LocalLoading() {
  const t = useT(texts);
  return <Notice>{t('loading')}</Notice>;
}

function LocalBoard(props: BoardProps<any>) {
  const t = useT(texts);
  const localized = useLocalized();
  const local = useContext(LocalContext);
  const { ctx, playerID } = props;
  const acting = actingSeats(ctx);
  const over = ctx.gameover !== undefined;
  const seating = local ? nextSeating(local.seating, acting, local.humans, over) : null;

  useLayoutEffect(() => {
    if (local && seating && seating !== local.seating) local.setSeating(seating);
  });

  if (!local || !seating) return null;
  const nameOf = (id: string) => local.seats.find((s) => s.id === id)?.name ?? t('seatNumber', { n: seatNumber(id) });

  if (seating.pending !== null || (seating.shown !== null && seating.shown !== playerID)) {
    const target = seating.pending ?? seating.shown!;
    const others = otherActingHumans({ shown: target, pending: null }, acting, local.humans);
    return (
      <div className="pass-screen" data-testid="pass-screen">
        <h1>{t('passTo', { name: nameOf(target) })}</h1>
        <p className="hint">{t('passHint')}</p>
        <button type="button" className="primary big" data-testid="reveal" onClick={() => local.setSeating(reveal(target))}>
          {t('iAm', { name: nameOf(target) })}
        </button>
        {others.map((seat) => (
          <button key={seat} type="button" onClick={() => local.setSeating(reveal(seat))}>
            {t('iAm', { name: nameOf(seat) })}
          </button>
        ))}
      </div>
    );
  }

  const title = localized(local.entry.title);
  const others = otherActingHumans(seating, acting, local.humans);
  return (
    <>
      <MatchInfo title={title} seats={local.seats} viewer={playerID} acting={acting} gameover={ctx.gameover}>
        <div className="actions">
          {others.length > 0 && <span className="hint">{t('alsoToPlay')}</span>}
          {others.map((seat) => (
            <button key={seat} type="button" onClick={() => local.setSeating(passTo(seating, seat))}>
              {t('passButton', { name: nameOf(seat) })}
            </button>
          ))}
          <button type="button" onClick={local.onNewGame}>
            {t('newGame')}
          </button>
        </div>
      </MatchInfo>
      <GameBoard gameName={local.entry.game.name} title={title} props={props} />
    </>
  );
}
