/**
 * A rulebook scenario's position as a match's first state (RP-D-SCENARIO): the hands and sets it lists,
 * every other card in its pile, shuffled by the caller, seat 0 to play. Checked by `positionProblem`.
 */
import { success, type Result } from '../../result';
import { CARDS_PER_KIND, KINDS, type Kind, SET_SIZE, familyOf } from '../data/cards';
import type { ScenarioPosition } from '../data/scenarios';
import { emptyHand } from './hand';
import { positionProblem } from './setup';
import type { PlayerID, State } from './types';

/** A position checked (games/result.ts): the state, or why it cannot be played. */
export type ScenarioResult = Result<State, 'wrong-player-count' | 'impossible-position', { detail: string }>;

/** The cards of each kind the position leaves for the piles (negative when it lists too many). */
function leftOver(position: ScenarioPosition): Record<Kind, number> {
  const left = {} as Record<Kind, number>;
  for (const kind of KINDS) left[kind] = CARDS_PER_KIND;
  for (const hand of position.hands) for (const kind of KINDS) left[kind] -= hand[kind] ?? 0;
  for (const sets of position.laid) for (const set of sets) left[set.kind] -= SET_SIZE;
  return left;
}

/** The cards left for each pile, in printed order; the caller shuffles them. */
export function scenarioPiles(position: ScenarioPosition): { people: Kind[]; civilisation: Kind[] } {
  const left = leftOver(position);
  const of = (family: 'people' | 'civilisation') =>
    KINDS.filter((kind) => familyOf(kind) === family).flatMap((kind) => Array<Kind>(Math.max(0, left[kind])).fill(kind));
  return { people: of('people'), civilisation: of('civilisation') };
}

export function scenarioState(
  position: ScenarioPosition,
  playerIDs: readonly PlayerID[],
  piles: { people: Kind[]; civilisation: Kind[] },
): ScenarioResult {
  if (playerIDs.length !== position.hands.length || playerIDs.length !== position.laid.length) {
    return { ok: false, problem: 'wrong-player-count', detail: `${position.hands.length} seats for ${playerIDs.length} players` };
  }
  const state: State = {
    first: 0,
    players: {},
    secret: { people: [...piles.people], civilisation: [...piles.civilisation] },
    laid: {},
    trade: null,
    lastTurn: null,
    drawless: 0,
  };
  playerIDs.forEach((id, seat) => {
    state.players[id] = { hand: { ...emptyHand(), ...position.hands[seat] }, giving: null };
    state.laid[id] = position.laid[seat].map((set) => ({ ...set }));
  });
  // Too many cards of a kind leave its pile empty and are caught here as more than 12 in all.
  const problem = positionProblem(state);
  if (problem) return { ok: false, problem: 'impossible-position', detail: problem };
  return success(state);
}
