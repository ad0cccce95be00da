/** Stepping through a match move by move: an online match (from the server) or a record file. */
import type { GameEntry } from '../../games/types';

export function ReplayScreen({ entry, matchID }: { entry: GameEntry; matchID: string }) {
  return <section data-game={entry.game.name} data-match={matchID} />;
}

export function ReplayFileScreen() {
  return <section />;
}
