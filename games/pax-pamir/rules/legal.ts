/**
 * The one generator of legal choices: the bots' enumerate, the board's clickable items and the tests all
 * read it, and every choice it lists is accepted by the move of the same name.
 */
import { courtCard, type CardId } from '../data/cards';
import type { CardAction } from '../data/court-cards';
import { MAX_ACTIONS, blackmailSources, blackmailTargets, eachCardAction, stepOptions, type TargetMemo } from './actions';
import { pickOptions } from './events';
import { COALITIONS, MARKET_COLUMNS, MARKET_ROWS, REGIONS, type Border, type Coalition } from '../data/map';
import { isOver } from './dominance';
import { discardCandidates, discardNeed, impactStep, topTask } from './tasks';
import { buyerCost, buyerOf } from './market';
import type { Source } from './pieces';
import { SIDES, type PlayerID, type ReadState, type Side, type Task } from './state';
import { owesNoBribe } from './effects';
import { bribeFor } from './rule';
import { pendingPlacements, playOffers } from './turn';

export type Choice =
  | { move: 'chooseLoyalty'; args: [Coalition] }
  | { move: 'buy'; args: [row: number, col: number] }
  | { move: 'play'; args: [card: CardId, side: Side, offer: number] }
  | { move: 'endActions'; args: [] }
  | { move: 'answerBribe'; args: [accept: boolean] }
  | { move: 'place'; args: [to: Border | CardId | null, from: Source | null] }
  | { move: 'discard'; args: [card: CardId] }
  | { move: 'action'; args: [card: CardId, action: CardAction, target: string | null, offer: number] }
  | { move: 'choose'; args: [option: string] }
  /** PAMIR-D-17: the spy's source only when the supply is empty (from play). */
  | { move: 'blackmail'; args: [card: CardId, target: CardId] | [card: CardId, target: CardId, from: Source] };

export type Phase = 'loyalty' | 'play';

/** PAMIR-SETUP-5: the loyalty choices of the player whose turn it is to choose. */
function loyaltyChoices(G: ReadState, currentPlayer: PlayerID, player: PlayerID): Choice[] {
  if (player !== currentPlayer || G.players[player].loyalty !== null) return [];
  return COALITIONS.map((coalition) => ({ move: 'chooseLoyalty', args: [coalition] }));
}

/**
 * The choices that never change: a buy per market position, the end of the actions. The same objects at every
 * listing (frozen: a choice is only read), rather than new ones at each of the many.
 */
const BUY_CHOICES: readonly (readonly Choice[])[] = Array.from({ length: MARKET_ROWS }, (_, row) =>
  Array.from({ length: MARKET_COLUMNS }, (_, col): Choice => Object.freeze({ move: 'buy', args: Object.freeze([row, col]) as [number, number] })),
);
const END_ACTIONS: Choice = Object.freeze({ move: 'endActions', args: Object.freeze([]) as [] });

/** The sides a card may be played on when the court is empty. */
const LEFT_ONLY: readonly Side[] = ['left'];

/** A card action's choice, added to the list (eachCardAction's `emit`). */
function pushAction(choices: Choice[], card: CardId, action: CardAction, target: string | null, offer: number): void {
  choices.push({ move: 'action', args: [card, action, target, offer] });
}

/**
 * PAMIR-TURN-1..2, PAMIR-BUY-*, PAMIR-PLAY-*: the actions of the player whose turn it is, when nothing is pending
 * and the game goes on (legalChoices checked both: the questions below that ask them again are not asked).
 */
function actionChoices(G: ReadState, player: PlayerID): Choice[] {
  const choices: Choice[] = [];
  if (G.turn.actions < MAX_ACTIONS) {
    // canStartAction
    buyChoices(G, player, choices);
    playChoices(G, player, choices);
  }
  courtChoices(G, player, choices);
  choices.push(END_ACTIONS); // canEndActions
  return choices;
}

/** PAMIR-BUY-*: the market cards the player may buy, added to `choices`. */
function buyChoices(G: ReadState, player: PlayerID, choices: Choice[]): void {
  const buyer = buyerOf(G, player); // the same for every market card
  for (let row = 0; row < MARKET_ROWS; row++) {
    for (let col = 0; col < MARKET_COLUMNS; col++) if (buyerCost(G, buyer, row, col) !== null) choices.push(BUY_CHOICES[row][col]); // canBuy
  }
}

