/**
 * What clients send (move arguments, the player id a move runs for) is only ever looked up as an own key of
 * the game's data: inherited names (`__proto__`, `toString`...) are no player, card or destination.
 */
import { describe, expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { pax } from '../../games/pax';
import { legalActions } from '../../games/pax/rules/actions';
import { canPlaceOpening } from '../../games/pax/rules/opening';
import type { PaxState } from '../../games/pax/rules/types';
import { everyMoveRefusesHostileInput, INHERITED_NAMES, moveProblem, quietRefusals, refereed, sightings, type Sighting } from '../support/client-keys';

quietRefusals();

describe('PAX-SETUP-6: players are own keys', () => {
  const opening = () => new HeadlessMatch(pax.game, { numPlayers: 3, setupData: { expansion: false }, seed: 'client-keys-opening' });

  test.each(INHERITED_NAMES)('"%s" has no opening draw to place, and no legal action', (name) => {
    const G = opening().state.G as PaxState;
    const card = G.players['0'].drawn[0];
    expect(canPlaceOpening(G, '0', card, 'hand')).toBe(true);
    expect(canPlaceOpening(G, name, card, 'hand')).toBe(false);
    expect(legalActions(G, 'opening', name, '0')).toEqual([]);
  });

  test.each(INHERITED_NAMES)('a card placed by "%s" is refused', (name) => {
    const match = refereed(opening());
    const card = (match.state.G as PaxState).players['0'].drawn[0];
    expect(moveProblem(match, name, 'place', [card, 'hand'])).toBeUndefined();
    expect(moveProblem(match, '0', 'place', [card, name])).toBeUndefined();
  });
});

/** Positions from seeded games (three players, and five with Nocturnus, whose Adversaries owe Rome cards). */
function everyMove(): Map<string, Sighting[]> {
  const seen = new Map<string, Sighting[]>();
  for (const [numPlayers, expansion, seed] of [[3, false, 1], [5, true, 2], [2, true, 3], [4, true, 4]] as const) {
    const match = new HeadlessMatch(pax.game, { numPlayers, setupData: { expansion }, seed: `client-keys-${seed}` });
    for (const [move, list] of sightings(match, { moves: 1500, seed })) seen.set(move, [...(seen.get(move) ?? []), ...list]);
  }
  return seen;
}

describe('every move, at positions where it is legal', () => {
  const seen = everyMove();
  const referee = refereed(new HeadlessMatch(pax.game, { numPlayers: 2, seed: 'client-keys' }));
  everyMoveRefusesHostileInput(pax.moveArgs, seen, referee, 'inherited names and inherited player ids');


});
