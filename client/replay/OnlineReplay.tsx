/**
 * An online match, step by step, from the server's replay endpoint. A finished match: any seat's view or a
 * spectator's, every hand revealed on demand, and its record to download or play on from. A match still
 * going on: only from this browser's own seat (the server refuses anything else).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MatchRecord } from '../../games/match-record';
import type { GameEntry } from '../../games/types';
import { Notice } from '../components/Notice';
import { seatNumber } from '../format';
import { useLanguage, useLocalized, useT } from '../i18n';
import { routeHash } from '../routes';
import { texts } from '../texts';
import { useMyMatches } from '../use-stored';
import { PositionActions } from './PositionActions';
import { ReplayView } from './ReplayView';
import type { RenderBoard } from './ReadOnlyBoard';
import type { ReplayedState } from './read-only-board';
import { fetchRecord, fetchReplayStep, type ReplayStep, type ReplayViewer } from './replay-api';
import { replayErrorText, replayTexts } from './replay-texts';
import { StepCache } from './step-cache';
import { ViewChooser, type ViewChoice } from './ViewChooser';

/** How a view is named in the cache: the seat (or spectator) and whether every hand shows. */
const cacheKey = ({ seat, reveal }: ViewChoice) => JSON.stringify({ seat, reveal });

/** How long the step asked for must stay the same before it is fetched. */
const REST_MS = 40;

/** What the first answer said about the match. */
interface Opened {
  steps: number;
  finished: boolean;
}

export function OnlineReplay({ entry, matchID, renderBoard }: { entry: GameEntry; matchID: string; renderBoard?: RenderBoard }) {
  const t = useT(replayTexts);
  const { language } = useLanguage();
  const tt = useT(texts);
  const localized = useLocalized();
  const gameName = entry.game.name;
  const { matches } = useMyMatches();
  const own = matches.find((m) => m.gameName === gameName && m.matchID === matchID);
  const [choice, setChoice] = useState<ViewChoice>({ seat: own?.playerID ?? null, reveal: false });
  const [opened, setOpened] = useState<Opened | null>(null);
  const [step, setStep] = useState(0);
  /** The step shown, with the seat it was asked for: a board is only ever given a seat's own view. */
  const [shownAnswer, setShownAnswer] = useState<{ reply: ReplayStep; seat: string | null } | null>(null);
  const answer = shownAnswer?.reply ?? null;
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  const viewerOf = useCallback(
    ({ seat, reveal }: ViewChoice): ReplayViewer => ({
      ...(seat === null ? {} : { playerID: seat }),
      ...(own && seat === own.playerID ? { credentials: own.credentials } : {}),
      ...(reveal ? { reveal: true } : {}),
    }),
    [own],
  );
  const cache = useMemo(
    () => new StepCache<ReplayStep>((view, at) => fetchReplayStep(gameName, matchID, viewerOf(JSON.parse(view) as ViewChoice), at)),
    [gameName, matchID, viewerOf],
  );

  // The first answer: the last step, as this browser's seat (or a spectator) sees it.
  useEffect(() => {
    let current = true;
    setError(null);
    const first: ViewChoice = { seat: own?.playerID ?? null, reveal: false };
    fetchReplayStep(gameName, matchID, viewerOf(first)).then(
      (reply) => {
        if (!current) return;
        cache.put(cacheKey(first), reply.step, reply);
        setOpened({ steps: reply.steps, finished: reply.state.ctx.gameover !== undefined });
        setStep(reply.step);
        setShownAnswer({ reply, seat: first.seat });
      },
      (caught: unknown) => current && setError(caught),
    );
    return () => {
      current = false;
    };
    // Once per match and attempt: the view chosen later has its own effect below.
  }, [gameName, matchID, attempt]);

  // Each step asked for: from the cache at once; otherwise fetched once the slider rests (dragging across a
  // long match asks for the step it stops at, not every step passed), then its neighbours fetched ahead.
  const wanted = useRef('');
  useEffect(() => {
    if (!opened) return;
    const view = cacheKey(choice);
    const key = `${view}#${step}`;
    wanted.current = key;
    const ahead = () => {
      if (step > 0) cache.prefetch(view, step - 1);
      if (step < opened.steps) cache.prefetch(view, step + 1);
    };
    const known = cache.peek(view, step);
    if (known) {
      setShownAnswer({ reply: known, seat: choice.seat });
      ahead();
      return;
    }
    const timer = window.setTimeout(() => {
      cache.get(view, step).then(
        (reply) => wanted.current === key && (setShownAnswer({ reply, seat: choice.seat }), setError(null)),
        (caught: unknown) => wanted.current === key && setError(caught),
      );
      ahead();
    }, REST_MS);
    return () => window.clearTimeout(timer);
  }, [opened, choice, step, cache]);

  const record = useRef<Promise<MatchRecord> | null>(null);
  const getRecord = useCallback(() => {
    record.current ??= fetchRecord(gameName, matchID).catch((caught: unknown) => {
      record.current = null;
      throw caught;
    });
    return record.current;
  }, [gameName, matchID]);

  const title = localized(entry.title);
  useEffect(() => {
    document.title = t('replayTitle', { game: title });
    return () => void (document.title = tt('appName'));
  }, [t, tt, title]);

  if (!opened) {
    return (
      <section className="replay-screen" data-testid="replay-screen">
        <h1>{t('replayTitle', { game: title })}</h1>
        {error !== null ? (
          <Notice kind="error" testId="replay-error">
            {replayErrorText(language, error)}{' '}
            <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </Notice>
        ) : (
          <Notice>{t('loading')}</Notice>
        )}
      </section>
    );
  }

  const players = answer?.players ?? [];
  const seats = players.map((p) => ({ id: String(p.id), name: p.name ?? tt('seatNumber', { n: seatNumber(p.id) }) }));
  const shown: ReplayedState | null = shownAnswer && {
    G: shownAnswer.reply.state.G,
    ctx: shownAnswer.reply.state.ctx,
    playerID: shownAnswer.seat,
    log: shownAnswer.reply.log,
    matchID,
    players: players.map((p) => ({ id: Number(p.id), ...(p.name ? { name: p.name } : {}) })),
    step: shownAnswer.reply.step,
  };
  const header = (
    <>
      <h1>{t('replayTitle', { game: title })}</h1>
      <p className="hint" data-testid="replay-kind">
        {opened.finished ? t('finished') : t('ongoing')} <a href={routeHash({ name: 'match', game: gameName, matchID })}>{t('backToMatch')}</a>
      </p>
      {opened.finished && <ViewChooser seats={seats} own={own?.playerID} choice={choice} onChoice={setChoice} />}
      {error !== null && (
        <Notice kind="error" testId="replay-error">
          {replayErrorText(language, error)}
        </Notice>
      )}
    </>
  );
  return (
    <section className="replay-screen" data-testid="replay-screen">
      <ReplayView
        entry={entry}
        step={step}
        steps={opened.steps}
        onStep={setStep}
        shown={shown}
        logViewer={opened.finished && choice.reveal ? 'all' : shown?.playerID ?? null}
        chat={answer?.chat ?? []}
        header={header}
        actions={opened.finished ? <PositionActions record={getRecord} step={step} seat={choice.seat} offerDownload /> : undefined}
        renderBoard={renderBoard}
      />
    </section>
  );
}
