/**
 * The determinizer (games/res-publica/bots/determinize.ts): the hidden cards are dealt from those the
 * seat has not seen, every count it sees is kept, and every hand stands by what its owner said in the
 * trade under way (RP-TRADE-7), so the reducer plays on from the deal.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { State as MatchState } from 'boardgame.io';
import { seededRng } from '../../games/bots/random';
import { HeadlessMatch } from '../../games/headless';
import { resPublica } from '../../games/res-publica';
import { enumerate } from '../../games/res-publica/ai';
import { CARDS_PER_KIND, KINDS, familyOf } from '../../games/res-publica/data/cards';
import { canDeliver, honours, isDelivery } from '../../games/res-publica/rules/bundle';
import { parseBundle, parseProposal } from '../../games/res-publica/rules/notation';
import { positionProblem } from '../../games/res-publica/rules/setup';
import type { Bundle, State } from '../../games/res-publica/rules/types';
import { playerView } from '../../games/res-publica/view';
import { G, match, play } from './position';

const { determinize } = resPublica.bots;
const b = (text: string) => parseBundle(text) as Bundle;

let quiet: ReturnType<typeof vi.spyOn>;
beforeAll(() => (quiet = vi.spyOn(console, 'error').mockImplementation(() => {})));
afterAll(() => quiet.mockRestore());

/** As a client receives its view: through JSON. */
const viewOf = (m: HeadlessMatch, seat: string) => JSON.parse(JSON.stringify(playerView({ G: G(m), playerID: seat })));
const dealt = (m: HeadlessMatch, seat: string, seed: string): State => determinize(viewOf(m, seat), m.state.ctx, seat, seededRng(seed));
const hidden = (S: State, seat: string) => JSON.stringify({ ...S.players, [seat]: null, secret: S.secret });

/** The match going on from the determinized state, as the reducer would play it. */
const resumed = (m: HeadlessMatch, S: State) => HeadlessMatch.resume(resPublica.game, m.record(), { ...m.state, G: S } as MatchState);

describe('the hidden cards come from those the seat has not seen', () => {
  const m = () => match({ hands: ['3 goths, 2 metal', '2 huns, 1 arts, 1 trade', '4 vikings', '1 alchemy'], laid: [['metal'], [], ['goths'], []] });

  test.each(['0', '1', '3'])('seat %s: its own hand, every count it sees, twelve of each kind, each pile its family', (seat) => {
    const real = m();
    for (let i = 0; i < 20; i++) {
      const S = dealt(real, seat, `cards-${seat}-${i}`);
      expect(JSON.stringify(playerView({ G: S, playerID: seat }))).toBe(JSON.stringify(viewOf(real, seat)));
      expect(S.players[seat].hand).toEqual(G(real).players[seat].hand);
      expect(positionProblem(S)).toBeNull();
      for (const kind of KINDS) {
        const held = Object.values(S.players).reduce((n, player) => n + player.hand[kind], 0);
        const piled = [...S.secret.people, ...S.secret.civilisation].filter((card) => card === kind).length;
        const laid = Object.values(S.laid).flat().filter((set) => set.kind === kind).length * 5;
        expect(held + piled + laid, kind).toBe(CARDS_PER_KIND);
      }
      expect(S.secret.people.every((card) => familyOf(card) === 'people')).toBe(true);
      expect(S.secret.civilisation.every((card) => familyOf(card) === 'civilisation')).toBe(true);
    }
  });

  test('another source of randomness gives other hands and other piles', () => {
    const real = m();
    const deals = new Set(Array.from({ length: 10 }, (_, i) => hidden(dealt(real, '0', `other-${i}`), '0')));
    expect(deals.size).toBe(10);
    expect(hidden(dealt(real, '0', 'same'), '0')).toBe(hidden(dealt(real, '0', 'same'), '0'));
  });

  test('uniform: each hidden hand holds on average its share of the unseen cards', () => {
    // Seat 0 has seen 3 goths in hand and 5 in a set: 52 People cards unseen, 4 of them goths. The
    // People cards not in the pile share the 9 places in the other hands; player 2 has 4 of them.
    const real = m();
    const view = viewOf(real, '0');
    const unseenPeople = 60 - 3 - 5;
    const peopleInHands = unseenPeople - view.piles.people;
    const expected = ((4 * peopleInHands) / 9) * (4 / unseenPeople);
    let total = 0;
    const runs = 3000;
    const rng = seededRng('uniform');
    for (let i = 0; i < runs; i++) total += determinize(view, real.state.ctx, '0', rng).players['2'].hand.goths;
    expect(total / runs).toBeGreaterThan(expected * 0.8);
    expect(total / runs).toBeLessThan(expected * 1.2);
  });

  test('a spectator\'s view cannot be determinized', () => {
    const real = m();
    const view = JSON.parse(JSON.stringify(playerView({ G: G(real), playerID: null })));
    expect(() => determinize(view, real.state.ctx, '0', seededRng('spectator'))).toThrow();
  });
});

