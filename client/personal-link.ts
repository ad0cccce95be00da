/**
 * A seat's personal link, `#/seat/<game>/<matchID>/<playerID>/<credentials>`: what notices carry so a
 * player opens their seat from any device. Opening it remembers the seat in this browser's "my matches",
 * then shows the match under `#/match/...`, so the credentials leave the address bar and the history.
 */
import { rememberMatch, type KeyValueStore, type StoredMatch } from './my-matches';
import { pageAddress, type Route } from './routes';

export type SeatRoute = Extract<Route, { name: 'seat' }>;

/** What a match says of its seats (the lobby's `players`). */
interface PublicSeat {
  id: number;
  name?: string;
}

/** The seat a personal link names, as "my matches" keeps it; undefined when the match has no such taken seat. */
export function seatOfLink(link: SeatRoute, players: readonly PublicSeat[]): StoredMatch | undefined {
  const seat = players.find((player) => String(player.id) === link.playerID);
  if (!seat?.name) return undefined;
  return { gameName: link.game, matchID: link.matchID, playerID: link.playerID, credentials: link.credentials, playerName: seat.name };
}

/**
 * Remembers the seat of a link whose credentials the server confirmed (`holds`), and says where to go:
 * the match, as this seat when it was remembered, else as a spectator with the reason.
 */
export function openPersonalLink(
  store: KeyValueStore,
  link: SeatRoute,
  players: readonly PublicSeat[],
  holds: boolean,
): { opened: StoredMatch } | { refused: true } {
  const seat = holds ? seatOfLink(link, players) : undefined;
  if (!seat) return { refused: true };
  rememberMatch(store, seat);
  return { opened: seat };
}

/** The personal link of a seat this browser holds, from the page's own address. */
export function personalLinkOf(pageUrl: string, seat: StoredMatch): string {
  return pageAddress(pageUrl, { name: 'seat', game: seat.gameName, matchID: seat.matchID, playerID: seat.playerID, credentials: seat.credentials });
}
