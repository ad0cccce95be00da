/** Stepping through a match move by move: an online match (from the server) or a record file (client/replay/). */
import type { GameEntry } from '../../games/types';
import { FileReplay } from '../replay/FileReplay';
import { OnlineReplay } from '../replay/OnlineReplay';

export function ReplayScreen({ entry, matchID }: { entry: GameEntry; matchID: string }) {
  return <OnlineReplay entry={entry} matchID={matchID} />;
}

export function ReplayFileScreen() {
  return <FileReplay />;
}
