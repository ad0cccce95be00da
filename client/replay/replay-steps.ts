/**
 * Where the replay's controls lead: pure, so the buttons, the slider and the keyboard agree and are tested
 * without a browser. Step 0 is the starting position; step `steps` is the position after every move.
 */

export type StepControl = 'first' | 'back' | 'forward' | 'last';

/** A step kept within the match: 0 to `steps`. */
export function clampStep(step: number, steps: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.min(Math.max(Math.round(step), 0), Math.max(steps, 0));
}

/** The step a control leads to from `step`. */
export function stepAfter(control: StepControl, step: number, steps: number): number {
  switch (control) {
    case 'first':
      return 0;
    case 'back':
      return clampStep(step - 1, steps);
    case 'forward':
      return clampStep(step + 1, steps);
    case 'last':
      return Math.max(steps, 0);
  }
}

/** Whether a control would move anywhere (a control that would not is disabled). */
export function controlMoves(control: StepControl, step: number, steps: number): boolean {
  return stepAfter(control, step, steps) !== step;
}

/** The control a key stands for (arrows, Home, End), if any. */
export function controlForKey(key: string): StepControl | undefined {
  switch (key) {
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}
