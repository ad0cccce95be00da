import { describe, expect, test } from 'vitest';
import { initialSeating, nextSeating, otherActingHumans, passTo, reveal, type Seating } from '../../client/hotseat';
import { humanSeats, resizeSeats } from '../../client/bots';

const ALL = ['0', '1', '2'];
const seating = (shown: string | null, pending: string | null = null): Seating => ({ shown, pending });

describe('hotseat hand-over', () => {
  test('several people start on a pass screen, one person sees their seat at once', () => {
    expect(nextSeating(initialSeating(ALL), ['0'], ALL, false)).toEqual(seating(null, '0'));
    expect(initialSeating(['2'])).toEqual(seating('2'));
    expect(nextSeating(initialSeating(['2']), ['0'], ['2'], false)).toEqual(seating('2'));
  });

  test('when the acting seat changes to another person, the view is hidden behind a pass screen', () => {
    const after = nextSeating(seating('0'), ['1'], ALL, false);
    expect(after).toEqual(seating('0', '1'));
    expect(reveal('1')).toEqual(seating('1'));
  });

  test('the same person acting again keeps their view (and the same object)', () => {
    const current = seating('1');
    expect(nextSeating(current, ['1'], ALL, false)).toBe(current);
  });

  test('a pending pass stays while that person must act', () => {
    const current = seating('0', '1');
    expect(nextSeating(current, ['1'], ALL, false)).toBe(current);
  });

  test('bots acting keep the last person’s view; the next person gets a pass screen', () => {
    const humans = ['0', '2'];
    expect(nextSeating(seating('0'), ['1'], humans, false)).toEqual(seating('0'));
    expect(nextSeating(seating('0'), ['2'], humans, false)).toEqual(seating('0', '2'));
  });

  test('a lone person is shown their seat directly, never a pass screen', () => {
    expect(nextSeating(seating('1'), ['0'], ['1'], false)).toEqual(seating('1'));
    expect(nextSeating(seating('1'), ['1'], ['1'], false)).toEqual(seating('1'));
  });

  test('several seats acting at once: one at a time, the others can be passed to', () => {
    const current = nextSeating(seating('0'), ['1', '2'], ALL, false);
    expect(current).toEqual(seating('0', '1'));
    const shown = reveal('1');
    expect(otherActingHumans(shown, ['1', '2'], ALL)).toEqual(['2']);
    expect(passTo(shown, '2')).toEqual(seating('1', '2'));
    // seat 1 finished its stage: pass to the one still acting
    expect(nextSeating(shown, ['2'], ALL, false)).toEqual(seating('1', '2'));
  });

  test('the end of the game clears a pending pass and keeps the shown seat', () => {
    expect(nextSeating(seating('0', '1'), [], ALL, true)).toEqual(seating('0'));
    const current = seating('2');
    expect(nextSeating(current, [], ALL, true)).toBe(current);
  });
});

describe('seats and bots', () => {
  test('the seats that are not bots are the people', () => {
    expect(humanSeats(['random', 'human', 'mcts', 'human'])).toEqual(['1', '3']);
  });

  test('resizing keeps chosen seats and fills new ones', () => {
    expect(resizeSeats(['human', 'random'], 4, 'mcts')).toEqual(['human', 'random', 'mcts', 'mcts']);
    expect(resizeSeats(['human', 'random', 'mcts'], 2, 'mcts')).toEqual(['human', 'random']);
  });
});
