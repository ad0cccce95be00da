/**
 * What clients send (move arguments, the player id a move runs for) is only ever looked up as an own key of
 * the game's data: inherited names (`__proto__`, `toString`...) are no player, kind or field, and
 * proposals, counter-proposals and deliveries with unknown or inherited fields are refused (RP-TRADE-*).
 */
import { describe, expect, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import {
  everyMoveRefusesHostileInput,
  INHERITED_NAMES,
  moveProblem,
  quietRefusals,
  refereed,
  sightings,
  UNKNOWN_FIELD,
  withOwnKey,
  type Sighting,
} from '../support/client-keys';
import { match, play } from './position';

quietRefusals();

const ADDED_KEYS = [...INHERITED_NAMES, UNKNOWN_FIELD];

/** Whether the move is accepted at the match's state (which stays as it was). */
function accepted(m: HeadlessMatch, playerID: string, move: string, args: unknown[]): boolean {
  const before = m.state;
  const ok = m.move(playerID, move, args).ok;
  m.state = before;
  return ok;
}

/** Player 0 offers 1 Metal or 1 Arts, player 2 counters with 1 People card, player 0 accepts: both must choose. */
function delivering(): HeadlessMatch {
  const m = match({ hands: ['2 goths, 1 metal, 1 arts', '1 vikings, 2 trade', '2 vikings, 1 huns'] });
  play(m, ['0', 'propose', parseProposal('offer 1 metal or 1 arts')], ['1', 'pass'], ['2', 'counter', parseBundle('1 people')], ['0', 'accept', '2']);
  return refereed(m, { firstPlayer: 'seat' });
}

describe('RP-TRADE-6: the partner is one who answered', () => {
  test.each(INHERITED_NAMES)('"%s" is no partner', (name) => {
    const m = match({ hands: ['2 goths, 1 metal, 1 arts', '1 vikings, 2 trade', '2 vikings, 1 huns'] });
    play(m, ['0', 'propose', parseProposal('offer 1 metal')], ['1', 'pass'], ['2', 'counter', parseBundle('1 huns')]);
    const referee = refereed(m, { firstPlayer: 'seat' });
    expect(accepted(referee, '0', 'accept', ['2'])).toBe(true);
    expect(moveProblem(referee, '0', 'accept', [name])).toBeUndefined();
  });
});

describe('RP-TRADE-2, RP-TRADE-4: proposals and counter-proposals say only what the language allows', () => {
  const seek = { join: 'and', terms: [{ count: 1, type: 'goths' }, { count: 1, type: 'metal' }] };
  const proposal = { seek };
  const bundle = { join: 'and', terms: [{ count: 2, type: 'vikings' }] };

  test.each(ADDED_KEYS)('a proposal, its bundle or a term with an own "%s" field is refused', (key) => {
    const m = refereed(match({ hands: ['1 huns', '1 goths, 1 metal'] }), { firstPlayer: 'seat' });
    expect(accepted(m, '0', 'propose', [proposal])).toBe(true);
    for (const hostile of [
      withOwnKey(proposal, key),
      { seek: withOwnKey(seek, key) },
      { seek: { ...seek, terms: [withOwnKey(seek.terms[0], key), seek.terms[1]] } },
    ]) {
      expect(moveProblem(m, '0', 'propose', [hostile])).toBeUndefined();
    }
    play(m, ['0', 'propose', proposal]);
    expect(accepted(m, '1', 'counter', [bundle])).toBe(true);
    expect(moveProblem(m, '1', 'counter', [withOwnKey(bundle, key)])).toBeUndefined();
  });
});

describe('RP-TRADE-8: a delivery names kinds of cards only', () => {
  test.each(ADDED_KEYS)('a delivery with an own "%s" key is refused', (key) => {
    const m = delivering();
    expect(accepted(m, '0', 'deliver', [{ arts: 1 }])).toBe(true);
    expect(moveProblem(m, '0', 'deliver', [withOwnKey({ arts: 1 }, key)])).toBeUndefined();
    expect(moveProblem(m, '0', 'deliver', [withOwnKey({ arts: 1 }, key, 0)])).toBeUndefined();
  });
});

/** Positions from seeded games, and a deal where both traders choose their cards (bots never reach one). */
function everyMove(): Map<string, Sighting[]> {
  const seen = new Map<string, Sighting[]>();
  const add = (found: Map<string, Sighting[]>) => {
    for (const [move, list] of found) seen.set(move, [...(seen.get(move) ?? []), ...list]);
  };
  for (const [numPlayers, seed] of [[3, 1], [5, 2], [2, 3]] as const) {
    add(sightings(new HeadlessMatch(resPublica.game, { numPlayers, seed: `client-keys-${seed}` }), { moves: 800, seed }));
  }
  add(sightings(delivering(), { moves: 2 }));
  return seen;
}

describe('every move, at positions where it is legal', () => {
  const seen = everyMove();
  const referee = refereed(new HeadlessMatch(resPublica.game, { numPlayers: 2, seed: 'client-keys' }));
  everyMoveRefusesHostileInput(resPublica.moveArgs, seen, referee, 'inherited names, inherited keys and unknown fields, and inherited player ids');


});
