/**
 * The players a game seats itself beside the match's seats (Pax Pamir's Wakhan), named as the board names
 * them, so that the header, the result and My matches say who won when an automa did.
 */
import type { Automaton, GameMeta, SetupData } from '../games/types';
import { format, type Language } from './i18n';
import { texts } from './texts';

const NAME_KEYS = { wakhan: 'automatonWakhan' } as const satisfies Record<Automaton, keyof (typeof texts)['en']>;

/** An automaton's name in `language`. */
export const automatonName = (automaton: Automaton, language: Language): string => format(texts[language][NAME_KEYS[automaton]], {}, language);

/** Each automaton's name by player id, for a match of `numPlayers` seats created with `setupData`. */
export function automatonNames(
  entry: Pick<GameMeta, 'automata'>,
  numPlayers: number,
  setupData: SetupData | undefined,
  language: Language,
): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [player, automaton] of Object.entries(entry.automata?.(numPlayers, setupData) ?? {})) names[player] = automatonName(automaton, language);
  return names;
}
