/**
 * The storage the server hands to boardgame.io: the SQL storage with two guards at the one place every
 * read and write passes.
 * - Every sync sends the stored initial state to the client unfiltered: strip it.
 * - Every lobby route that names a player (join, rename) ends in `setMetadata`: refuse bad names there,
 *   with a 400 the lobby passes on to the client, before anything is written.
 * It also counts the calls in flight, so a stopping server can let them finish (`drain`) before it
 * closes the database under them.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { CreateMatchOpts, FetchOpts, FetchResult, ListMatchesOpts } from 'boardgame.io/dist/types/src/server/db/base';
import type { SqlStorage } from '../storage/sql-storage';
import { httpError } from './http-error';
import { metadataProblem } from './player-names';
import { stripInitialState } from './strip-initial-state';

export class GuardedStorage extends Async {
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(readonly inner: SqlStorage) {
    super();
  }

  private track<T>(call: Promise<T>): Promise<T> {
    this.inFlight.add(call);
    const forget = () => this.inFlight.delete(call);
    call.then(forget, forget);
    return call;
  }

  /** Resolves once no call is in flight, including calls that finishing calls start. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) {
      await Promise.allSettled([...this.inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  connect() {
    return this.inner.connect();
  }

  override createMatch(matchID: string, opts: CreateMatchOpts) {
    return this.track(this.inner.createMatch(matchID, opts));
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]) {
    return this.track(this.inner.setState(matchID, state, deltalog));
  }

  async setMetadata(matchID: string, metadata: Server.MatchData) {
    const problem = metadataProblem(metadata);
    if (problem) throw httpError(400, problem);
    return this.track(this.inner.setMetadata(matchID, metadata));
  }

  async fetch<O extends FetchOpts>(matchID: string, opts: O): Promise<FetchResult<O>> {
    const result = await this.track(this.inner.fetch(matchID, opts));
    const withInitial = result as { initialState?: State };
    if (withInitial.initialState) withInitial.initialState = stripInitialState(withInitial.initialState);
    return result;
  }

  wipe(matchID: string) {
    return this.track(this.inner.wipe(matchID));
  }

  override listMatches(opts?: ListMatchesOpts) {
    return this.track(this.inner.listMatches(opts));
  }
}
