/**
 * A full state behind one seat's view (games/bots/kit.ts `determinize`): the cards that seat has not
 * seen (other hands, both piles; RP-HIDDEN-1, RP-HIDDEN-2) dealt at random, with every count the view
 * shows kept, each pile holding its own family only, and every hand able to stand by what its owner
 * said aloud in this turn's trade (RP-TRADE-7: nobody names cards they cannot give). A trader who
 * already chose the exact cards they hand over (RP-TRADE-8) is given one of the choices they had.
 *
 * Not used: what the seat learned from the log of earlier turns (the cards it handed to a partner, who
 * may hold them still); the view alone does not say it.
 */
import type { Ctx } from 'boardgame.io';
import type { Rng } from '../../bots/kit';
import { plainCopy } from '../../bots/plain-copy';
import { CARDS_PER_KIND, KINDS, type Kind, SET_SIZE, familyOf } from '../data/cards';
import { canDeliver, deliveries, honours } from '../rules/bundle';
import { emptyHand } from '../rules/hand';
import { deliverers, givenBy } from '../rules/trade';
import type { Bundle, Hand, PlayerID, PrivatePlayer, State, Trade } from '../rules/types';
import type { ResPublicaView } from '../view';

/** Tries of plain dealing before building a deal that keeps every word said, then mixing it. */
const DEALS = 200;
const BUILDS = 200;
const MIXING_SWAPS_PER_CARD = 40;

/** What a hidden hand must allow: `every` way of the bundle (an offer held, RP-D-HONOUR) or one of them. */
interface Pledge {
  id: PlayerID;
  bundle: Bundle;
  every: boolean;
}

const keeps = (hand: Hand, { bundle, every }: Pledge) => (every ? honours(hand, bundle) : canDeliver(hand, bundle));

/**
 * RP-TRADE-7: what the words said in this turn's trade tell of the other hands. An offer is held; an
 * answer to a seek can give what is sought; an answer to an offer is held; a proposer who accepted an
 * answer to a seek can give it. Only the exchange and the proposer's sets change hands within a turn,
 * so once the trade is closed only the answerers who did not trade are still bound by their words.
 */
function pledges(trade: Trade | null, proposer: PlayerID, viewer: PlayerID): Pledge[] {
  if (!trade) return [];
  const list: Pledge[] = [];
  const { proposal, answers, partner, closed } = trade;
  if (!closed && 'offer' in proposal) list.push({ id: proposer, bundle: proposal.offer, every: true });
  if (!closed && partner !== null && 'seek' in proposal) list.push({ id: proposer, bundle: answers[partner]!, every: false });
  for (const [id, counter] of Object.entries(answers)) {
    if (counter === null || (closed && id === partner)) continue;
    if ('seek' in proposal) list.push({ id, bundle: proposal.seek, every: false });
    else list.push({ id, bundle: counter, every: true });
  }
  return list.filter((pledge) => pledge.id !== viewer);
}

function shuffle<T>(list: T[], rng: Rng): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

const pick = <T>(list: readonly T[], rng: Rng): T => list[Math.floor(rng() * list.length)];

/**
 * The hidden cards laid out in slots: the People pile (top last), the Civilisation pile, then each
 * other hand's cards. A deal fills the slots; `hands` counts each hand's cards.
 */
interface Layout {
  people: number;
  civilisation: number;
  others: { id: PlayerID; size: number; from: number }[];
}

interface Deal {
  slots: Kind[];
  hands: Hand[];
}

function countHands(layout: Layout, slots: readonly Kind[]): Hand[] {
  return layout.others.map(({ from, size }) => {
    const hand = emptyHand();
    for (let i = from; i < from + size; i++) hand[slots[i]]++;
    return hand;
  });
}

/** Piles from the shuffled cards of their family, hands from the rest, shuffled: uniform over deals. */
function dealFrom(layout: Layout, people: Kind[], civilisation: Kind[], rng: Rng): Deal {
  shuffle(people, rng);
  shuffle(civilisation, rng);
  const rest = shuffle([...people.slice(layout.people), ...civilisation.slice(layout.civilisation)], rng);
  const slots = [...people.slice(0, layout.people), ...civilisation.slice(0, layout.civilisation), ...rest];
  return { slots, hands: countHands(layout, slots) };
}

