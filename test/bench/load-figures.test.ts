/**
 * The load bench's figures (bench/load/): percentiles by nearest rank, the server's CPU per move from two
 * `process.cpuUsage()` readings, and each event's size read from the socket.io packet text as it arrives.
 */
import { describe, expect, test } from 'vitest';
import { cpuDiff, cpuShare, microsPerMove } from '../../bench/load/cpu';
import { medianAndP99, percentile } from '../../bench/load/percentile';
import { wireEvent } from '../../bench/load/wire-bytes';

describe('percentiles', () => {
  test('nearest rank: the median of 1..4 is 2, of 1..5 is 3; p99 of 1..100 is 99, of 1..10 is 10', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 0.99)).toBe(99);
    expect(percentile(Array.from({ length: 10 }, (_, i) => i + 1), 0.99)).toBe(10);
  });

  test('one value is every percentile; no value, none', () => {
    expect(percentile([7], 0)).toBe(7);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeUndefined();
    expect(medianAndP99([])).toEqual({ p50: undefined, p99: undefined });
  });

  test('a sample in any order is sorted by value, not as text', () => {
    expect(medianAndP99([100, 9, 20, 3, 1000])).toEqual({ p50: 20, p99: 1000 });
  });
});

describe('server CPU', () => {
  test('the window is the difference of two readings, user and system time together', () => {
    const usage = cpuDiff({ user: 5_000_000, system: 1_500_000 }, { user: 2_000_000, system: 500_000 });
    expect(usage).toEqual({ user: 3_000_000, system: 1_000_000 });
    expect(cpuShare(usage, 8000)).toBe(0.5); // 4 s of CPU in 8 s: half a core
    expect(microsPerMove(usage, 20_000)).toBe(200);
  });

  test('no move stored in the window: no figure, not an infinity', () => {
    expect(microsPerMove({ user: 1000, system: 0 }, 0)).toBeUndefined();
  });
});

describe('wire bytes', () => {
  test('an event in a namespace: its name, and the whole packet text in UTF-8 bytes', () => {
    const text = `2/pax-pamir,${JSON.stringify(['update', 'm1', { G: { name: 'Émile' } }])}`;
    expect(wireEvent(text)).toEqual({ event: 'update', bytes: text.length + 1 }); // É is two bytes
  });

  test('the main namespace, an acknowledgement id, a binary event', () => {
    expect(wireEvent('2["sync","m1",{}]')).toEqual({ event: 'sync', bytes: 17 });
    expect(wireEvent('2/res-publica,12["sync",{}]')).toEqual({ event: 'sync', bytes: 27 });
    expect(wireEvent('51-/pax,["update",{"_placeholder":true,"num":0}]')?.event).toBe('update');
  });

  test('packets that are not events are not counted', () => {
    expect(wireEvent('0/pax,{"sid":"abc"}')).toBeUndefined(); // connect
    expect(wireEvent('1/pax,')).toBeUndefined(); // disconnect
    expect(wireEvent('3/pax,4[]')).toBeUndefined(); // acknowledgement
    expect(wireEvent('2/pax,')).toBeUndefined();
    expect(wireEvent('2/pax["update"]')).toBeUndefined(); // a namespace with no end
    expect(wireEvent('5/pax,["update"]')).toBeUndefined(); // a binary event with no attachment count
  });
});
