/**
 * What clients send (move arguments, the player id a move runs for) is never taken for the game's data:
 * inherited names (`__proto__`, `toString`...) are no player, card, coalition, place or option.
 */
import { describe, expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { paxPamir } from '../../games/pax-pamir';
import {
  everyMoveRefusesHostileInput,
  INHERITED_NAMES,
  quietRefusals,
  refereed,
  sightings,
  type Sighting,
} from '../support/client-keys';

quietRefusals();

/** Positions from seeded games, from two to five players, and with Wakhan. */
function everyMove(): Map<string, Sighting[]> {
  const seen = new Map<string, Sighting[]>();
  for (const [numPlayers, wakhan, seed] of [[2, false, 1], [3, false, 2], [5, false, 3], [4, false, 4], [2, true, 5]] as const) {
    const match = new HeadlessMatch(paxPamir.game, { numPlayers, setupData: { wakhan }, seed: `client-keys-${seed}` });
    for (const [move, list] of sightings(match, { moves: 400, seed })) seen.set(move, [...(seen.get(move) ?? []), ...list]);
  }
  return seen;
}

describe('every move, at positions where it is legal', () => {
  const seen = everyMove();
  const referee = refereed(new HeadlessMatch(paxPamir.game, { numPlayers: 2, seed: 'client-keys' }));
  everyMoveRefusesHostileInput(paxPamir.moveArgs, seen, referee, 'inherited names and inherited player ids');


  test.each(INHERITED_NAMES)('PAMIR-PLAY-1: while a ruler answers an offer, "%s" reaches the moves and the game refuses it', (name) => {
    const { state, choices } = seen.get('answerBribe')![0];
    referee.state = state;
    expect(referee.move(name, 'answerBribe', choices[0].args)).toEqual({ ok: false, refusal: expect.objectContaining({ type: 'action/invalid_move' }) });
    expect(referee.state).toBe(state);
  });

});
