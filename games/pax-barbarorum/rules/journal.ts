/** Public facts a move caused, in order, each with the rule that applied; moves put them in the log. */
export interface Note {
  rule: string;
  [fact: string]: unknown;
}
export type Journal = Note[];
