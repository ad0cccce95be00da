/**
 * Each registered game's "how to play" summary: its goal, its turn and its end, each a text of
 * howToPlayTexts and the rule of games/<game>/RULES.md it sums up (the panel links into the rules screen).
 */
import { howToPlayTexts } from './how-to-play-texts';

export type HowToPlayKey = keyof (typeof howToPlayTexts)['en'];

export const HOW_TO_PLAY_PARTS = ['goal', 'turn', 'end'] as const;
export type HowToPlayPart = (typeof HOW_TO_PLAY_PARTS)[number];

export type HowToPlay = Readonly<Record<HowToPlayPart, HowToPlayKey>> & {
  /** The rule id each part sums up, an anchor of the rules screen (`#/rules/<game>/<id>`). */
  readonly rules: Readonly<Record<HowToPlayPart, string>>;
};

// Keys are quoted game names, as the rule-ids contract reads them to know which game a cited id belongs to.
const HOW_TO_PLAY: Readonly<Record<string, HowToPlay>> = {
  'pax': {
    goal: 'paxGoal',
    turn: 'paxTurn',
    end: 'paxEnd',
    rules: { goal: 'PAX-WIN-1', turn: 'PAX-TURN-1', end: 'PAX-END-1' },
  },
  'pax-pamir': {
    goal: 'paxPamirGoal',
    turn: 'paxPamirTurn',
    end: 'paxPamirEnd',
    rules: { goal: 'PAMIR-DOM-1', turn: 'PAMIR-TURN-1', end: 'PAMIR-END-2' },
  },
  'pax-barbarorum': {
    goal: 'paxBarbarorumGoal',
    turn: 'paxBarbarorumTurn',
    end: 'paxBarbarorumEnd',
    rules: { goal: 'BARB-INFL-1', turn: 'BARB-TURN-1', end: 'BARB-END-1' },
  },
  'res-publica': {
    goal: 'resPublicaGoal',
    turn: 'resPublicaTurn',
    end: 'resPublicaEnd',
    rules: { goal: 'RP-SCORE-1', turn: 'RP-TURN-1', end: 'RP-END-1' },
  },
};

/** The summary of a game, undefined for a game that has none. */
export function howToPlayOf(game: string): HowToPlay | undefined {
  return Object.hasOwn(HOW_TO_PLAY, game) ? HOW_TO_PLAY[game] : undefined;
}

/** Every game that has a summary. */
export const gamesWithHowToPlay = (): string[] => Object.keys(HOW_TO_PLAY);
