/**
 * BOT-ISMCTS-1: information-set Monte Carlo tree search (single observer: Cowling, Powley and Whitehouse, 2012) over a
 * game's fast playout path. Each iteration samples a full state the deciding seat cannot tell from the real
 * one (the game's determinizer), walks one shared tree with it, where a move is only a candidate in the
 * samples that allow it, plays the rest of the game (or up to a depth) at random, and scores the end for
 * every seat. The seat never reads a hidden card: it searches over what it could be.
 */
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../headless';
import type { BotKit, FastRules, Rng } from './kit';
import { sampledState } from './sampled-state';
import type { SearchSettings } from './search-settings';

export interface SearchBudget {
  /** Iterations per decision (reproducible); */
  iterations?: number;
  /** or milliseconds per decision (not reproducible: depends on the machine). */
  timeMs?: number;
}

export interface ISMCTSOptions extends SearchBudget, SearchSettings {}

/**
 * The search's defaults: rewards in [0, 1] by the win alone, playouts long enough to reach most games' next scoring,
 * no prior, the game's playout policy.
 */
export const ISMCTS_DEFAULTS = { iterations: 200, playoutDepth: 60, exploration: 0.7, margin: 0, prior: 0, policy: 1, scoring: 0, greedy: 0, group: 0, reuse: 0 } as const;

class Node {
  readonly children = new Map<string, Node>();
  visits = 0;
  /** Times this node was a candidate when its parent chose (the denominator ISMCTS uses). */
  available = 0;
  reward = 0;

  constructor(
    /** The seat whose move led here (rewards are that seat's). */
    readonly player: string,
    readonly choice: MoveChoice | null,
    /** BOT-ISMCTS-7: a node standing for every move of one kind (`move`'s name), chosen before the move itself. */
    readonly kind: string | null = null,
  ) {}
}

/**
 * One step of the tree walk among `candidates` (moves, or kinds of move), each a child of `node` under its key: those
 * without a child yet, and of the others, each now counted available once more, the best by UCB1 over availability
 * counts (BOT-ISMCTS-1).
 */
function selection<T>(node: Node, candidates: Iterable<T>, key: (candidate: T) => string, exploration: number): { untried: T[]; best: Node | null } {
  const untried: T[] = [];
  let best: Node | null = null;
  let bestScore = -Infinity;
  for (const candidate of candidates) {
    const child = node.children.get(key(candidate));
    if (!child) {
      untried.push(candidate);
      continue;
    }
    child.available++;
    const score = child.reward / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = child;
    }
  }
  return { untried, best };
}

/**
 * BOT-ISMCTS-7: where the offered moves are of several kinds and some kind has several, the kind's node (made when
 * new, a kind not tried yet first), chosen by UCB1 as a move would be; null where there is nothing to group.
 */
function kindNode(node: Node, seat: string, offered: readonly MoveChoice[], exploration: number, rng: Rng): Node | null {
  const kinds = new Set<string>();
  for (const choice of offered) kinds.add(choice.move);
  if (kinds.size < 2 || kinds.size === offered.length) return null;
  const { untried, best } = selection(node, kinds, (kind) => `#${kind}`, exploration);
  if (untried.length === 0) return best;
  const kind = untried[Math.floor(rng() * untried.length)];
  const child = new Node(seat, null, kind);
  child.available = 1;
  node.children.set(`#${kind}`, child);
  return child;
}

/** A move drawn uniformly: the playouts' policy when the game gives none (BOT-ISMCTS-2). */
const uniformMove = (offered: readonly MoveChoice[], rng: Rng): MoveChoice => offered[Math.floor(rng() * offered.length)];

/**
 * BOT-ISMCTS-9: a kind of move drawn uniformly (a move's name), then one move of that kind: playouts where twenty trade
 * proposals do not make a `lay` or a `pass` rare.
 */
export function kindUniformMove(offered: readonly MoveChoice[], rng: Rng): MoveChoice {
  const kinds: string[] = [];
  for (const choice of offered) if (!kinds.includes(choice.move)) kinds.push(choice.move);
  const kind = kinds[Math.floor(rng() * kinds.length)];
  const ofKind = offered.filter((choice) => choice.move === kind);
  return ofKind[Math.floor(rng() * ofKind.length)];
}

const keyOf = ({ move, args }: MoveChoice) => (args && args.length > 0 ? `${move}${JSON.stringify(args)}` : move);

