/**
 * The steps of a card action's task (tax, build, move, battle) and of a betrayal's prize: the choices of the
 * task on top, each written as encodeStep writes it, and the one chosen done by its action's module.
 */
import { ownPending, ownTop } from '../cow';
import { logEvent } from '../log';
import type { PaxState, PlayerID, ReadState, Task } from '../state';
import { battleStep, removable } from './battle';
import { takePrize } from './betray';
import { buildOptions, buildStep } from './build';
import { ACTION_RULES } from './card';
import { moveOptions, moveStep } from './move';
import { DONE, decodeStep } from './step-option';
import { taxOptions, taxStep } from './tax';

type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;
export type StepTask = TaskOf<'tax' | 'build' | 'move' | 'battle' | 'prize'>;

/** The choices of a step task (always with `done`, except the prize's take or leave). */
export function stepOptions(G: ReadState, task: StepTask): string[] {
  if (task.kind === 'prize') return ['take', 'leave'];
  const options = actionSteps(G, task);
  options.push(DONE); // the list is a new one of its own
  return options;
}

/** A step task's choices but `done`. */
function actionSteps(G: ReadState, task: TaskOf<'tax' | 'build' | 'move' | 'battle'>): string[] {
  switch (task.kind) {
    case 'tax':
      return task.left > 0 ? taxOptions(G, task.player) : [];
    case 'build':
      return buildOptions(G, task);
    case 'move':
      return moveOptions(G, task.player, task.left);
    case 'battle':
      return task.left > 0 ? removable(G, task.player, task.site) : [];
  }
}

/**
 * Does a step task offer a choice besides `done` (`stepOptions` longer than `done` alone)? Found at the first
 * option, without listing the others: a task with none ends by itself (flow.ts), one with some waits.
 */
export function hasStepChoice(G: ReadState, task: TaskOf<'tax' | 'build' | 'move' | 'battle'>): boolean {
  switch (task.kind) {
    case 'tax':
      return task.left > 0 && taxOptions(G, task.player, 1).length > 0;
    case 'build':
      return buildOptions(G, task, 1).length > 0;
    case 'move':
      return moveOptions(G, task.player, task.left, 1).length > 0;
    case 'battle':
      return task.left > 0 && removable(G, task.player, task.site, 1).length > 0;
  }
}

/** Do one step of the task on top (already checked legal); `done` ends it. */
export function applyStep(G: PaxState, text: string): void {
  const task = ownTop(G) as StepTask;
  const player = task.player;
  const option = decodeStep(task.kind, text);
  if (option === null) return; // checked legal: never
  if (option.step === 'done' || option.step === 'leave') {
    ownPending(G).pop();
    if (task.kind === 'prize') logEvent(G, { kind: 'prize-decided', rule: 'PAMIR-BETRAY-1', player, card: task.card, taken: false });
    else logEvent(G, { kind: 'action-ended', rule: ACTION_RULES[task.kind], player, card: task.card, action: task.kind });
    return;
  }
  if (task.kind === 'tax' && option.step === 'tax') taxStep(G, task, option);
  else if (task.kind === 'build' && option.step === 'build') buildStep(G, task, option);
  else if (task.kind === 'move' && option.step === 'move') moveStep(G, task, option);
  else if (task.kind === 'battle' && option.step === 'remove') battleStep(G, task, option);
  else if (task.kind === 'prize' && option.step === 'take') {
    ownPending(G).pop();
    logEvent(G, { kind: 'prize-decided', rule: 'PAMIR-BETRAY-1', player, card: task.card, taken: true });
    takePrize(G, player, task.card);
  }
}

/** Is the top task a step task waiting for this player, and the option one of its choices? */
export function isLegalStep(G: ReadState, player: PlayerID, option: unknown): boolean {
  const task = G.pending.at(-1); // not index -1 of an empty stack: slow (tasks.ts topTask)
  if (!task || !isStepTask(task) || task.player !== player || typeof option !== 'string') return false;
  return stepOptions(G, task).includes(option);
}

export const isStepTask = (task: Task): task is StepTask =>
  task.kind === 'tax' || task.kind === 'build' || task.kind === 'move' || task.kind === 'battle' || task.kind === 'prize';
