/**
 * Which sockets of this instance watch which match, and as which seat. A socket watches one match at a
 * time (the one it last synced); a match has a room only while a socket of this instance watches it, so
 * nothing here grows with what clients merely name.
 */
import type { ClientID } from './outgoing';

export interface Member {
  /** The connection, as the transport names it. */
  readonly client: ClientID;
  readonly gameName: string;
  readonly matchID: string;
  /** null for a spectator. */
  readonly playerID: string | null;
  /** The credentials the seat was synced with (checked then against the stored ones). */
  readonly credentials?: string;
  /** The client applies view patches: it is sent each next state as one (ENGINE-PATCH-1). */
  readonly patches?: boolean;
}

export class Rooms {
  private readonly bySocket = new Map<string, Member>();
  private readonly byMatch = new Map<string, Set<Member>>();

  /**
   * Seat a client in a match's room, leaving its previous one. `opened`: the match's room is new here;
   * `closed`: the match of the room it left, when that room is now empty.
   */
  add(member: Member): { opened: boolean; closed?: string } {
    const previous = this.bySocket.get(member.client);
    if (previous?.matchID === member.matchID) {
      const room = this.byMatch.get(member.matchID)!;
      room.delete(previous);
      room.add(member);
      this.bySocket.set(member.client, member);
      return { opened: false };
    }
    const left = this.remove(member.client);
    let room = this.byMatch.get(member.matchID);
    const opened = room === undefined;
    if (!room) this.byMatch.set(member.matchID, (room = new Set()));
    room.add(member);
    this.bySocket.set(member.client, member);
    return { opened, ...(left?.emptied && { closed: left.member.matchID }) };
  }

  /** Take a socket out of its room. `emptied` when it was the room's last socket. */
  remove(socketID: string): { member: Member; emptied: boolean } | undefined {
    const member = this.bySocket.get(socketID);
    if (!member) return undefined;
    this.bySocket.delete(socketID);
    const room = this.byMatch.get(member.matchID)!;
    room.delete(member);
    if (room.size > 0) return { member, emptied: false };
    this.byMatch.delete(member.matchID);
    return { member, emptied: true };
  }

  memberOf(socketID: string): Member | undefined {
    return this.bySocket.get(socketID);
  }

  membersOf(matchID: string): ReadonlySet<Member> {
    return this.byMatch.get(matchID) ?? EMPTY;
  }

  has(matchID: string): boolean {
    return this.byMatch.has(matchID);
  }

  /** Rooms and members held, for the tests and the metrics. */
  get sizes() {
    return { matches: this.byMatch.size, sockets: this.bySocket.size };
  }
}

const EMPTY: ReadonlySet<Member> = new Set();
