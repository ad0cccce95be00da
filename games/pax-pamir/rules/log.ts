/**
 * The match log's events (log-kinds.ts), written by the rules where things happen. A move passes its journal
 * to the rules with the state it plays on: `recording(G, events, body)` binds the list to that working copy
 * of the state for the length of `body`, and the rules, which all take the state, write with
 * `logEvent(G, event)`. A state under no move (setup, tests of a single rule, the legal-move generator, a
 * bot's playout) has no journal, and `logEvent` does nothing. No list is open for the module as a whole (it
 * only counts the open ones): two moves played at once, or a playout inside a move, each write to their own
 * list, or to none.
 */
import type { PaxEvent, WakhanReason } from '../log-kinds';
import type { ReadState } from './state';

/** A move's journal: its events, and what Wakhan's next events must say. */
interface Journal {
  events: PaxEvent[];
  /** Wakhan's seat in a game with her: every event names it, so that the log can call her by her name. */
  automaton: string | undefined;
  /**
   * Why Wakhan acts, given to the next event written: the PAMIR-WAKHAN-* rule (null: none pending), its facts,
   * her AI card and the instruction she followed then. Kept apart rather than as one object, so that writing
   * them into the event builds nothing.
   */
  reasonRule: string | null;
  reasonFacts: WakhanReason | undefined;
  reasonCard: number | undefined;
  reasonInstruction: string | undefined;
  /** The instruction of her AI card she follows now. */
  instruction: string | undefined;
}

/** The journal of the move playing on each working state (a weak map: a state's entry goes with it). */
const journals = new WeakMap<ReadState, Journal>();
/** How many journals are open: with none (a bot's playout), writing costs not even the look-up. */
let open = 0;

/**
 * Run `body` with `events` as the journal of the move on `G`: every event the rules write on `G` meanwhile is
 * pushed to it, in order. `wakhan`: her seat, in a game with her.
 */
export function recording<R>(G: ReadState, events: PaxEvent[], body: () => R, wakhan?: string): R {
  const outer = journals.get(G);
  journals.set(G, {
    events,
    automaton: wakhan,
    reasonRule: null,
    reasonFacts: undefined,
    reasonCard: undefined,
    reasonInstruction: undefined,
    instruction: undefined,
  });
  open++;
  try {
    return body();
  } finally {
    open--;
    if (outer) journals.set(G, outer);
    else journals.delete(G);
  }
}

/** Is a move's journal open on `G` (build an event's facts only then)? */
export const isRecording = (G: ReadState): boolean => open > 0 && journals.has(G);

/** Write one event of the move on `G` (nothing outside a move). Wakhan's pending reason, if any, becomes its rule and facts. */
export function logEvent(G: ReadState, event: PaxEvent): void {
  if (open === 0) return;
  const journal = journals.get(G);
  if (!journal) return;
  if (journal.reasonRule !== null) {
    // in the order the reason's fields were always written: rule, facts, AI card, instruction
    event.rule = journal.reasonRule;
    if (journal.reasonFacts) Object.assign(event, journal.reasonFacts);
    if (journal.reasonCard !== undefined) event.aiCard = journal.reasonCard;
    if (journal.reasonInstruction !== undefined) event.instruction = journal.reasonInstruction;
    journal.reasonRule = null;
  }
  if (journal.automaton !== undefined) event.wakhan = journal.automaton;
  journal.events.push(event);
}

/**
 * PAMIR-WAKHAN-LOG-1: the first event `body` writes is Wakhan's decision: it cites `rule` (a PAMIR-WAKHAN-* rule)
 * and carries her face-up AI card, the instruction she follows and `facts`. The events that follow from it
 * keep their own rules.
 */
export function because<R>(G: ReadState, rule: string, body: () => R, facts?: WakhanReason): R {
  const journal = open > 0 ? journals.get(G) : undefined;
  if (!journal) return body();
  journal.reasonRule = rule;
  journal.reasonFacts = facts;
  journal.reasonCard = G.wakhan?.card ?? undefined;
  journal.reasonInstruction = journal.instruction;
  try {
    return body();
  } finally {
    journal.reasonRule = null;
  }
}

/** While `body` runs, Wakhan follows this instruction of her AI card (PAMIR-WAKHAN-TURN-2): her events name it. */
export function following<R>(G: ReadState, name: string, body: () => R): R {
  const journal = open > 0 ? journals.get(G) : undefined;
  if (!journal) return body();
  const outer = journal.instruction;
  journal.instruction = name;
  try {
    return body();
  } finally {
    journal.instruction = outer;
  }
}
