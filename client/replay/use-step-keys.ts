/** The replay's keyboard: arrows step, Home and End jump, unless the user is typing or on a form control. */
import { useEffect, useRef } from 'react';
import { controlForKey, stepAfter } from './replay-steps';

/** Keys typed into these belong to them (the slider already steps with arrows on its own). */
const OWN_KEYS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export function useStepKeys(step: number, steps: number, onStep: (step: number) => void): void {
  const current = useRef({ step, steps, onStep });
  current.current = { step, steps, onStep };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (OWN_KEYS.has(target.tagName) || target.isContentEditable)) return;
      const control = controlForKey(event.key);
      if (!control) return;
      event.preventDefault();
      const { step, steps, onStep } = current.current;
      const next = stepAfter(control, step, steps);
      if (next !== step) onStep(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
