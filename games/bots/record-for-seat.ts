/**
 * The match record as one seat may read it (BOT-VIEW-1), for agents that are sent the record so far:
 * - without its seed, which orders every hidden card;
 * - with the arguments of other seats' redacted moves removed (a PAX placement, a Pax Barbarorum order or
 *   gift, a Res Publica trader's cards), as boardgame.io's log filter removes them for the server's players.
 */
import type { Game } from 'boardgame.io';
import type { MatchRecord } from '../match-record';

type MoveMap = Record<string, unknown> | undefined;

/** Every map of moves the game declares: the game's, each phase's, each stage's of each turn config. */
function moveMaps(game: Game): MoveMap[] {
  const turns = [game.turn, ...Object.values(game.phases ?? {}).map((phase) => phase.turn)];
  return [
    game.moves as MoveMap,
    ...Object.values(game.phases ?? {}).map((phase) => phase.moves as MoveMap),
    ...turns.flatMap((turn) => Object.values(turn?.stages ?? {}).map((stage) => stage.moves as MoveMap)),
  ];
}

/**
 * The moves whose arguments other seats do not see. A `redact` that depends on the state counts as always on:
 * an agent is sent less, never more.
 */
export function redactedMoves(game: Game): Set<string> {
  const names = new Set<string>();
  for (const moves of moveMaps(game)) {
    for (const [name, config] of Object.entries(moves ?? {})) {
      if (config && typeof config === 'object' && (config as { redact?: unknown }).redact) names.add(name);
    }
  }
  return names;
}

export type SeatRecord = Omit<MatchRecord, 'seed'>;

export function recordForSeat(record: MatchRecord, seat: string, redacted: ReadonlySet<string>): SeatRecord {
  const { seed: _hidden, ...rest } = record;
  return { ...rest, moves: record.moves.map((move) => (move.player !== seat && redacted.has(move.move) ? { ...move, args: [] } : move)) };
}
