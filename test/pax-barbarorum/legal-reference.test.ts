/**
 * BARB-D-ENUMERATION: the legal-action generator (rules/legal.ts) reads each player's facts once for speed; here it is
 * held to a plain reference that asks the moves' own validators about every candidate, one by one. Over seeded
 * random games, at every step, both give the same moves in the same order, and the moves' own rules accept each.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { HeadlessMatch } from '../../games/headless';
import { seededRng } from '../../games/bots/random';
import { paxBarbarorum } from '../../games/pax-barbarorum';
import { CARDS, ORDER_KINDS } from '../../games/pax-barbarorum/data/constants';
import { FACTIONS, NEUTRALS, PLAYER_FACTIONS } from '../../games/pax-barbarorum/data/factions';
import { PROVINCES, type ProvinceId } from '../../games/pax-barbarorum/data/map';
import { INFLUENCE_USES, canResolve, type Choice } from '../../games/pax-barbarorum/rules/actions';
import { neighbours } from '../../games/pax-barbarorum/rules/board';
import {
  canAccept,
  canAskNeutral,
  canDeclareWar,
  canGive,
  canImprove,
  canMakeNeutralPeace,
  canPropose,
  canSabotage,
  canSpy,
  canWorsen,
} from '../../games/pax-barbarorum/rules/diplomacy';
import { legalActions, type Action } from '../../games/pax-barbarorum/rules/legal';
import { deepFreeze } from '../../games/pax-barbarorum/rules/clone';
import { applyMove, type MoveName } from '../../games/pax-barbarorum/rules/moves';
import { canPlaceOrder, tokensOf } from '../../games/pax-barbarorum/rules/orders';
import { seatIds } from '../../games/pax-barbarorum/rules/state';
import type { PaxState, PlayerID } from '../../games/pax-barbarorum/rules/types';

const { game, bots } = paxBarbarorum;

/** A move as a client may send it: any name, any arguments (the validators read them as unknown). */
interface Candidate {
  move: string;
  args: unknown[];
}

/** Every candidate the generator may offer, kept when its validator accepts it. */
function reference(G: PaxState, player: PlayerID): Candidate[] {
  const all = legalActions(G, player);
  const out: Candidate[] = [];
  switch (G.step.kind) {
    case 'orders':
      if (G.step.queue[0] !== player) return out;
      for (const p of PROVINCES) for (const kind of ORDER_KINDS) if (canPlaceOrder(G, player, p, kind)) out.push({ move: 'placeOrder', args: [p, kind] });
      return out;
    case 'diplomacy': {
      if (!G.step.waiting.includes(player)) return out;
      for (const t of FACTIONS) if (canDeclareWar(G, player, t)) out.push({ move: 'declareWar', args: [t] });
      const none = { gold: 0, tactics: 0, spy: 0, sabotage: 0, march: 0 };
      const gifts = [{ ...none, gold: 1 }, ...CARDS.filter((c) => G.players[player].hand[c] > 0).map((c) => ({ ...none, [c]: 1 }))];
      for (const other of seatIds(G)) {
        for (const kind of ['alliance', 'peace']) {
          if (canPropose(G, player, other, kind)) out.push({ move: 'proposeTreaty', args: [other, kind] });
          if (canAccept(G, player, other, kind)) out.push({ move: 'acceptTreaty', args: [other, kind] });
        }
        for (const gift of gifts) if (canGive(G, player, other, gift)) out.push({ move: 'give', args: [other, gift] });
      }
      for (const p of PROVINCES) {
        if (canSpy(G, player, p)) out.push({ move: 'spy', args: [p] });
        if (canSabotage(G, player, p)) out.push({ move: 'sabotage', args: [p] });
      }
      for (const n of NEUTRALS) {
        if (canImprove(G, player, n)) out.push({ move: 'improveRelation', args: [n] });
        for (const t of PLAYER_FACTIONS) if (canWorsen(G, player, n, t)) out.push({ move: 'worsenRelation', args: [n, t] });
      }
      for (const n of NEUTRALS) {
        for (const from of PROVINCES) for (const to of neighbours(from)) if (canAskNeutral(G, player, n, from, to)) out.push({ move: 'askNeutral', args: [n, from, to] });
      }
      for (const t of FACTIONS) if (canMakeNeutralPeace(G, player, t)) out.push({ move: 'neutralPeace', args: [t] });
      out.push({ move: 'ready', args: [] });
      return out;
    }
    case 'resolve': {
      // Influence orders are tried on every province, use and victim; the other orders keep the generator's own list.
      if (G.step.player !== player) return out;
      for (const a of all) {
        // Anything else offered here is missing from the reference, and the comparison fails.
        if (a.move !== 'resolveOrder') continue;
        const [p, choice] = a.args;
        if (choice.kind === 'influence') continue;
        out.push(a);
        if (choice.kind !== 'pass' || G.players[player].orders[p] !== 'influence') continue;
        const rivals = Object.keys(G.realms).filter((x) => x !== G.seats[player]);
        for (const target of PROVINCES) {
          for (const use of INFLUENCE_USES) {
            if (use === 'stability') continue;
            const victims = use === 'purge' || use === 'embargo' ? rivals : [undefined];
            for (const victim of victims) {
              const c = victim === undefined ? { kind: 'influence', use, target } : { kind: 'influence', use, target, victim };
              if (canResolve(G, player, p, c)) out.push({ move: 'resolveOrder', args: [p, c] });
            }
          }
        }
        const stability = { kind: 'influence', use: 'stability', target: p };
        if (canResolve(G, player, p, stability)) out.push({ move: 'resolveOrder', args: [p, stability] });
      }
      expect(tokensOf(G, player).length).toBeGreaterThan(0);
      return out;
    }
    default:
      return all;
  }
}

const sameOrder = (a: Candidate[]) => a.map((x) => JSON.stringify(x));

describe('BARB-D-ENUMERATION: the generator equals its validators', () => {
  test.each([
    [2, true],
    [3, false],
    [4, true],
    [5, false],
  ] as const)('%i players, government %s: same moves, same order, each accepted', (numPlayers, government) => {
    for (let i = 0; i < 3; i++) {
      const match = new HeadlessMatch(game, { numPlayers, setupData: { government }, seed: `reference-${numPlayers}-${i}` });
      const s = bots.fast.fromState(match.state);
      const choose = seededRng(`reference-choose-${numPlayers}-${i}`);
      for (let step = 0; step < paxBarbarorum.moveBudget; step++) {
        const player = bots.fast.toMove(s);
        if (player === null) break;
        const G = bots.fast.G(s) as PaxState;
        const moves = legalActions(G, player);
        expect(sameOrder(moves), `step ${step}, ${G.step.kind}`).toEqual(sameOrder(reference(G, player)));
        // applyMove works on a frozen state (its copy-on-write); the playout then goes on from it by copy.
        if (step % 7 === 0) for (const m of moves) expect(applyMove(deepFreeze(G), player, m.move, m.args, []), `${m.move}(${JSON.stringify(m.args)})`).not.toBeNull();
        const { move, args } = moves[Math.floor(choose() * moves.length)];
        expect(bots.fast.play(s, player, move, args)).toBe(true);
      }
    }
  });
});

// Checked by the type-checker (npm run typecheck): the board and the bots read each move's arguments from its member.
test('the actions are one typed member per move of the game, and no other', () => {
  expectTypeOf<Action['move']>().toEqualTypeOf<MoveName>();
  expectTypeOf<Extract<Action, { move: 'resolveOrder' }>['args']>().toEqualTypeOf<[ProvinceId, Choice]>();
});
