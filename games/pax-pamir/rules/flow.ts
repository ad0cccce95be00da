/**
 * The task engine: `pending` is a stack of things the game must do; `run` does every task that needs no
 * choice and stops at the first one that waits for a player (or when the turn ends).
 */
import { courtCard, type CardId } from '../data/cards';
import type { Impact } from '../data/court-cards';
import { discardLeftmostEvent, resolveVisibleChecks, slideAndRefill } from './cleanup';
import { courtLimit, handLimit, payLeverage } from './court';
import { ownPending, ownTop } from './cow';
import { applyPlainIcon, insurrectionPlacements, isPieceImpact, placePiece, placements, type Placement } from './impact';
import { applyStep, stepOptions } from './actions';
import { applyPick } from './events';
import type { Shuffle } from './setup';
import { answerBribe, discard, place } from './turn';
import { discardChoice, isWakhan, nextSeat, note, pickChoice, placementChoice, playFromHand, sourceChoice, startWakhanTurn, stepChoice, syncLoyalty, wakhanStep } from './wakhan';
import type { PaxState, PlayerID, ReadState, Task } from './state';

export type Signal = 'wait' | 'endTurn' | 'idle';

type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;

/** The task on top of the stack, if any. */
export const topTask = (G: ReadState): Task | undefined => G.pending[G.pending.length - 1];

/**
 * The icon an impact task is at and its legal placements (null for an icon that places no piece);
 * null when the task is over. PAX-D-6: the icons stop if the card has left its court meanwhile.
 */
export function impactStep(G: ReadState, task: TaskOf<'impact'>): { icon: Impact; placements: Placement[] | null } | null {
  if (!G.players[task.player].court.some((slot) => slot.card === task.card)) return null;
  const data = courtCard(task.card);
  if (task.step >= data.impact.length) return null;
  const icon = data.impact[task.step];
  return { icon, placements: isPieceImpact(icon) ? placements(G, task.player, icon, data.region) : null };
}

/** How many cards a discard task still needs. */
export function discardNeed(G: ReadState, task: TaskOf<'discard'>): number {
  const p = G.players[task.player];
  if (task.from === 'court') return p.court.length - courtLimit(G, task.player);
  if (task.from === 'hand') return (p.hand?.length ?? 0) - handLimit(G, task.player);
  if (task.from === 'one') return Math.min(task.count, p.hand?.length ?? 0);
  return task.count;
}

/** The cards a discard task may take. */
export function discardCandidates(G: ReadState, task: TaskOf<'discard'>): CardId[] {
  const p = G.players[task.player];
  const court = p.court.map((slot) => slot.card);
  if (task.from === 'court') return court;
  if (task.from === 'hand' || task.from === 'one') return [...(p.hand ?? [])];
  return [...(p.hand ?? []), ...court];
}

/** Does this task wait for its player's choice now? */
export function waitsForChoice(G: ReadState, task: Task): boolean {
  switch (task.kind) {
    case 'bribe':
    case 'prize':
    case 'pick':
      return true;
    case 'tax':
    case 'build':
    case 'move':
    case 'battle':
      return stepOptions(G, task).length > 1;
    case 'impact': {
      const step = impactStep(G, task);
      return step !== null && step.placements !== null && step.placements.length > 1;
    }
    case 'insurrection':
      return task.left > 0 && insurrectionPlacements(G).length > 1;
    case 'discard':
      return discardNeed(G, task) > 0 && discardCandidates(G, task).length > 0;
    default:
      return false;
  }
}

/** The player the game waits for: the player of the top task, else the one whose turn it is. */
export function actor(G: ReadState, currentPlayer: PlayerID): PlayerID {
  const task = topTask(G);
  return task && waitsForChoice(G, task) ? task.player : currentPlayer;
}

const keep: Shuffle = (items) => items;

/**
 * Do every task that needs no choice; stop at a choice, at the end of the turn or when the game ends.
 * Wakhan's choices are made here (PAX-WAKHAN-TURN-5), and her turn starts when the turn before hers ends
 * (`shuffle` reshuffles her AI deck).
 */
