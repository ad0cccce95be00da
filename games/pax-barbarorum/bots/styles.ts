/**
 * BOT-STYLE-1 for Pax Barbarorum: the three ways of playing whose balance the game's numbers are tuned for
 * (RULES.md "Balance"). Each narrows what a seat considers, from its own view; the search picks among the rest.
 * - builder: grows by economy, trade and religion; never declares war nor sends a neutral's army;
 * - warlord: grows by conquest; is at war with another player whenever it can be and never makes a treaty or a
 *   peace (BOT-STYLE-4 for its Influence orders);
 * - conqueror: marches on the nearest capital it does not hold (BOT-STYLE-2, campaign.ts): a Move order for the
 *   army nearest to it (a Recruit order there while it is too weak to go in) and a Train, Recruit or Economy order
 *   in its capital first (Tactics & experience cards until it holds what one assault can use, then troops if next
 *   round's upkeep leaves gold for them), war on whoever holds the target and no other, every army it moves a step
 *   closer, every card it can commit to the assault, no retreat and no demobilisation, a capital never left empty;
 *   no treaty, peace or gift (BOT-STYLE-4 for its Influence orders);
 * - balanced: the whole game, every move but one: like every style here, it never leaves a capital it holds empty
 *   (BOT-STYLE-3).
 * BOT-STYLE-4: war pays through the Influence order in conquered land, which strips the rival's cubes and trade
 * tokens and places one's own (a captured capital's trade centres included): a war style resolves each Influence
 * order by stripping a rival where it can. Influence is also the score: both war styles place Influence orders
 * anywhere, as the balanced seat does, the conqueror once its campaign's orders are placed, while it needs more
 * than one capital (one capital from victory, it places none) and while a cube would leave it gold for its campaign.
 */
import type { BotStyle } from '../../bots/kit';
import type { PlayerFaction } from '../data/factions';
import { VICTORY_CAPITALS } from '../data/constants';
import { CAPITALS, type ProvinceId } from '../data/map';
import { religionPrice, type Choice } from '../rules/actions';
import type { Action, ActionOf } from '../rules/legal';
import { atWar } from '../rules/relations';
import { armyOf, factionOf, factionsInPlay, total } from '../rules/state';
import { capitalsCaptured } from '../rules/victory';
import type { PaxState } from '../rules/types';
import { campaignOf, holdsCapital, steps, strongEnough, type Campaign } from './campaign';

/** The kind of order a `placeOrder` move places (its second argument). */
const placedKind = (choice: Action) => (choice.move === 'placeOrder' ? choice.args[1] : undefined);

/** The pieces a resolution marches (none unless it is a move). */
const marching = (r: Choice): number => (r.kind === 'move' ? r.s + r.a + r.c : 0);

/** A style of play of this game: it is given the moves the legal-action generator offers. */
type Style = BotStyle<PaxState, Action>;

/** Would taking `n` pieces out of `p` leave empty a capital that `f` holds? */
function emptiesCapital(view: PaxState, f: PlayerFaction, p: ProvinceId, n: number): boolean {
  const army = armyOf(view, p, f);
  return army !== undefined && n >= total(army) && holdsCapital(view, f, p);
}

/** Where a move takes pieces out, and how many: a Move order's march, or a demobilisation (none for any other move). */
function piecesTakenOut(choice: Action): { p: ProvinceId; n: number }[] {
  if (choice.move === 'resolveOrder') {
    const [p, r] = choice.args;
    return r.kind === 'move' ? [{ p, n: marching(r) }] : [];
  }
  if (choice.move === 'demobilise') return choice.args[0].map((d) => ({ p: d.province, n: d.s + d.a + d.c }));
  return [];
}

/** BOT-STYLE-3: no style leaves a capital it holds empty (by a march or a demobilisation). */
function keepsCapitals(view: PaxState, playerID: string, moves: readonly Action[]): Action[] {
  const own = factionOf(view, playerID);
  if (own === null) return [...moves];
  return moves.filter((choice) => piecesTakenOut(choice).every(({ p, n }) => !emptiesCapital(view, own, p, n)));
}

/** Does this resolution remove a rival's religion cube or trade token? */
const strips = (choice: Action): boolean =>
  choice.move === 'resolveOrder' && choice.args[1].kind === 'influence' && (choice.args[1].use === 'purge' || choice.args[1].use === 'embargo');

/**
 * BOT-STYLE-4: an Influence order of a war style strips a rival where it can: on a token that can, only the
 * resolutions that do; every other move as it is.
 */
function stripsFirst(moves: readonly Action[]): Action[] {
  const stripping = new Set(moves.filter(strips).map((choice) => choice.args[0]));
  return moves.filter((choice) => choice.move !== 'resolveOrder' || !stripping.has(choice.args[0]) || strips(choice));
}

const builder: Style = {
  keep: (view, playerID, moves) => keepsCapitals(view, playerID, moves).filter(({ move }) => move !== 'declareWar' && move !== 'askNeutral'),
};

/** Moves a warlord never makes (besides Influence orders): treaties and peace with a neutral. */
const PEACEFUL = new Set(['proposeTreaty', 'acceptTreaty', 'neutralPeace']);

const warlord: Style = {
  keep(view, playerID, moves) {
    const own = factionOf(view, playerID);
    const rivals = own === null ? [] : factionsInPlay(view).filter((f) => f !== own);
    const warWith = (choice: Action) => choice.move === 'declareWar' && rivals.some((f) => f === choice.args[0]);
    if (own !== null && !rivals.some((f) => atWar(view, own, f)) && moves.some(warWith)) return moves.filter(warWith);
    const kept = keepsCapitals(view, playerID, moves).filter((choice) => !PEACEFUL.has(choice.move));
    return stripsFirst(kept);
  },
};

