/**
 * The task engine: `pending` is a stack of things the game must do; `run` does every task that needs no
 * choice and stops at the first one that waits for a player (or when the turn ends). A seat the rules play
 * themselves (the Wakhan automa, rules/wakhan/) is driven through the small `Automa` interface: the
 * engine never looks into her rules, and her rules never run the engine.
 */
import { discardLeftmostEvent, resolveVisibleChecks, slideAndRefill } from './cleanup';
import { payLeverage } from './court';
import { ownPending, ownTop } from './cow';
import { applyPlainIcon, insurrectionPlacements, isPieceImpact, placeImpactPiece } from './impact';
import { hasStepChoice, stepOptions } from './actions';
import { discardCandidates, discardNeed, impactStep, type PendingChoice, type TaskOf } from './tasks';
import { place } from './turn';
import { isWakhan, nextSeat, type PaxState, type Shuffle } from './state';

export type Signal = 'wait' | 'endTurn' | 'idle';

/** The tasks only the automa puts on the stack and does (her turn, the cards reaching her hand). */
export type AutomaTask = TaskOf<'wakhan' | 'wakhanHand'>;

/** What the engine asks of the automa; it calls her only while `G.wakhan` is set. */
export interface Automa {
  /** Before the engine runs: what of hers follows from the position (PAMIR-WAKHAN-LOYALTY-2). */
  prepare(G: PaxState): void;
  /** Her turn begins when the turn before hers ends (PAMIR-WAKHAN-TURN-1); `shuffle` reshuffles her AI deck. */
  startTurn(G: PaxState, shuffle: Shuffle): void;
  /** One step of a task of hers (the task on top). */
  step(G: PaxState, task: AutomaTask): void;
  /** The choice a task of hers waits for (PAMIR-WAKHAN-TURN-5): she makes it (the task on top). */
  decide(G: PaxState, choice: PendingChoice): void;
}

const keep: Shuffle = (items) => items;

/** A choice is due: Wakhan makes hers at once; a player's stops the engine (true). */
function waits(G: PaxState, automa: Automa, choice: PendingChoice): boolean {
  if (!G.wakhan || !isWakhan(G, choice.task.player)) return true;
  automa.decide(G, choice);
  return false;
}

/**
 * Do every task that needs no choice; stop at a choice, at the end of the turn or when the game ends.
 * With Wakhan, `automa` makes her choices and plays her turn.
 */
export function run(G: PaxState, automa: Automa, shuffle: Shuffle = keep): Signal {
  if (G.wakhan) automa.prepare(G);
  // a check that ends the game empties the stack (dominance.ts), which ends this loop
  while (G.pending.length > 0) {
    const task = G.pending[G.pending.length - 1];
    switch (task.kind) {
      case 'bribe':
      case 'pick':
        if (waits(G, automa, { kind: 'answer', task })) return 'wait';
        break;
      case 'prize':
        if (waits(G, automa, { kind: 'step', task, options: stepOptions(G, task) })) return 'wait';
        break;
      case 'tax':
      case 'build':
      case 'move':
      case 'battle':
        // a step task with only `done` left ends by itself; its options are listed only for Wakhan to choose from
        if (!hasStepChoice(G, task)) ownPending(G).pop();
        else if (!isWakhan(G, task.player)) return 'wait';
        else automa.decide(G, { kind: 'step', task, options: stepOptions(G, task) });
        break;
      case 'discard': {
        const cards = discardNeed(G, task) > 0 ? discardCandidates(G, task) : [];
        if (cards.length === 0) ownPending(G).pop();
        else if (waits(G, automa, { kind: 'discard', task, cards })) return 'wait';
        break;
      }
      case 'impact': {
        const step = impactStep(G, task);
        if (!step) ownPending(G).pop();
        else if (step.placements !== null && step.placements.length > 1) {
          if (waits(G, automa, { kind: 'impact', task, placements: step.placements })) return 'wait';
        } else {
          (ownTop(G) as TaskOf<'impact'>).step++;
          if (!step.placements) applyPlainIcon(G, task.player, step.icon, task.card);
          else if (step.placements.length === 1 && isPieceImpact(step.icon)) {
            placeImpactPiece(G, task.player, step.icon, task.card, step.placements[0]);
          }
        }
        break;
      }
      case 'insurrection': {
        const placements = task.left > 0 ? insurrectionPlacements(G) : [];
        if (placements.length > 1) {
          if (waits(G, automa, { kind: 'insurrection', task, placements })) return 'wait';
        } else if (placements.length === 1) place(G, placements[0]);
        else ownPending(G).pop(); // nothing can be taken: skipped (PAMIR-PIECE-1)
        break;
      }
      case 'leverage': {
        ownPending(G).pop();
        const unpaid = payLeverage(G, task.player);
        // PAMIR-WAKHAN-LEVERAGE-1: Wakhan discards nothing for the rupees she cannot pay back
        if (unpaid > 0 && !isWakhan(G, task.player)) ownPending(G).push({ kind: 'discard', player: task.player, from: 'any', count: unpaid });
        break;
      }
      case 'wakhan':
      case 'wakhanHand':
        automa.step(G, task);
        break;
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
        // PAMIR-WAKHAN-TURN-1: her turn follows at once, in the same move
        if (G.wakhan && nextSeat(G, task.player) === G.wakhan.player) {
          automa.startTurn(G, shuffle);
          break;
        }
        return 'endTurn';
    }
  }
  return 'idle';
}