/**
 * BOT-ISMCTS-6: of the moves offered to `seat`, one of those after which the game's reading of the position (its
 * estimate, or the result of a game it ends) is best for that seat, ties drawn at random.
 */
export function bestByEstimate<S>(kit: BotKit, fast: FastRules<S>, s: S, ctx: Ctx, seat: string, offered: readonly MoveChoice[], rng: Rng, margin: number): MoveChoice {
  let best: MoveChoice[] = [];
  let bestValue = -Infinity;
  for (const choice of offered) {
    const next = fast.clone(s);
    if (!fast.play(next, seat, choice.move, choice.args ?? [])) continue;
    const value = rewards(kit, fast, next, ctx, margin)[seat] ?? 0;
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [choice];
    } else if (value >= bestValue - 1e-9) best.push(choice);
  }
  return best.length > 0 ? best[Math.floor(rng() * best.length)] : offered[Math.floor(rng() * offered.length)];
}

/**
 * Each seat's reward for a playout's end: a share of the win at the end (with `margin` of it by final score), the
 * game's estimate if cut off.
 */
export function rewards<S>(kit: BotKit, fast: FastRules<S>, s: S, ctx: Ctx, margin = 0): Record<string, number> {
  const gameover = fast.gameover(s);
  if (gameover === undefined) return kit.estimate(fast.G(s), ctx);
  const { winners, scores } = kit.outcome(fast.G(s), gameover, ctx.numPlayers);
  const reward: Record<string, number> = {};
  for (const seat of winners) reward[seat] = (1 - (scores ? margin : 0)) / winners.length;
  if (scores && margin > 0) {
    const values = Object.values(scores);
    const low = Math.min(...values);
    const span = Math.max(...values) - low;
    for (const seat in scores) reward[seat] = (reward[seat] ?? 0) + margin * (span > 0 ? (scores[seat] - low) / span : 0.5);
  }
  return reward;
}

/** A search's choice, and how many iterations it made (a budget in time makes as many as the machine allows). */
export interface Searched {
  choice: MoveChoice;
  iterations: number;
}

/** Where a decision stands in the match: the same seat deciding again after one move of its own is one move further. */
interface DecisionPoint {
  playerID: string;
  phase: string;
  turn: number;
  numMoves: number;
}

const pointOf = (ctx: Ctx, playerID: string): DecisionPoint => ({ playerID, phase: ctx.phase, turn: ctx.turn, numMoves: ctx.numMoves ?? 0 });

/**
 * BOT-ISMCTS-8: what one seat's search keeps from its last decision for its next (`reuse=1`): the subtree under the
 * move it chose. Its next decision, if it comes right after that move in the same turn (one move more, no other seat
 * acting), starts from that subtree and adds its iterations to those already there.
 */
export class SearchMemory {
  private node: Node | null = null;
  private at: DecisionPoint | null = null;

  /** The kept subtree, if the seat decides now right after its own last move. */
  take(ctx: Ctx, playerID: string): Node | null {
    const { node, at } = this;
    this.node = null;
    this.at = null;
    if (node === null || at === null || ctx.activePlayers) return null;
    const now = pointOf(ctx, playerID);
    return now.playerID === at.playerID && now.phase === at.phase && now.turn === at.turn && now.numMoves === at.numMoves + 1 ? node : null;
  }

  keep(node: Node | null, ctx: Ctx, playerID: string): void {
    this.node = node;
    this.at = node === null ? null : pointOf(ctx, playerID);
  }
}

/** The move `search` chooses, without its iteration count. */
export function searchMove(...args: Parameters<typeof search>): MoveChoice {
  return search(...args).choice;
}

/**
 * The move the seat chooses, from its `view` of the match (its `playerView`) and the public `ctx`, and the number
 * of iterations the search made (none when there was nothing to choose). `moves` are its legal moves there
 * (`ai.enumerate` on the view).
 */
