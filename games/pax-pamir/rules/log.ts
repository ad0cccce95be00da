/**
 * The match log's events (log-kinds.ts), written by the rules where things happen. A move hands the rules
 * its list with `recording`; outside a move (setup, tests of a single rule, the legal-move generator) no
 * list is open and `logEvent` does nothing. Like the copy-on-write bookkeeping (cow.ts), the open list is
 * module state for the length of one move, so that the dozens of rules deep in the task engine need no
 * extra parameter.
 */
import type { PaxEvent, WakhanReason } from '../log-kinds';

/** The events of the move under way (null outside a move). */
let open: PaxEvent[] | null = null;
/** Wakhan's seat in a game with her: every event names it, so that the log can call her by her name. */
let automaton: string | undefined;

/**
 * Why Wakhan acts, given to the next event written: the PAMIR-WAKHAN-* rule (null: none pending), its facts,
 * her AI card and the instruction she followed then. Kept apart rather than as one object, so that writing
 * them into the event builds nothing.
 */
let reasonRule: string | null = null;
let reasonFacts: WakhanReason | undefined;
let reasonCard: number | undefined;
let reasonInstruction: string | undefined;
/** The instruction of her AI card she follows now. */
let instruction: string | undefined;

/**
 * Run `body` with `events` open: every event the rules write meanwhile is pushed to it, in order. `wakhan`:
 * her seat, in a game with her.
 */
export function recording<R>(events: PaxEvent[], body: () => R, wakhan?: string): R {
  const outer = open;
  open = events;
  automaton = wakhan;
  try {
    return body();
  } finally {
    open = outer;
    automaton = undefined;
    reasonRule = null;
    instruction = undefined;
  }
}

/** Is a move's list open (build an event's facts only then)? */
export const isRecording = (): boolean => open !== null;

/** Write one event (nothing outside a move). Wakhan's pending reason, if any, becomes its rule and facts. */
export function logEvent(event: PaxEvent): void {
  if (!open) return;
  if (reasonRule !== null) {
    // in the order the reason's fields were always written: rule, facts, AI card, instruction
    event.rule = reasonRule;
    if (reasonFacts) Object.assign(event, reasonFacts);
    if (reasonCard !== undefined) event.aiCard = reasonCard;
    if (reasonInstruction !== undefined) event.instruction = reasonInstruction;
    reasonRule = null;
  }
  if (automaton !== undefined) event.wakhan = automaton;
  open.push(event);
}

/**
 * PAMIR-WAKHAN-LOG-1: the first event `body` writes is Wakhan's decision: it cites `rule` (a PAMIR-WAKHAN-* rule)
 * and carries her face-up AI card, the instruction she follows and `facts`. The events that follow from it
 * keep their own rules.
 */
export function because<R>(aiCard: number | null | undefined, rule: string, body: () => R, facts?: WakhanReason): R {
  if (!open) return body();
  reasonRule = rule;
  reasonFacts = facts;
  reasonCard = aiCard ?? undefined;
  reasonInstruction = instruction;
  try {
    return body();
  } finally {
    reasonRule = null;
  }
}

/** While `body` runs, Wakhan follows this instruction of her AI card (PAMIR-WAKHAN-TURN-2): her events name it. */
export function following<R>(name: string, body: () => R): R {
  const outer = instruction;
  instruction = name;
  try {
    return body();
  } finally {
    instruction = outer;
  }
}