export function run(G: PaxState, shuffle: Shuffle = keep): Signal {
  if (G.wakhan) syncLoyalty(G);
  // a check that ends the game empties the stack (dominance.ts), which ends this loop
  while (G.pending.length > 0) {
    const task = G.pending[G.pending.length - 1];
    if (G.wakhan && task.kind !== 'wakhan' && isWakhan(G, task.player) && waitsForChoice(G, task)) {
      wakhanDecides(G, task);
      continue;
    }
    switch (task.kind) {
      case 'bribe':
      case 'prize':
      case 'pick':
        return 'wait';
      case 'tax':
      case 'build':
      case 'move':
      case 'battle':
        // a step task with only `done` left ends by itself
        if (waitsForChoice(G, task)) return 'wait';
        ownPending(G).pop();
        break;
      case 'discard':
        if (waitsForChoice(G, task)) return 'wait';
        ownPending(G).pop();
        break;
      case 'impact': {
        const step = impactStep(G, task);
        if (!step) {
          ownPending(G).pop();
          break;
        }
        if (step.placements !== null && step.placements.length > 1) return 'wait';
        (ownTop(G) as TaskOf<'impact'>).step++;
        if (!step.placements) applyPlainIcon(G, task.player, step.icon);
        else if (step.placements.length === 1 && isPieceImpact(step.icon)) {
          placePiece(G, task.player, step.icon, courtCard(task.card).region, step.placements[0]);
        }
        break;
      }
      case 'insurrection': {
        const options = task.left > 0 ? insurrectionPlacements(G) : [];
        if (options.length > 1) return 'wait';
        if (options.length === 1) place(G, options[0]);
        else ownPending(G).pop(); // nothing can be taken: skipped (PAX-PIECE-1)
        break;
      }
      case 'leverage': {
        ownPending(G).pop();
        const unpaid = payLeverage(G, task.player);
        // PAX-WAKHAN-LEVERAGE-1: Wakhan discards nothing for the rupees she cannot pay back
        if (unpaid > 0 && !isWakhan(G, task.player)) ownPending(G).push({ kind: 'discard', player: task.player, from: 'any', count: unpaid });
        break;
      }
      case 'wakhan':
        wakhanStep(G);
        break;
      case 'wakhanHand': {
        const card = G.players[task.player].hand[0];
        if (card === undefined) ownPending(G).pop();
        else playFromHand(G, task.player, card, 'PAX-WAKHAN-HAND-1');
        break;
      }
      case 'market': {
        // the task is taken before the step: an event's effect may push tasks above it
        const market = ownTop(G) as TaskOf<'market'>;
        if (!market.refilled) {
          const left = discardLeftmostEvent(G, market.player);
          if (left && left.rupees > 0) market.stray = [...(market.stray ?? []), left];
          else if (!left) {
            market.stray = slideAndRefill(G, market.stray);
            market.refilled = true;
          }
        } else {
          const rest = resolveVisibleChecks(G, market.stray);
          // rupees still on an empty position when the cleanup ends can never reach a card: they leave the game
          if (rest === null) ownPending(G).pop();
          else market.stray = rest;
        }
        break;
      }
      case 'endTurn':
        ownPending(G).pop();
        // PAX-WAKHAN-TURN-1: her turn follows at once, in the same move
        if (G.wakhan && nextSeat(G, task.player) === G.wakhan.player) {
          startWakhanTurn(G, shuffle);
          break;
        }
        return 'endTurn';
    }
  }
  return 'idle';
}

const STEP_RULES = { tax: 'PAX-WAKHAN-TAX-1', build: 'PAX-WAKHAN-BUILD-1', move: 'PAX-WAKHAN-MOVE-1', battle: 'PAX-WAKHAN-BATTLE-1', prize: 'PAX-WAKHAN-BETRAY-1' };

/** PAX-WAKHAN-TURN-5: Wakhan makes the choice a task of hers waits for (and logs it, PAX-WAKHAN-LOG-1). */
function wakhanDecides(G: PaxState, task: Task): void {
  switch (task.kind) {
    case 'bribe':
      note(G, 'PAX-WAKHAN-D-2', 'refuse', { to: task.payer, card: task.card, amount: task.offer });
      answerBribe(G, false); // PAX-WAKHAN-D-2: she refuses any offer below the full bribe
      return;
    case 'pick': {
      const option = pickChoice(G, task);
      note(G, 'PAX-WAKHAN-EVENT-1', 'pick', { kind: task.event, option });
      applyPick(G, option);
      return;
    }
    case 'tax':
    case 'build':
    case 'move':
    case 'battle':
    case 'prize': {
      const option = stepChoice(G, task);
      note(G, STEP_RULES[task.kind], 'step', { kind: task.kind, option, card: task.card });
      applyStep(G, option);
      return;
    }
    case 'insurrection': {
      const placement = sourceChoice(G, task.player, insurrectionPlacements(G));
      const card = G.players[task.player].court.find((slot) => courtCard(slot.card).ability === 'insurrection')?.card ?? 0;
      note(G, 'PAX-ABILITY-INSURRECTION', 'place', { icon: 'army', to: '', from: placement.from ?? '', card });
      place(G, placement);
      return;
    }
    case 'impact': {
      const step = impactStep(G, task)!;
      const placement = placementChoice(G, task, step.placements!);
      note(G, 'PAX-WAKHAN-IMPACT-1', 'place', { icon: step.icon, to: placement.to ?? '', from: placement.from ?? '', card: task.card });
      place(G, placement);
      return;
    }
    case 'discard': {
      const card = discardChoice(G, task.player, discardCandidates(G, task));
      note(G, 'PAX-WAKHAN-CLEANUP-1', 'discard', { card });
      discard(G, card);
      return;
    }
    default:
      return;
  }
}