/** Some cards of `pool` that make a hand keep the pledge on top of `held`, or null. */
function cardsFor(pool: Hand, held: Hand, pledge: Pledge, rng: Rng): Hand | null {
  const ways = pledge.bundle.join === 'or' ? pledge.bundle.terms.map((term) => [term]) : [pledge.bundle.terms];
  const wanted = pledge.every ? ways : [pick(ways, rng)];
  const taken = emptyHand();
  for (const terms of wanted) {
    const have = emptyHand();
    for (const kind of KINDS) have[kind] = held[kind] + taken[kind];
    const bundle: Bundle = { join: 'and', terms };
    if (canDeliver(have, bundle)) continue;
    const left = emptyHand();
    for (const kind of KINDS) left[kind] = pool[kind] - taken[kind];
    const options = deliveries(left, bundle, 64);
    if (options.length === 0) return null;
    const chosen = pick(options, rng);
    for (const kind of KINDS) taken[kind] += chosen[kind] ?? 0;
  }
  return taken;
}

/** A deal that keeps every pledge, built by giving each pledging hand the cards it needs first. */
function builtDeal(layout: Layout, unseen: Hand, promised: readonly Pledge[], rng: Rng): Deal | null {
  const seat = new Map(layout.others.map(({ id }, i) => [id, i]));
  for (let attempt = 0; attempt < BUILDS; attempt++) {
    const pool = { ...unseen };
    const given = layout.others.map(() => emptyHand());
    let ok = true;
    for (const pledge of shuffle([...promised], rng)) {
      const i = seat.get(pledge.id)!;
      const cards = cardsFor(pool, given[i], pledge, rng);
      if (!cards) {
        ok = false;
        break;
      }
      for (const kind of KINDS) {
        pool[kind] -= cards[kind];
        given[i][kind] += cards[kind];
      }
    }
    const fits = (i: number) => KINDS.reduce((n, kind) => n + given[i][kind], 0) <= layout.others[i].size;
    if (!ok || !layout.others.every((_, i) => fits(i))) continue;
    const people = KINDS.filter((kind) => familyOf(kind) === 'people').flatMap((kind) => Array<Kind>(pool[kind]).fill(kind));
    const civilisation = KINDS.filter((kind) => familyOf(kind) === 'civilisation').flatMap((kind) => Array<Kind>(pool[kind]).fill(kind));
    if (people.length < layout.people || civilisation.length < layout.civilisation) continue;
    // The remaining cards fill the piles and then the hands around what each was given.
    shuffle(people, rng);
    shuffle(civilisation, rng);
    const rest = shuffle([...people.slice(layout.people), ...civilisation.slice(layout.civilisation)], rng);
    const slots = [...people.slice(0, layout.people), ...civilisation.slice(0, layout.civilisation)];
    layout.others.forEach(({ size }, i) => {
      const own = KINDS.flatMap((kind) => Array<Kind>(given[i][kind]).fill(kind));
      slots.push(...shuffle([...own, ...rest.splice(0, size - own.length)], rng));
    });
    return { slots, hands: countHands(layout, slots) };
  }
  return null;
}

/**
 * Random swaps of two hidden cards that keep the piles' families and every pledge: a built deal, which
 * leans towards the cards it gave first, drifts towards a uniform one among the deals that keep them.
 */
function mix(layout: Layout, deal: Deal, promised: readonly Pledge[], rng: Rng): void {
  const { slots, hands } = deal;
  const owner = (slot: number) => layout.others.findIndex(({ from, size }) => slot >= from && slot < from + size);
  const pileFamily = (slot: number) => (slot < layout.people ? 'people' : slot < layout.people + layout.civilisation ? 'civilisation' : null);
  const kept = (i: number) => i < 0 || promised.every((pledge) => pledge.id !== layout.others[i].id || keeps(hands[i], pledge));
  for (let n = slots.length * MIXING_SWAPS_PER_CARD; n > 0; n--) {
    const a = Math.floor(rng() * slots.length);
    const b = Math.floor(rng() * slots.length);
    const [ka, kb] = [slots[a], slots[b]];
    if (ka === kb) continue;
    const [fa, fb] = [pileFamily(a), pileFamily(b)];
    if ((fa && familyOf(kb) !== fa) || (fb && familyOf(ka) !== fb)) continue;
    const [ha, hb] = [owner(a), owner(b)];
    const move = (i: number, out: Kind, into: Kind) => {
      if (i < 0) return;
      hands[i][out]--;
      hands[i][into]++;
    };
    move(ha, ka, kb);
    move(hb, kb, ka);
    if (kept(ha) && kept(hb)) {
      [slots[a], slots[b]] = [kb, ka];
    } else {
      move(ha, kb, ka);
      move(hb, ka, kb);
    }
  }
}

