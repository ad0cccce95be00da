/**
 * The result of reading data that may be wrong (a scenario's position, a match record, a proposed bundle):
 * the checked value, or a problem code (for the client to translate) with a detail for people. Never a throw.
 */
export type Result<T, Problem extends string = string, Extra extends object = object> =
  | { ok: true; value: T }
  | ({ ok: false; problem: Problem; detail?: string } & Extra);

export const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const failure = <Problem extends string>(problem: Problem, detail?: string): { ok: false; problem: Problem; detail?: string } =>
  detail === undefined ? { ok: false, problem } : { ok: false, problem, detail };
