/**
 * Pinned games: seeded random games (RandomBot in every seat), with and without Wakhan, for every player
 * count, must keep their exact records. Each game is summed up by four digests: the moves played, every
 * state after each move (the state, the turn and phase, the random generator's state, the log entry without
 * its events), the events of every move's log entry, and the final state. Any change in what a rule does, in
 * what Wakhan decides or in how often randomness is drawn changes a digest; a change in what the log says
 * changes `log` only. A deliberate change updates the values, with its reason.
 */
import { createHash, type Hash } from 'node:crypto';
import type { State } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { playRandomGame, type HeadlessMatch } from '../../games/headless';
import { paxPamir } from '../../games/pax-pamir';
import { eventsOf } from '../../games/log-events';

/** JSON with object keys sorted: the same data gives the same text whatever order its keys were written in. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}

const short = (hash: Hash): string => hash.digest('hex').slice(0, 16);

/** What a stored match holds after a move: the state, the flow, the random generator and the move's log (its events apart). */
function record(state: State) {
  const { G, ctx, plugins, deltalog } = state;
  const { turn, phase, currentPlayer, playOrderPos, activePlayers, gameover } = ctx;
  const entries = (deltalog ?? []).map(({ metadata: _events, ...entry }) => entry);
  return { G, ctx: { turn, phase, currentPlayer, playOrderPos, activePlayers, gameover }, random: plugins.random?.data, deltalog: entries };
}

/** The events of the move's log entries (games/log-events.ts). */
const events = (state: State) => (state.deltalog ?? []).map((entry) => eventsOf(entry));

interface Digests {
  moves: number;
  finished: boolean;
  moveList: string;
  states: string;
  log: string;
  final: string;
}

async function play(numPlayers: number, wakhan: boolean, seed: string): Promise<Digests> {
  const moveList = createHash('sha256');
  const states = createHash('sha256');
  const log = createHash('sha256');
  let last: HeadlessMatch | null = null;
  const result = await playRandomGame(paxPamir.game, {
    numPlayers,
    setupData: { wakhan },
    seed,
    maxMoves: paxPamir.moveBudget,
    onStart: (match) => {
      last = match;
      states.update(canonical(record(match.state)));
    },
    afterMove: (match, move) => {
      moveList.update(canonical(move));
      states.update(canonical(record(match.state)));
      log.update(canonical(events(match.state)));
    },
  });
  return {
    moves: result.moves,
    finished: result.finished,
    moveList: short(moveList),
    states: short(states),
    log: short(log),
    final: short(createHash('sha256').update(canonical(record(last!.state)))),
  };
}

