/**
 * Pinned games: seeded random games (RandomBot in every seat), with and without Wakhan, for every player
 * count, must keep their exact records. Each game is summed up by three digests: the moves played, every
 * state after each move (the state, the turn and phase, the random generator's state, the log entry with
 * its rule), and the final state. Any change in what a rule does, in what Wakhan decides or in how often
 * randomness is drawn changes a digest. A deliberate rule change updates the values, with its reason.
 */
import { createHash, type Hash } from 'node:crypto';
import type { State } from 'boardgame.io';
import { describe, expect, test } from 'vitest';
import { playRandomGame, type HeadlessMatch } from '../../games/headless';
import { paxPamir } from '../../games/pax-pamir';

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

/** What a stored match holds after a move: the state, the flow, the random generator and the move's log. */
function record(state: State) {
  const { G, ctx, plugins, deltalog } = state;
  const { turn, phase, currentPlayer, playOrderPos, activePlayers, gameover } = ctx;
  return { G, ctx: { turn, phase, currentPlayer, playOrderPos, activePlayers, gameover }, random: plugins.random?.data, deltalog };
}

interface Digests {
  moves: number;
  finished: boolean;
  moveList: string;
  states: string;
  final: string;
}

async function play(numPlayers: number, wakhan: boolean, seed: string): Promise<Digests> {
  const moveList = createHash('sha256');
  const states = createHash('sha256');
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
    },
  });
  return {
    moves: result.moves,
    finished: result.finished,
    moveList: short(moveList),
    states: short(states),
    final: short(createHash('sha256').update(canonical(record(last!.state)))),
  };
}

const PINNED: [players: number, wakhan: boolean, seed: string, digests: Digests][] = [
  // with Wakhan, seeds where she also moves armies, betrays, blackmails, picks for an event, plays cards that
  // reached her hand and cannot pay a bribe
  [1, true, 'pin-a', { moves: 27, finished: true, moveList: 'a9d29d3950af8cc5', states: '244a881ce356835a', final: '5c33354d73b7fa07' }],
  [1, true, 'pin-b', { moves: 25, finished: true, moveList: '66355c36ea058b49', states: '0e3fd9e11032c625', final: '5ee2edcaf380070a' }],
  [1, true, 'pin-c', { moves: 17, finished: true, moveList: '5286253bc23010c1', states: 'e21cb4f1b4ef221f', final: '6161099a018a849c' }],
  [1, true, 'pin-f', { moves: 30, finished: true, moveList: 'e9aef6a09f176e5c', states: '884ab43af92b81c7', final: '7341f12b232a5811' }],
  [1, true, 'pin-h', { moves: 39, finished: true, moveList: '44d661cb2e112f69', states: 'cd54490ca0917582', final: '6094f1c87cd24ec9' }],
  [1, true, 'pin-l', { moves: 46, finished: true, moveList: '64b49cf8cf53145d', states: '59e91d1cb540424e', final: '514c3c0ccf96e000' }],
  [1, true, 'pin-s', { moves: 52, finished: true, moveList: '6e5ea85ccdb258f0', states: '8610d066dcd81998', final: '308f7e7e5c33a189' }],
  [1, true, 'pin-u', { moves: 49, finished: true, moveList: '16ae36765f5e7b6b', states: '5784fd3316abb333', final: '4b32d5bf08676231' }],
  [2, true, 'pin-a', { moves: 51, finished: true, moveList: 'b87695fec4e5c3dd', states: 'e8235ebe51bbe970', final: '70e93c7e53027bd9' }],
  [2, true, 'pin-q', { moves: 95, finished: true, moveList: '8c4a8c1a4e0009e1', states: '73d7592bfd5b0f47', final: '02df833f155ba932' }],
  [2, true, 'pin-r', { moves: 61, finished: true, moveList: '78c6e9e3006c93b7', states: 'f02356d9992de1e6', final: 'dd95180f09e05d64' }],
  [2, true, 'pin-u', { moves: 42, finished: true, moveList: 'b908c16ce0aaf6f8', states: '2bc8a9a012f51fa5', final: '1818acecd6750bf5' }],
  [2, true, 'pin-x', { moves: 80, finished: true, moveList: '2c762eda82f572db', states: 'a103217708798995', final: '33e7bbf882b69c15' }],
  [2, true, 'pin-z', { moves: 37, finished: true, moveList: 'f0081f3c6f91f7ea', states: '7c9e5ce2bd705f39', final: '4a3b6999b54814d6' }],
  [2, false, 'pin-a', { moves: 189, finished: true, moveList: '1332a0ed37718326', states: '6ff9c06a220dfd42', final: 'd90aeb2871654913' }],
  [2, false, 'pin-b', { moves: 176, finished: true, moveList: 'df2b96da12572f7a', states: '089735e865e7cc07', final: '0f1f8784dce5a00c' }],
  [3, false, 'pin-a', { moves: 171, finished: true, moveList: '6bb3e1e3987ffc1a', states: 'bae983e022ac3e73', final: 'd5f778fad0d1d527' }],
  [3, false, 'pin-b', { moves: 268, finished: true, moveList: '9d4d232de8894bc3', states: '58d4b4abf899c53f', final: 'e0721bc06c0e32fb' }],
  [4, false, 'pin-a', { moves: 382, finished: true, moveList: '31a92ee361c0863f', states: '477c7203e08d1f3e', final: '13dcd209672aba9b' }],
  [4, false, 'pin-b', { moves: 248, finished: true, moveList: '29075babed3e5292', states: '45b6c99e2fca7176', final: '235ec94e1fe3a808' }],
  [5, false, 'pin-a', { moves: 322, finished: true, moveList: '895aa40345628fb3', states: '79bff4e4c420bdbd', final: '721d4e59a8183112' }],
  [5, false, 'pin-b', { moves: 160, finished: true, moveList: '206f86656cab37ec', states: '429a060e3a7835e2', final: 'f0e43030eefab06d' }],
];

describe('pinned games keep their records', () => {
  test.each(PINNED)('%i human(s), Wakhan %s, seed %s', async (numPlayers, wakhan, seed, expected) => {
    expect(await play(numPlayers, wakhan, seed)).toEqual(expected);
  }, 60_000);
});
