/**
 * A board in a replay: the game's own board (client/boards/) drawn from the step's state, inert (no focus,
 * no clicks) and given moves that do nothing, so a replay can never play.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { GameBoard } from '../components/GameBoard';
import { useT } from '../i18n';
import { readOnlyBoardProps, type ReplayedState } from './read-only-board';
import { replayTexts } from './replay-texts';

export type RenderBoard = (props: BoardProps<any>) => ReactNode;

export function ReadOnlyBoard({ gameName, title, shown, render }: { gameName: string; title: string; shown: ReplayedState; render?: RenderBoard }) {
  const t = useT(replayTexts);
  const frame = useRef<HTMLDivElement>(null);
  // React 18 does not know `inert` as a property: set the attribute itself. The game's board makes itself
  // inert below its error notice, whose "Try again" stays pressable.
  useEffect(() => {
    if (render) frame.current?.setAttribute('inert', '');
    else frame.current?.removeAttribute('inert');
  }, [render]);
  const props = readOnlyBoardProps(shown);
  return (
    <div className="replay-board" data-testid="replay-board" data-step={shown.step}>
      <p className="hint replay-read-only">{t('readOnly')}</p>
      <div ref={frame}>{render ? render(props) : <GameBoard gameName={gameName} title={title} props={props} inert />}</div>
    </div>
  );
}