const PINNED: [players: number, wakhan: boolean, seed: string, digests: Digests][] = [
  // with Wakhan, seeds where she also moves armies, betrays, blackmails, picks for an event, plays cards that
  // reached her hand and cannot pay a bribe
  [1, true, 'pin-a', { moves: 27, finished: true, moveList: 'a9d29d3950af8cc5', states: '72ac32c7fd83a692', log: 'cb0ef817e8b350bc', final: '2433ae23a0499f11' }],
  [1, true, 'pin-b', { moves: 25, finished: true, moveList: '66355c36ea058b49', states: '39c5d1883eb1ad30', log: '0049f42a0eb6a9b2', final: '629a9fd0bd741a83' }],
  [1, true, 'pin-c', { moves: 17, finished: true, moveList: '5286253bc23010c1', states: '3884fbb6a1bf14fa', log: 'f868ffc4560eff7b', final: '3abffa37d2c6d568' }],
  [1, true, 'pin-f', { moves: 30, finished: true, moveList: 'e9aef6a09f176e5c', states: '89401df1becf49b6', log: 'c0d8f3a8023c24f1', final: '117595fec0298f7c' }],
  [1, true, 'pin-h', { moves: 39, finished: true, moveList: '44d661cb2e112f69', states: '2492a96357daa88e', log: 'a979d94e214e019c', final: 'e9670b95d8b3b71f' }],
  [1, true, 'pin-l', { moves: 46, finished: true, moveList: '64b49cf8cf53145d', states: 'dd44d0e0cfb948bf', log: '5df6c21eae6e1d75', final: 'c719870d5ee13443' }],
  [1, true, 'pin-s', { moves: 52, finished: true, moveList: '6e5ea85ccdb258f0', states: 'dda9766b1c865c52', log: '7638552c79cbfcdb', final: '069d3260a351e4cd' }],
  [1, true, 'pin-u', { moves: 49, finished: true, moveList: '16ae36765f5e7b6b', states: '24440705ff2afc5d', log: '80ccda005f3c54da', final: '790144a76cb84f48' }],
  [2, true, 'pin-a', { moves: 51, finished: true, moveList: 'b87695fec4e5c3dd', states: '020c0bdae49fb45c', log: 'd508f7299d8890f7', final: '8ca9ef0b8f4acfe9' }],
  [2, true, 'pin-q', { moves: 95, finished: true, moveList: '8c4a8c1a4e0009e1', states: 'c8fc4174c00f2bd8', log: '9b2c874e7332cd53', final: '56047db7a01f93da' }],
  [2, true, 'pin-r', { moves: 61, finished: true, moveList: '78c6e9e3006c93b7', states: '505f565c96ef13a2', log: '7fcc334fcb19c4e7', final: '45956843fe0f7fb3' }],
  [2, true, 'pin-u', { moves: 42, finished: true, moveList: 'b908c16ce0aaf6f8', states: 'e3a90e5eb4ef4526', log: 'c1ccc5ea3d3a6349', final: '0f5e9bedb95405d1' }],
  [2, true, 'pin-x', { moves: 80, finished: true, moveList: '2c762eda82f572db', states: '14a0701303fa59ce', log: '6ec56dd5bccf8c9f', final: '51aa767a16d4b8ab' }],
  [2, true, 'pin-z', { moves: 37, finished: true, moveList: 'f0081f3c6f91f7ea', states: '594380e5d4594808', log: 'c0b2ed480917b39a', final: '28583745d46267bb' }],
  [2, false, 'pin-a', { moves: 189, finished: true, moveList: '1332a0ed37718326', states: '98a7a70b0b3cea10', log: '86f850de4161b741', final: '65b2a516ad6e6d05' }],
  [2, false, 'pin-b', { moves: 176, finished: true, moveList: 'df2b96da12572f7a', states: '0353615dcf405813', log: 'b8b33299dffc1f2b', final: '3f446a58fd1299b1' }],
  [3, false, 'pin-a', { moves: 171, finished: true, moveList: '6bb3e1e3987ffc1a', states: '8fcf0837f71afdf4', log: 'fa03fcf9db072f0e', final: '22246be07ccb1ee0' }],
  [3, false, 'pin-b', { moves: 268, finished: true, moveList: '9d4d232de8894bc3', states: '68d5d2864447f3c2', log: 'd8077eb213f7d698', final: '31f779b974956086' }],
  [4, false, 'pin-a', { moves: 382, finished: true, moveList: '31a92ee361c0863f', states: '347031fcedfe0abe', log: 'd1d757d3d9e28b08', final: 'ad5c919cece8e568' }],
  [4, false, 'pin-b', { moves: 248, finished: true, moveList: '29075babed3e5292', states: 'f46f8c132c8a25d4', log: '249733ae0b936fde', final: 'b3d01bde3ac0e846' }],
  [5, false, 'pin-a', { moves: 322, finished: true, moveList: '895aa40345628fb3', states: 'e62f43eff89ed838', log: '2fd90ca34dc34986', final: 'f0952b57770666f0' }],
  [5, false, 'pin-b', { moves: 160, finished: true, moveList: '206f86656cab37ec', states: 'b4f3ad790bd435ad', log: 'cdfb83d774be1b8b', final: '6365231241d409e0' }],
];

describe('pinned games keep their records', () => {
  test.each(PINNED)('%i human(s), Wakhan %s, seed %s', async (numPlayers, wakhan, seed, expected) => {
    expect(await play(numPlayers, wakhan, seed)).toEqual(expected);
  }, 60_000);
});
