/** What the local-match tests share: a game, a board that records what it is given, rendering in a language. */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BoardProps } from 'boardgame.io/react';
import { findGameEntry } from '../../games';
import type { HeadlessMatch, MoveChoice } from '../../games/headless';
import { LanguageProvider, type Language } from '../../client/i18n';
import type { LocalMatchViewProps, RenderBoard } from '../../client/local/LocalMatch';
import type { LocalPlay } from '../../client/local/local-play';
import type { SavedMatch } from '../../client/local/saved-matches';

/** Res Publica: quick to set up, hands kept secret, hidden facts in its log. */
export const entry = findGameEntry('res-publica')!;

export const render = (element: ReactElement, language: Language = 'en') =>
  renderToStaticMarkup(<LanguageProvider language={language}>{element}</LanguageProvider>);

export const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

/** A board that draws nothing but the viewer's seat, and keeps every props object it was given. */
export function probeBoard(): { render: RenderBoard; seen: BoardProps<any>[] } {
  const seen: BoardProps<any>[] = [];
  return {
    seen,
    render: (props) => {
      seen.push(props);
      return <div data-testid="probe" data-player={String(props.playerID)} />;
    },
  };
}

/** The seat a one-at-a-time driver moves: the first acting seat. */
export function seatToMove(match: HeadlessMatch): string {
  return match.nextPlayer!;
}

/** A legal move for the seat, varied by `n` so a match does not always take the first choice. */
export function someMove(match: HeadlessMatch, seat: string, n: number): Required<MoveChoice> {
  const choices = match.enumerate(seat);
  const choice = choices[n % choices.length];
  return { move: choice.move, args: choice.args ?? [] };
}

/** A local match's view as tests draw it: no dialog or notice, handlers that do nothing, a probe board. */
export function localViewProps(saved: SavedMatch, play: LocalPlay, overrides: Partial<LocalMatchViewProps> = {}): LocalMatchViewProps {
  return {
    entry,
    saved,
    play,
    seating: { shown: null, pending: null },
    everySeat: false,
    dialog: null,
    notice: null,
    onMove: () => {},
    onSeating: () => {},
    onEverySeat: () => {},
    onDialog: () => {},
    onConfirm: () => {},
    renderBoard: probeBoard().render,
    ...overrides,
  };
}