export function search(
  kit: BotKit,
  view: unknown,
  ctx: Ctx,
  playerID: string,
  moves: readonly MoveChoice[],
  rng: Rng,
  options: ISMCTSOptions = {},
  memory?: SearchMemory,
): Searched {
  // each setting as the spec names it, else as the game plays best (BOT-ISMCTS-4), else the search's default
  const setting = (key: keyof SearchSettings): number => options[key] ?? kit.search?.[key] ?? ISMCTS_DEFAULTS[key];
  const kept = setting('reuse') === 1 ? memory?.take(ctx, playerID) ?? null : null;
  if (moves.length <= 1) {
    // a forced move: the kept subtree goes on under it
    if (kept !== null && moves.length === 1) memory!.keep(kept.children.get(keyOf(moves[0])) ?? null, ctx, playerID);
    return { choice: moves[0], iterations: 0 };
  }
  const { fast } = kit;
  const playoutDepth = setting('playoutDepth');
  const exploration = setting('exploration');
  const margin = setting('margin');
  const prior = setting('prior');
  const deadline = options.timeMs !== undefined ? performance.now() + options.timeMs : Infinity;
  const iterations = options.iterations ?? (options.timeMs !== undefined ? Infinity : ISMCTS_DEFAULTS.iterations);
  const policy = setting('policy');
  const pick = policy === 2 ? kindUniformMove : (policy === 1 && kit.playoutMove) || uniformMove;
  const scorings = setting('scoring') === 1 ? kit.scorings : undefined;
  const greedy = setting('greedy');
  const group = setting('group');
  const root = kept ?? new Node(playerID, null);
  const rootKeys = new Set(moves.map(keyOf));

  let made = 0;
  for (let iteration = 0; iteration < iterations && (iteration === 0 || performance.now() < deadline); iteration++) {
    made++;
    const G = kit.determinize(view, ctx, playerID, rng);
    const sample = sampledState(G, ctx, rng);
    const s = fast.fromOwnedState ? fast.fromOwnedState(sample) : fast.fromState(sample);
    const path: Node[] = [root];
    let node = root;

    // Selection and expansion: down the tree through the moves this sample allows.
    for (;;) {
      // At the root the deciding seat moves, even where several seats may act and a driver would pick another.
      const seat = node === root ? playerID : fast.toMove(s);
      if (seat === null) break;
      let offered = fast.enumerate(s, seat);
      if (node === root) offered = offered.filter((choice) => rootKeys.has(keyOf(choice)));
      if (offered.length === 0) break;
      if (group === 1 && node.kind === null) {
        const kind = kindNode(node, seat, offered, exploration, rng);
        if (kind !== null) {
          node = kind;
          path.push(node);
          offered = offered.filter((choice) => choice.move === kind.kind);
        }
      }
      const { untried, best } = selection(node, offered, keyOf, exploration);
      if (untried.length > 0) {
        // the game's playout policy also says which new move to try first (BOT-ISMCTS-2)
        const choice = pick(untried, rng);
        const child = new Node(seat, choice);
        child.available = 1;
        node.children.set(keyOf(choice), child);
        fast.play(s, seat, choice.move, choice.args ?? []);
        if (prior > 0) {
          child.visits = prior;
          child.reward = prior * (rewards(kit, fast, s, ctx, margin)[seat] ?? 0);
        }
        path.push(child);
        break;
      }
      node = best!;
      fast.play(s, seat, node.choice!.move, node.choice!.args ?? []);
      path.push(node);
    }

    // Playout: random moves (uniform, or by the game's policy, BOT-ISMCTS-2), then the end's rewards (or the estimate),
    // up to the depth, or to the next scoring (BOT-ISMCTS-5).
    const scored = scorings?.(fast.G(s));
    for (let depth = 0; depth < playoutDepth; depth++) {
      const seat = fast.toMove(s);
      if (seat === null) break;
      const offered = fast.enumerate(s, seat);
      if (offered.length === 0) break;
      const { move, args = [] } =
        greedy > 0 && offered.length > 1 && rng() < greedy ? bestByEstimate(kit, fast, s, ctx, seat, offered, rng, margin) : pick(offered, rng);
      fast.play(s, seat, move, args);
      if (scorings && scorings(fast.G(s)) !== scored) break;
    }
    const reward = rewards(kit, fast, s, ctx, margin);
    for (const visited of path) {
      visited.visits++;
      visited.reward += reward[visited.player] ?? 0;
    }
  }

  // The most visited of the seat's legal moves (visits are the robust choice; rewards are noisy).
  let chosen: Node | null = null;
  for (let from: Node | null = root; from !== null && (from === root || from.kind !== null); ) {
    // through a kind's node (BOT-ISMCTS-7) to the most visited of its moves
    let most: Node | null = null;
    for (const child of from.children.values()) if (!most || child.visits > most.visits) most = child;
    chosen = most;
    from = most;
  }
  memory?.keep(setting('reuse') === 1 ? chosen : null, ctx, playerID);
  return { choice: chosen?.choice ?? moves[Math.floor(rng() * moves.length)], iterations: made };
}
