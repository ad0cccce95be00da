/**
 * A board rendered to HTML for one viewer, from the view the server would send that viewer (the game's
 * own `playerView`), with moves that do nothing. Board tests of every game use it.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BoardProps } from 'boardgame.io/react';
import type { LogEntry } from 'boardgame.io';
import { LanguageProvider, type Language } from '../../client/i18n';
import type { HeadlessMatch } from '../../games/headless';

const noop = () => {};
const moves = new Proxy({}, { get: () => noop });

export function renderBoard(
  Board: ComponentType<BoardProps<any>>,
  match: HeadlessMatch,
  viewer: string | null,
  { language = 'en', log = [] }: { language?: Language; log?: LogEntry[] } = {},
): string {
  const { G, ctx } = match.state;
  const view = match.game.playerView ? match.game.playerView({ G, ctx, playerID: viewer }) : G;
  const props = { G: view, ctx, moves, playerID: viewer, matchData: undefined, isActive: true, log };
  return renderToStaticMarkup(
    <LanguageProvider language={language}>
      <Board {...(props as unknown as BoardProps<any>)} />
    </LanguageProvider>,
  );
}

/** How many times `needle` occurs in `html`. */
export const count = (html: string, needle: string) => html.split(needle).length - 1;
