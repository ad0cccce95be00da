/**
 * A move of rules/moves.ts in the words every game's rules answer in (games/played.ts): the next state and,
 * when the decision passes to other players, the hand-off to them (the stages `G.step` asks for,
 * rules/flow.ts), or a refusal. game.ts wires these into boardgame.io (games/wire.ts); the bots' playouts call
 * rules/moves.ts directly, as the one long turn needs no hand-off there.
 */
import { accepted, refused, type MoveRule, type Played } from '../../played';
import { deepFreeze } from './clone';
import { activeStages } from './flow';
import type { Note } from './journal';
import { applyMove, type MoveName } from './moves';
import type { PaxState, PlayerID } from './types';

/** What a move knows of the flow: its mover, and who is in which stage now (boardgame.io's `ctx.activePlayers`). */
export interface MoveCall {
  player: PlayerID;
  stages: Readonly<Record<PlayerID, string>> | null;
}

export type Refusal = 'not-allowed';

/** Are the active players and their stages already what the step asks for? */
function sameStages(current: MoveCall['stages'], wanted: Record<PlayerID, string>): boolean {
  if (!current) return Object.keys(wanted).length === 0;
  const keys = Object.keys(wanted);
  if (Object.keys(current).length !== keys.length) return false;
  return keys.every((k) => current[k] === wanted[k]);
}

/**
 * The move `name`, played on the state before it: a refused move changes nothing. The copy-on-write of
 * rules/clone.ts takes a frozen map for the previous state's: the state boardgame.io hands over is frozen
 * after every move, but not the one `setup` made (nor a test's position), hence the freeze first.
 */
export function moveRule(name: MoveName): MoveRule<PaxState, MoveCall, Note, never, Refusal> {
  return (before, { player, stages }, args, journal): Played<PaxState, never, Refusal> => {
    const G = applyMove(deepFreeze(before), player, name, args, journal);
    if (G === null) return refused('not-allowed');
    const wanted = activeStages(G);
    return accepted(G, sameStages(stages, wanted) ? undefined : { kind: 'set-stages', stages: { value: wanted } });
  };
}
