/**
 * Why this bot cannot take or keep its seat: a bad argument, an unknown game or match, a full match,
 * credentials that do not hold the seat. Running again as is would fail the same way, so the command
 * exits with code 2 (a failure of its own, such as an unreachable server, exits with 1).
 */
export class SeatError extends Error {}

export const SEAT_ERROR_EXIT = 2;

/** The command line itself is wrong: the usage is shown with the message. */
export class UsageError extends SeatError {}
