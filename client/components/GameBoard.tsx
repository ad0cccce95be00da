/**
 * The registered board of a game, loaded on first use (client/boards/index.ts), with a loading state,
 * a clear message when the game has no board, and an error boundary so a failing board never blanks
 * the page. An inert board (a replay's) takes no focus and no click; its error notice still does, so
 * "Try again" can be pressed. While seats wait for players, the board is told (client/boards/seats-to-take.tsx):
 * it says so and offers no move, its views (zoom, card texts) still at hand.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { boards } from '../boards';
import { SeatsToTakeContext } from '../boards/seats-to-take';
import { useT } from '../i18n';
import { texts } from '../texts';
import { ErrorBoundary } from './ErrorBoundary';
import { Notice } from './Notice';

type LazyBoard = LazyExoticComponent<ComponentType<BoardProps<any>>>;

const loaded = new Map<string, LazyBoard>();

function lazyBoard(gameName: string): LazyBoard | undefined {
  const load = Object.hasOwn(boards, gameName) ? boards[gameName] : undefined;
  if (!load) return undefined;
  let board = loaded.get(gameName);
  if (!board) {
    board = lazy(load);
    loaded.set(gameName, board);
  }
  return board;
}

interface Props {
  gameName: string;
  title: string;
  props: BoardProps<any>;
  /** A replay's board: no focus, no click (its error notice excepted). */
  inert?: boolean;
  /** The seats nobody has taken yet (an online match's waiting room): no move until they are. */
  seatsToTake?: readonly string[];
}

const NONE: readonly string[] = [];

export function GameBoard({ gameName, title, props, inert = false, seatsToTake = NONE }: Props) {
  const t = useT(texts);
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  // React 18 does not know `inert` as a property: set the attribute itself (the board mounts after loading).
  useEffect(() => {
    if (inert) frame.current?.setAttribute('inert', '');
  });
  const Board = lazyBoard(gameName);
  if (!Board) {
    return (
      <Notice kind="warning" testId="no-board">
        {t('noBoard', { game: title })}
      </Notice>
    );
  }
  const fallback = (error: Error, reset: () => void) => (
    <Notice kind="error" testId="board-error">
      {t('boardCrashed', { message: error.message })}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          loaded.delete(gameName); // a failed chunk load is cached by lazy(): start again
          setAttempt((n) => n + 1);
          reset();
        }}
      >
        {t('retry')}
      </button>
    </Notice>
  );
  return (
    <ErrorBoundary key={attempt} fallback={fallback}>
      <Suspense fallback={<Notice>{t('boardLoading')}</Notice>}>
        <SeatsToTakeContext.Provider value={seatsToTake}>
          <div className={seatsToTake.length > 0 ? 'game-board board-unavailable' : 'game-board'} ref={frame}>
            <Board {...props} />
          </div>
        </SeatsToTakeContext.Provider>
      </Suspense>
    </ErrorBoundary>
  );
}
