/**
 * Replays of stored matches, computed on the server: the state at any step comes from replaying the
 * match's record through boardgame.io's reducer (games/headless.ts), from the nearest state kept at or
 * before that step (checkpoints.ts), and each viewer is sent exactly what the live server would have sent
 * them: the state and the log through the match engine's view filter.
 *
 * What a replay may show (whose view, every hand or not) is decided by the caller (routes.ts).
 */
import type { LogEntry, State } from 'boardgame.io';
import { HeadlessMatch } from '../../games/headless';
import { RECORD_FORMAT, RECORD_VERSION, type MatchRecord } from '../../games/match-record';
import type { SetupData } from '../../games/types';
import { stripInitialState } from '../guards/strip-initial-state';
import type { ChatLine } from '../protocol';
import type { ProcessedGame } from '../matches/run-move';
import { seatsOf } from '../matches/seats';
import { viewFor } from '../../games/engine/view';
import type { ChatLineAt } from '../storage/chat-store';
import type { MatchData } from '../storage/match-rows';
import { Checkpoints } from './checkpoints';
import { entriesAtStep, timelineOf, type StoredEntry, type Timeline } from './timeline';

/** A stored match as a replay needs it, read once per state id of the match. */
export interface ReplaySource {
  matchID: string;
  game: ProcessedGame;
  /** The state id of the stored match this source was read at. */
  stateID: number;
  metadata: MatchData;
  initialState: State;
  timeline: Timeline;
  record: MatchRecord;
}

/** Who looks: a seat (`null`: a spectator), or everything (`reveal`). */
export type Viewer = { reveal: true } | { reveal: false; playerID: string | null };

export interface ReplayView {
  step: number;
  /** The number of moves: the last step. */
  steps: number;
  state: { G: unknown; ctx: State['ctx'] };
  log: LogEntry[];
  chat: ChatLine[];
  players: { id: string; name: string | null }[];
}

export interface ReplayOptions {
  /** Keep the state every this many moves while replaying. */
  checkpointEvery?: number;
  /** States kept in all, over every match. */
  maxCheckpoints?: number;
  /** Matches whose read log and record are kept. */
  maxSources?: number;
}

/** The seed a match was started with, from its stored initial state. */
export function seedOf(initialState: State): string {
  const seed = (initialState.plugins?.random?.data as { seed?: unknown } | undefined)?.seed;
  if (typeof seed !== 'string' && typeof seed !== 'number') throw new Error('the initial state holds no random seed');
  return String(seed);
}

/** The match record of a stored match: how it started, and its moves that stand (timeline.ts). */
export function recordOf(matchID: string, gameName: string, metadata: MatchData, initialState: State, timeline: Timeline): MatchRecord {
  const players = Object.fromEntries(
    seatsOf(metadata)
      .filter((seat) => typeof seat.name === 'string')
      .map((seat) => [String(seat.id), seat.name!]),
  );
  const setupData = metadata.setupData as SetupData | undefined;
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    game: gameName,
    numPlayers: initialState.ctx.numPlayers,
    ...(setupData !== undefined && setupData !== null && { setupData }),
    seed: seedOf(initialState),
    moves: timeline.moves,
    players,
    matchID,
  };
}

export class Replays {
  readonly checkpoints: Checkpoints;
  private readonly every: number;
  private readonly sources = new Map<string, ReplaySource>();
  private readonly maxSources: number;

  constructor({ checkpointEvery = 25, maxCheckpoints = 400, maxSources = 16 }: ReplayOptions = {}) {
    this.every = checkpointEvery;
    this.checkpoints = new Checkpoints(maxCheckpoints);
    this.maxSources = maxSources;
  }

  /**
   * The match as read at `stateID`: kept from an earlier request when the match has not changed since,
   * otherwise read with `read` (its initial state and its log up to `stateID`).
   */
  async source(
    matchID: string,
    game: ProcessedGame,
    stateID: number,
    metadata: MatchData,
    read: () => Promise<{ initialState: State; entries: StoredEntry[]; currentState?: State }>,
  ): Promise<ReplaySource> {
    const kept = this.sources.get(matchID);
    if (kept && kept.stateID === stateID && kept.game === game) {
      this.sources.delete(matchID);
      this.sources.set(matchID, { ...kept, metadata });
      return { ...kept, metadata };
    }
    const { initialState, entries, currentState } = await read();
    const timeline = timelineOf(entries, initialState._stateID, stateID);
    // The stored state is the last step: opening a match there (the usual first open) replays nothing.
    if (currentState) this.checkpoints.set(matchID, timeline.stateIDs[timeline.moves.length], currentState);
    const record = recordOf(matchID, game.name, metadata, initialState, timeline);
    const source: ReplaySource = { matchID, game, stateID, metadata, initialState, timeline, record };
    this.sources.delete(matchID);
    this.sources.set(matchID, source);
    while (this.sources.size > this.maxSources) this.sources.delete(this.sources.keys().next().value!);
    return source;
  }

  /** Forget every kept state and read match: the next request of each match is a first open again. */
  clear(): void {
    this.sources.clear();
    this.checkpoints.clear();
  }

  /** The full state after the first `step` moves that stand. */
  stateAt(source: ReplaySource, step: number): State {
    const { matchID, timeline, record, game } = source;
    const { stateIDs, moves } = timeline;
    if (step === 0) return source.initialState;
    let from = 0;
    let state = source.initialState;
    for (let k = step; k > 0; k--) {
      const kept = this.checkpoints.get(matchID, stateIDs[k]);
      if (kept) {
        from = k;
        state = kept;
        break;
      }
    }
    if (from === step) return state;
    const match = HeadlessMatch.resume(game, { ...record, moves: moves.slice(0, from) }, state);
    for (let k = from; k < step; k++) {
      const { player, move, args, by } = moves[k];
      const result = match.move(player, move, args, by);
      if (!result.ok) throw new Error(`match ${matchID}: stored move ${k + 1} (${move}) is refused on replay: ${result.refusal.type}`);
      if ((k + 1) % this.every === 0 && k + 1 < step) this.checkpoints.set(matchID, stateIDs[k + 1], match.state);
    }
    this.checkpoints.set(matchID, stateIDs[step], match.state);
    return match.state;
  }

  /** What `viewer` sees at `step`, with the chat written up to then. */
  view(source: ReplaySource, step: number, viewer: Viewer, chat: readonly ChatLineAt[]): ReplayView {
    const { timeline, game, matchID } = source;
    const steps = timeline.moves.length;
    const state = this.stateAt(source, step);
    const log = entriesAtStep(timeline, step);
    // Exactly what the live server sends a socket on sync: the game's view and the filtered log.
    const view = viewFor(game, state, log, viewer.reveal ? 'all' : viewer.playerID);
    const shown: ReplayView['state'] = { G: view.state.G, ctx: view.state.ctx };
    const shownLog = view.log;
    const until = timeline.stateIDs[step];
    const lines = chat.filter(({ stateID }) => (stateID === null ? step === steps : stateID <= until)).map(({ line }) => line);
    const players = seatsOf(source.metadata).map((seat) => ({ id: String(seat.id), name: seat.name ?? null }));
    return { step, steps, state: shown, log: shownLog, chat: lines, players };
  }
}
