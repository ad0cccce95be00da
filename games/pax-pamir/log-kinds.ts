/** Every kind of event this game's moves write into the log (games/log-events.ts). */
export const LOG_KINDS = [] as const;

export type LogKind = (typeof LOG_KINDS)[number];
