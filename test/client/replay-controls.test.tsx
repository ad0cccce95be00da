// @vitest-environment happy-dom
/**
 * The replay viewer's controls: where each button, key and the slider lead, what is disabled, and that the
 * board receives the state of the step shown, read only.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { act, useState } from 'react';
import type { Ctx } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import { findGameEntry } from '../../games';
import { ReplayView } from '../../client/replay/ReplayView';
import type { ReplayedState } from '../../client/replay/read-only-board';
import { clampStep, controlForKey, controlMoves, stepAfter, type StepControl } from '../../client/replay/replay-steps';
import { mount, type Mounted } from './replay-mount';

describe('where the controls lead', () => {
  test.each<[StepControl, number, number, number]>([
    ['first', 3, 5, 0],
    ['back', 3, 5, 2],
    ['back', 0, 5, 0],
    ['forward', 3, 5, 4],
    ['forward', 5, 5, 5],
    ['last', 1, 5, 5],
    ['last', 0, 0, 0],
  ])('%s from step %i of %i: step %i', (control, step, steps, expected) => {
    expect(stepAfter(control, step, steps)).toBe(expected);
    expect(controlMoves(control, step, steps)).toBe(expected !== step);
  });

  test.each([
    ['ArrowLeft', 'back'],
    ['ArrowRight', 'forward'],
    ['Home', 'first'],
    ['End', 'last'],
    ['a', undefined],
    ['ArrowUp', undefined],
  ])('key %s: %s', (key, control) => {
    expect(controlForKey(key)).toBe(control);
  });

  test.each([
    [-3, 10, 0],
    [4.4, 10, 4],
    [12, 10, 10],
    [Number.NaN, 10, 0],
  ])('the slider’s %d within %d steps: %d', (value, steps, expected) => {
    expect(clampStep(value, steps)).toBe(expected);
  });
});

const entry = findGameEntry('pax')!;
const STEPS = 4;
/** A fake match: step k's state says k, so the board shows which step it was given. */
const stateOf = (step: number): ReplayedState => ({
  G: { shownStep: step },
  ctx: { turn: step, currentPlayer: '0', numPlayers: 2, playOrder: ['0', '1'], playOrderPos: 0, phase: 'play' } as unknown as Ctx,
  playerID: '1',
  log: [],
  matchID: 'm1',
  players: [
    { id: 0, name: 'Alice' },
    { id: 1, name: 'Bob' },
  ],
  step,
});

let received: BoardProps<any>[] = [];
function FakeBoard(props: BoardProps<any>) {
  received.push(props);
  return <div data-testid="fake-board">{(props.G as { shownStep: number }).shownStep}</div>;
}

function Harness({ start }: { start: number }) {
  const [step, setStep] = useState(start);
  return (
    <ReplayView
      entry={entry}
      step={step}
      steps={STEPS}
      onStep={setStep}
      shown={stateOf(step)}
      logViewer="1"
      renderBoard={(props) => <FakeBoard {...props} />}
    />
  );
}

let view: Mounted | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  received = [];
});

const shownStep = () => Number(view!.byTestId('fake-board').textContent);
const disabled = (id: string) => (view!.byTestId(id) as HTMLButtonElement).disabled;

describe('the replay viewer', () => {
  test('the buttons step through the match and the board gets each step’s state', async () => {
    view = await mount(<Harness start={0} />);
    expect(shownStep()).toBe(0);
    expect([disabled('replay-first'), disabled('replay-back'), disabled('replay-forward'), disabled('replay-last')]).toEqual([true, true, false, false]);
    expect(view.byTestId('replay-position').textContent).toBe('Starting position');

    await view.click('replay-forward');
    expect(shownStep()).toBe(1);
    expect(view.byTestId('replay-position').textContent).toBe('Move 1 of 4');
    await view.click('replay-forward');
    await view.click('replay-back');
    expect(shownStep()).toBe(1);
    await view.click('replay-last');
    expect(shownStep()).toBe(STEPS);
    expect([disabled('replay-first'), disabled('replay-back'), disabled('replay-forward'), disabled('replay-last')]).toEqual([false, false, true, true]);
    await view.click('replay-first');
    expect(shownStep()).toBe(0);
    // The board was given each step's own state, with the step's seat.
    expect(received.at(-1)!.G).toEqual({ shownStep: 0 });
    expect(received.every((props) => props.playerID === '1')).toBe(true);
  });

  test('arrows, Home and End step; keys typed into a form control do not', async () => {
    view = await mount(<Harness start={2} />);
    await view.key('ArrowRight');
    expect(shownStep()).toBe(3);
    await view.key('ArrowLeft');
    await view.key('ArrowLeft');
    expect(shownStep()).toBe(1);
    await view.key('End');
    expect(shownStep()).toBe(STEPS);
    await view.key('Home');
    expect(shownStep()).toBe(0);
    await view.key('ArrowLeft');
    expect(shownStep()).toBe(0);
    const input = document.createElement('input');
    view.container.append(input);
    await view.key('ArrowRight', input);
    expect(shownStep()).toBe(0);
  });

  test('the slider goes to any step', async () => {
    view = await mount(<Harness start={0} />);
    const slider = view.byTestId('replay-slider') as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['0', String(STEPS), '0']);
    await act(async () => {
      // React tracks the value it set: go through the native setter so the change is seen as the user's.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, '3');
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(shownStep()).toBe(3);
  });

  test('the board cannot play: moves do nothing, it is never active, and it is inert', async () => {
    view = await mount(<Harness start={1} />);
    const props = received.at(-1)!;
    expect(props.isActive).toBe(false);
    expect(() => props.moves.placeCard('any', 1)).not.toThrow();
    expect(props.moves.anyMoveAtAll()).toBeUndefined();
    expect(() => props.events.endTurn?.()).not.toThrow();
    expect(view.byTestId('fake-board').closest('[inert]')).not.toBeNull();
    expect(view.byTestId('replay-board').getAttribute('data-step')).toBe('1');
  });

  test('the log panel is there, in French too', async () => {
    view = await mount(<Harness start={0} />, 'fr');
    expect(view.container.querySelector('[role="log"]')).not.toBeNull();
    expect(view.byTestId('replay-position').textContent).toBe('Position de départ');
    expect(view.byTestId('replay-forward').getAttribute('aria-label')).toBe('Coup suivant');
  });
});