/** The other hands and the piles: dealt plainly while a deal keeps every pledge, else built and mixed. */
function dealHidden(layout: Layout, unseen: Hand, promised: readonly Pledge[], rng: Rng): Deal {
  const ofFamily = (family: 'people' | 'civilisation') =>
    KINDS.filter((kind) => familyOf(kind) === family).flatMap((kind) => Array<Kind>(unseen[kind]).fill(kind));
  const people = ofFamily('people');
  const civilisation = ofFamily('civilisation');
  const keptBy = (deal: Deal) =>
    promised.every((pledge) => keeps(deal.hands[layout.others.findIndex(({ id }) => id === pledge.id)], pledge));
  for (let attempt = 0; attempt < DEALS; attempt++) {
    const deal = dealFrom(layout, people, civilisation, rng);
    if (keptBy(deal)) return deal;
  }
  const built = builtDeal(layout, unseen, promised, rng);
  if (!built) throw new Error('res-publica: no deal of the unseen cards keeps what the players said');
  mix(layout, built, promised, rng);
  return built;
}

/**
 * RP-TRADE-8: the traders other than the viewer who already chose their cards (those before the one
 * choosing now), each given one of the choices their hand allowed.
 */
function chosenDeliveries(trade: Trade | null, ctx: Ctx, viewer: PlayerID, hands: Record<PlayerID, Hand>, rng: Rng): Record<PlayerID, PrivatePlayer['giving']> {
  const giving: Record<PlayerID, PrivatePlayer['giving']> = {};
  if (!trade || trade.closed || trade.partner === null) return giving;
  const choosing = deliverers(trade, ctx.currentPlayer);
  const now = choosing.findIndex((id) => ctx.activePlayers?.[id] === 'deliver');
  for (const id of choosing.slice(0, Math.max(now, 0))) {
    if (id !== viewer) giving[id] = pick(deliveries(hands[id], givenBy(trade, ctx.currentPlayer, id)), rng);
  }
  return giving;
}

export function determinize(view: ResPublicaView, ctx: Ctx, playerID: PlayerID, rng: Rng): State {
  const own = view.players[playerID];
  if (!own?.hand) throw new Error(`res-publica: only a player's own view can be determinized (not ${playerID}'s)`);
  // RP-CARDS-1: twelve of each kind, less the viewer's hand and the five of each set laid.
  const unseen = emptyHand();
  for (const kind of KINDS) unseen[kind] = CARDS_PER_KIND - own.hand[kind];
  for (const sets of Object.values(view.laid)) for (const set of sets) unseen[set.kind] -= SET_SIZE;

  const layout: Layout = { people: view.piles.people, civilisation: view.piles.civilisation, others: [] };
  let from = view.piles.people + view.piles.civilisation;
  for (const [id, seen] of Object.entries(view.players)) {
    if (id === playerID) continue;
    layout.others.push({ id, size: seen.handSize, from });
    from += seen.handSize;
  }
  const deal = dealHidden(layout, unseen, pledges(view.trade, ctx.currentPlayer, playerID), rng);

  const hands: Record<PlayerID, Hand> = {};
  layout.others.forEach(({ id }, i) => (hands[id] = deal.hands[i]));
  const giving = chosenDeliveries(view.trade, ctx, playerID, hands, rng);
  const players: State['players'] = {};
  for (const id of Object.keys(view.players)) {
    players[id] = id === playerID ? { hand: { ...own.hand }, giving: own.giving ?? null } : { hand: hands[id], giving: giving[id] ?? null };
  }
  const cut = layout.people;
  const { first, lastTurn, drawless } = view;
  const { laid, trade } = plainCopy({ laid: view.laid, trade: view.trade });
  return {
    first,
    players,
    secret: { people: deal.slots.slice(0, cut), civilisation: deal.slots.slice(cut, cut + layout.civilisation) },
    laid,
    trade,
    lastTurn,
    drawless,
  };
}
