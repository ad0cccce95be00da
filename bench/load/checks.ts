/** What stops the run (the server played another game than the recorded one) and what only drops a match. */
import type { State } from 'boardgame.io';
import { checkpoint, type Checkpoint, type Script } from './scripts';


/** The server did not play the recorded game: the numbers would mean nothing, so the run stops. */
export class Divergence extends Error {}

/**
 * A move that failed (timeout, refusal, or `lost`: its seat was never shown the state it is played on):
 * counted as an error, and its match dropped.
 */
export class MoveFailure extends Error {
  constructor(readonly kind: 'timeout' | 'refused' | 'disconnected' | 'lost', message: string) {
    super(message);
  }
}

export function checkCheckpoint(script: Script, where: string, expected: Checkpoint, state: State): void {
  const actual = checkpoint(state);
  for (const key of ['stateID', 'turn', 'currentPlayer', 'phase'] as const) {
    if (actual[key] !== expected[key]) {
      throw new Divergence(
        `${script.entry.game.name}: the server's game differs from the recorded one ${where}: ` +
          `expected ${JSON.stringify(expected)}, received ${JSON.stringify(actual)}. ` +
          `Does the server still take each game's \`seed\`, and HeadlessMatch play exactly as the server does?`,
      );
    }
  }
}

export function checkView(script: Script, where: string, expected: string, state: State): void {
  if (JSON.stringify(state.G) !== expected) {
    throw new Divergence(`${script.entry.game.name}: the server's G differs from the recorded game's ${where}`);
  }
}
