/** A worker thread of the arena's pool: plays the games it is handed (play-game.ts). */
import { playArenaGame, type ArenaTask } from './play-game';

export default function play(task: ArenaTask) {
  return playArenaGame(task);
}
