/**
 * What the pending tasks wait for (read only): the task on top, whether it waits for a player's choice,
 * and the options of impacts and discards. The engine (flow.ts), the moves and the legal choices read it.
 */
import { courtCard, type CardId } from '../data/cards';
import type { Impact } from '../data/court-cards';
import { hasStepChoice, type StepTask } from './actions';
import { courtLimit, handLimit } from './court';
import { insurrectionPlacements, isPieceImpact, placements, type Placement } from './impact';
import type { PlayerID, ReadState, Task } from './state';

export type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;

/**
 * The task on top of the stack, if any. (`at(-1)`: an empty stack read at index -1 is looked up as a property
 * named "-1", many times slower, and the stack is empty at every listing of a turn's actions.)
 */
export const topTask = (G: ReadState): Task | undefined => G.pending.at(-1);

/**
 * The icon an impact task is at and its legal placements (null for an icon that places no piece);
 * null when the task is over. PAMIR-D-6: the icons stop if the card has left its court meanwhile.
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

/** A choice a task waits for, with the options the engine found for it (the automa chooses among them). */
export type PendingChoice =
  | { kind: 'answer'; task: TaskOf<'bribe' | 'pick'> }
  | { kind: 'step'; task: StepTask; options: string[] }
  | { kind: 'impact'; task: TaskOf<'impact'>; placements: Placement[] }
  | { kind: 'insurrection'; task: TaskOf<'insurrection'>; placements: Placement[] }
  | { kind: 'discard'; task: TaskOf<'discard'>; cards: CardId[] };

/** Does this task wait for its player's choice now? (The engine, flow.ts, asks the same questions.) */
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
      return hasStepChoice(G, task);
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