describe('RP-TRADE-7: every hand stands by what its owner said', () => {
  test('answers to a seek: every deal lets the answerer give what is sought, however unlikely by chance', () => {
    const real = match({ hands: ['1 metal, 1 arts', '3 goths, 2 trade', '1 huns', '2 vikings'] });
    play(real, ['0', 'propose', parseProposal('seek 3 goths')], ['1', 'counter', b('1 metal')], ['2', 'pass'], ['3', 'pass']);
    expect(real.state.ctx.activePlayers).toEqual({ 0: 'choose' });
    const others = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const S = dealt(real, '0', `seek-${i}`);
      expect(canDeliver(S.players['1'].hand, b('3 goths'))).toBe(true);
      expect(JSON.stringify(playerView({ G: S, playerID: '0' }))).toBe(JSON.stringify(viewOf(real, '0')));
      others.add(JSON.stringify(S.players['1'].hand));
      // The exact deal is made at once: no hand goes below zero.
      const probe = resumed(real, S);
      expect(probe.move('0', 'accept', ['1']).ok).toBe(true);
      const after = probe.state.G as State;
      for (const player of Object.values(after.players)) for (const kind of KINDS) expect(player.hand[kind]).toBeGreaterThanOrEqual(0);
    }
    // The rest of the answerer's hand still varies.
    expect(others.size).toBeGreaterThan(5);
  });

  test('the words still bind once the trade is refused: the answerers\' hands have not changed', () => {
    const real = match({ hands: ['1 metal, 1 arts', '3 goths, 2 trade', '1 huns', '2 vikings'] });
    play(real, ['0', 'propose', parseProposal('seek 3 goths')], ['1', 'counter', b('1 metal')], ['2', 'pass'], ['3', 'pass'], ['0', 'refuse']);
    expect(real.state.ctx.activePlayers).toEqual({ 0: 'build' });
    for (let i = 0; i < 10; i++) expect(canDeliver(dealt(real, '0', `refused-${i}`).players['1'].hand, b('3 goths'))).toBe(true);
  });

  test('an offer with "or": the proposer holds every alternative (RP-D-HONOUR)', () => {
    const real = match({ hands: ['2 metal, 2 arts, 1 goths', '1 huns', '2 vikings'] });
    play(real, ['0', 'propose', parseProposal('offer 2 metal or 2 arts')]);
    for (let i = 0; i < 20; i++) {
      const S = dealt(real, '1', `offer-${i}`);
      expect(honours(S.players['0'].hand, b('2 metal or 2 arts'))).toBe(true);
      expect(enumerate(S, real.state.ctx, '1')).toEqual(enumerate(G(real), real.state.ctx, '1'));
    }
  });

  test('RP-TRADE-8: a trader who already chose their cards hands over one of the choices they had', () => {
    const real = match({ hands: ['1 metal, 1 arts, 1 goths', '1 huns, 1 vikings', '2 vikings'] });
    play(real, ['0', 'propose', parseProposal('seek 1 people')], ['1', 'counter', b('1 civilisation')], ['2', 'pass'], ['0', 'accept', '1']);
    play(real, ['0', 'deliver', { arts: 1 }]);
    expect(real.state.ctx.activePlayers).toEqual({ 1: 'deliver' });
    const chosen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const S = dealt(real, '1', `deliver-${i}`);
      const giving = S.players['0'].giving!;
      expect(isDelivery(giving, b('1 civilisation'))).toBe(true);
      expect(KINDS.every((kind) => (giving[kind] ?? 0) <= S.players['0'].hand[kind])).toBe(true);
      chosen.add(JSON.stringify(giving));
      const probe = resumed(real, S);
      expect(probe.move('1', 'deliver', [{ huns: 1 }]).ok).toBe(true);
      const after = probe.state.G as State;
      expect(after.trade!.closed).toBe(true);
      expect(after.players['1'].hand).toEqual({ ...S.players['1'].hand, huns: 0, ...giving, vikings: 1 });
    }
    expect(chosen.size).toBeGreaterThan(1);
  });
});