/** PAMIR-PLAY-*: the cards of the player's hand they may play, each side and offer, added to `choices`. */
function playChoices(G: ReadState, player: PlayerID, choices: Choice[]): void {
  const { court, hand } = G.players[player];
  const sides = court.length === 0 ? LEFT_ONLY : SIDES; // a first card has no right side
  // bribeToPlay: the bribe to play a card depends on its region only, and on nothing when none is owed
  const free = owesNoBribe(G, player, true);
  // by the region's place in REGIONS: a fresh record keyed by region names is slow to fill and read
  const bribes: (number | undefined)[] = [];
  for (const card of hand ?? []) {
    const { region } = courtCard(card);
    const at = REGIONS.indexOf(region);
    const amount = (bribes[at] ??= free ? 0 : (bribeFor(G, player, region)?.amount ?? 0));
    for (const offer of playOffers(G, player, card, amount)) for (const side of sides) choices.push({ move: 'play', args: [card, side, offer] });
  }
}

/** PAMIR-ACTION-*, PAMIR-ABILITY-BLACKMAIL: what the cards of the player's court may do now, added to `choices`. */
function courtChoices(G: ReadState, player: PlayerID, choices: Choice[]): void {
  const memo: TargetMemo = [];
  let sources: (Source | null)[] | undefined; // the same for every Blackmail card (found at the first)
  for (const slot of G.players[player].court) {
    eachCardAction(G, player, slot, memo, choices, pushAction);
    for (const target of blackmailTargets(G, player, slot.card)) {
      for (const from of (sources ??= blackmailSources(G, player))) {
        choices.push({ move: 'blackmail', args: from === null ? [slot.card, target] : [slot.card, target, from] });
      }
    }
  }
}

/**
 * The choices the task on top offers its player and whether it waits for one of them: the questions of
 * tasks.ts `waitsForChoice`, each option list found once for both.
 */
function taskChoices(G: ReadState, task: Task): { waits: boolean; choices: Choice[] } {
  switch (task.kind) {
    case 'bribe':
      return {
        waits: true,
        choices: [
          { move: 'answerBribe', args: [true] },
          { move: 'answerBribe', args: [false] },
        ],
      };
    case 'impact': {
      const step = impactStep(G, task);
      const waits = step !== null && step.placements !== null && step.placements.length > 1;
      return { waits, choices: (waits ? step!.placements! : pendingPlacements(G)).map((p) => ({ move: 'place', args: [p.to, p.from] })) };
    }
    case 'insurrection': {
      const placements = pendingPlacements(G);
      return { waits: placements.length > 1, choices: placements.map((p) => ({ move: 'place', args: [p.to, p.from] })) };
    }
    case 'discard': {
      const cards = discardCandidates(G, task);
      return { waits: cards.length > 0 && discardNeed(G, task) > 0, choices: cards.map((card) => ({ move: 'discard', args: [card] })) };
    }
    case 'tax':
    case 'build':
    case 'move':
    case 'battle':
    case 'prize': {
      const options = stepOptions(G, task);
      return { waits: task.kind === 'prize' || options.length > 1, choices: options.map((option) => ({ move: 'choose', args: [option] })) };
    }
    case 'pick':
      return { waits: true, choices: pickOptions(G, task).map((option) => ({ move: 'choose', args: [option] })) };
    default:
      return { waits: false, choices: [] };
  }
}

/** Everything `player` may do now (empty when it is not their turn to act: tasks.ts `actor`). */
export function legalChoices(G: ReadState, phase: Phase, currentPlayer: PlayerID, player: PlayerID): Choice[] {
  if (isOver(G)) return [];
  if (phase === 'loyalty') return loyaltyChoices(G, currentPlayer, player);
  const task = topTask(G);
  if (!task) return player === currentPlayer ? actionChoices(G, player) : [];
  const { waits, choices } = taskChoices(G, task);
  return (waits ? task.player : currentPlayer) === player ? choices : [];
}
