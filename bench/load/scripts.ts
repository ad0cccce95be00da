/**
 * The recorded games: each game played once beforehand with a seeded random bot in every seat, so that on
 * the server every seat only sends its next recorded move, and every update can be checked against it.
 */
import { createHash } from 'node:crypto';
import type { State } from 'boardgame.io';
import { gameEntries } from '../../games';
import { HeadlessMatch } from '../../games/headless';
import type { GameEntry } from '../../games/types';
import { seatView } from '../../games/engine/view';
import type { Options } from './options';
import { progress } from './progress';

/** The seed the server deals every match from, and the recorded games were played with. */
export const SEED = 'load-bench';


/** What the mover's update must show after a move (or the sync before the first one). */
export interface Checkpoint {
  stateID: number;
  turn: number;
  currentPlayer: string;
  phase: string | null;
}

export interface Step extends Checkpoint {
  playerID: string;
  move: string;
  args: unknown[];
  /** The state id the move is sent on; the checkpoint fields describe the state after it. */
  sentOn: number;
}

/** One complete random game, as every match of this game on the server will replay it. */
export interface Script {
  entry: GameEntry;
  numPlayers: number;
  start: Checkpoint;
  steps: Step[];
  /** Each seat's view of `G` at the start (the deal), as JSON. */
  dealtViews: string[];
  /** The last mover's view of `G` at the end, as JSON. */
  finalView: string;
  finished: boolean;
}

export function checkpoint(state: State): Checkpoint {
  const { turn, currentPlayer, phase } = state.ctx;
  return { stateID: state._stateID, turn, currentPlayer, phase: phase ?? null };
}

/** What one seat sees of `G`, as the server sends it (boardgame.io filters `G` through `playerView`). */
function viewJSON(entry: GameEntry, state: State, playerID: string): string {
  const view = seatView(entry.game, state, playerID);
  return JSON.stringify(view);
}

/** A seeded uniform choice that needs no state beyond a counter (the bot's own dice, not the game's). */
function seededPicker(seed: string): (count: number) => number {
  let draws = 0;
  return (count) => createHash('sha256').update(`${seed}:${draws++}`).digest().readUInt32BE(0) % count;
}

/**
 * Play the game with a random bot in every seat, as RandomBot would: a uniform choice among `enumerate`'s
 * moves; a refused choice is set aside and another drawn.
 */
function recordGame(entry: GameEntry, numPlayers: number): Script {
  const match = new HeadlessMatch(entry.game, { numPlayers, seed: SEED });
  const seats = Array.from({ length: numPlayers }, (_, seat) => String(seat));
  const pick = seededPicker(`bot:${SEED}`);
  const start = checkpoint(match.state);
  const dealtViews = seats.map((playerID) => viewJSON(entry, match.state, playerID));
  const steps: Step[] = [];
  while (!match.isOver && steps.length < entry.moveBudget) {
    const playerID = match.nextPlayer!;
    const sentOn = match.state._stateID;
    const choices = [...match.enumerate(playerID)];
    let played = false;
    while (!played && choices.length > 0) {
      const [{ move, args = [] }] = choices.splice(pick(choices.length), 1);
      played = match.move(playerID, move, args).ok;
      if (played) steps.push({ playerID, move, args, sentOn, ...checkpoint(match.state) });
    }
    if (!played) throw new Error(`${entry.game.name}: player ${playerID} has no accepted move after ${steps.length} moves`);
  }
  const last = steps.at(-1);
  if (!last) throw new Error(`${entry.game.name}: the recorded game has no move`);
  return {
    entry,
    numPlayers,
    start,
    steps,
    dealtViews,
    finalView: viewJSON(entry, match.state, last.playerID),
    finished: match.isOver,
  };
}

/** The seat count a game is benchmarked at: the one asked for, or its smallest count >= 2 with no options. */
function playerCount(entry: GameEntry, asked: number | undefined): number | undefined {
  const { minPlayers, maxPlayers, validateSetupData } = entry.game;
  const accepts = (count: number) =>
    count >= minPlayers && count <= maxPlayers && validateSetupData?.(undefined, count) === undefined;
  if (asked !== undefined) return accepts(asked) ? asked : undefined;
  for (let count = Math.max(2, minPlayers); count <= maxPlayers; count++) if (accepts(count)) return count;
  return undefined;
}

export function recordGames({ game, players }: Options): Script[] {
  const entries = game ? gameEntries.filter((entry) => entry.game.name === game) : gameEntries;
  if (entries.length === 0) throw new Error(`--game: no registered game "${game}" (${gameEntries.map((e) => e.game.name).join(', ')})`);
  const scripts: Script[] = [];
  for (const entry of entries) {
    const numPlayers = playerCount(entry, players);
    if (numPlayers === undefined) {
      const why = `${entry.game.name} cannot be played at ${players ?? 'any count'} players without setup options`;
      if (game) throw new Error(why);
      progress(`${why}: left out`);
      continue;
    }
    scripts.push(recordGame(entry, numPlayers));
  }
  if (scripts.length === 0) throw new Error(`no game can be played at ${players} players without setup options`);
  return scripts;
}