/**
 * Does resolving the order on `p` this way follow the campaign? A march comes a step closer to the target, and
 * into it only in strength; a capital is never left empty.
 */
function marches(view: PaxState, f: PlayerFaction, plan: Campaign, p: ProvinceId, choice: Choice): boolean {
  if (choice.kind !== 'move') return choice.kind !== 'pass';
  if (steps(choice.to, plan.target) >= steps(p, plan.target)) return false;
  const moving = marching(choice);
  if (choice.to === plan.target && !strongEnough(plan, moving)) return false;
  return !emptiesCapital(view, f, p, moving);
}

/** Is the staging army to get a Move order: on its way, or at the target's border in strength? */
function marchesNow(view: PaxState, f: PlayerFaction, plan: Campaign): boolean {
  if (plan.staging === undefined) return false;
  if (steps(plan.staging, plan.target) > 1) return true;
  const army = armyOf(view, plan.staging, f);
  return army !== undefined && strongEnough(plan, total(army) - (holdsCapital(view, f, plan.staging) ? 1 : 0));
}

const tacticsIn = (choice: Choice) => (choice.kind === 'train' ? choice.cards.filter((card) => card === 'tactics').length : 0);

/**
 * A Train order of the conqueror's, while it holds fewer Tactics & experience cards than one assault can use, takes as
 * many of them as it can: the other cards win no battle.
 */
function forTheAssault(plan: Campaign, resolutions: ActionOf<'resolveOrder'>[]): ActionOf<'resolveOrder'>[] {
  if (plan.tactics >= plan.cardsWanted) return resolutions;
  const most = new Map<ProvinceId, number>();
  for (const { args: [p, choice] } of resolutions) if (choice.kind === 'train') most.set(p, Math.max(most.get(p) ?? 0, tacticsIn(choice)));
  return resolutions.filter(({ args: [p, choice] }) => choice.kind !== 'train' || tacticsIn(choice) === most.get(p));
}

const conqueror: Style = {
  keep(view, playerID, moves) {
    const own = factionOf(view, playerID);
    const plan = own === null ? null : campaignOf(view, playerID, own);
    if (own === null || plan === null) return [...moves];
    const only = (test: (choice: Action) => boolean) => {
      const kept = moves.filter(test);
      return kept.length > 0 ? kept : null;
    };
    switch (view.step.kind) {
      case 'orders': {
        const placed = view.players[playerID].orders as Partial<Record<ProvinceId, string>>;
        const capital = CAPITALS[own];
        const staging = plan.staging;
        const unplaced = (p: ProvinceId | undefined, kind: string) =>
          p !== undefined && placed[p] === undefined && only((a) => a.move === 'placeOrder' && a.args[0] === p && a.args[1] === kind);
        // First the march (or, while that army is too weak at the border, a recruit there if the upkeep allows), then
        // the capital: cards to fight with, a recruit if the upkeep allows, else gold; then any order (BOT-STYLE-4).
        const atStaging = marchesNow(view, own, plan)
          ? unplaced(staging, 'move')
          : staging !== capital && plan.spare >= 1 && unplaced(staging, 'recruit');
        const first = atStaging || unplaced(capital, plan.tactics < plan.cardsWanted ? 'train' : plan.spare >= 2 ? 'recruit' : 'economy');
        if (first) return first;
        // No Influence order (BOT-STYLE-4) one capital from victory (BARB-END-2), when every order serves the last
        // assault, nor when a cube would leave no gold for the campaign (a mountain's toll, BARB-D-MOUNTAIN; upkeep).
        const lastAssault = capitalsCaptured(view, own) === VICTORY_CAPITALS - 1;
        const short = plan.spare < religionPrice(view.realms[own]!.government, own) + 1;
        return ((lastAssault || short) && only((a) => placedKind(a) !== 'influence')) || [...moves];
      }
      case 'diplomacy': {
        const holder = plan.holder;
        if (holder !== undefined && holder !== own && !atWar(view, own, holder)) {
          const war = only((a) => a.move === 'declareWar' && a.args[0] === holder);
          if (war) return war;
        }
        // one war at a time: the target's
        return moves.filter(({ move }) => !PEACEFUL.has(move) && move !== 'give' && move !== 'declareWar');
      }
      case 'tactics': {
        // every card into the assault on the target
        const battle = view.battles?.current;
        if (battle?.province !== plan.target || battle.attacker !== own) return [...moves];
        const commits = moves.filter((a): a is ActionOf<'commitTactics'> => a.move === 'commitTactics');
        const most = Math.max(...commits.map((a) => a.args[0]));
        return commits.filter((a) => a.args[0] === most);
      }
      case 'resolve': {
        // per token: the choices that follow the campaign, or only leaving the order unused when none does
        const resolutions = moves.filter((a): a is ActionOf<'resolveOrder'> => a.move === 'resolveOrder');
        const following = forTheAssault(plan, resolutions.filter(({ args: [p, choice] }) => marches(view, own, plan, p, choice)));
        const served = new Set(following.map(({ args }) => args[0]));
        return stripsFirst([...following, ...resolutions.filter(({ args: [p, choice] }) => !served.has(p) && choice.kind === 'pass')]);
      }
      case 'retreat':
        return moves.filter((a) => a.move === 'retreat' && a.args[0] === null);
      case 'demobilise':
        return moves.filter((a) => a.move === 'demobilise' && a.args[0].length === 0);
      default:
        return [...moves];
    }
  },
};

const balanced: Style = {
  keep: keepsCapitals,
};

export const styles: Readonly<Record<string, Style>> = { builder, warlord, balanced, conqueror };
