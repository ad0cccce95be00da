/**
 * The socket side of taking back a move (server/matches/take-back.ts says which moves may be): a seat asks
 * on the state it holds; the engine restores it or the seat is told why not.
 */
import type { MatchEngine } from '../matches/match-engine';
import type { ClientID } from '../matches/outgoing';
import { sameSecret } from '../matches/seats';
import type { TakeBackPacket } from './packets';

export class TakeBacks {
  constructor(private readonly engine: () => MatchEngine) {}

  async request(client: ClientID, { matchID, playerID, credentials, stateID }: TakeBackPacket): Promise<void> {
    const engine = this.engine();
    const member = engine.memberOf(client);
    const seated =
      member !== undefined &&
      member.matchID === matchID &&
      member.playerID === playerID &&
      typeof credentials === 'string' &&
      sameSecret(credentials, member.credentials ?? '');
    if (!seated) return engine.refuseTo(client, matchID, 'not-synced', stateID);
    const outcome = await engine.takeBack(matchID, { playerID, credentials: credentials! }, stateID);
    if (outcome !== 'taken back') engine.refuseTo(client, matchID, outcome, stateID);
  }
}
