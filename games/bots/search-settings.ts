/**
 * The search's settings (games/bots/ismcts.ts), apart from the search so that a game's bots' kit can name the ones
 * it plays best with (BOT-ISMCTS-4) without importing the search.
 */
export interface SearchSettings {
  /** Random moves after the tree before the position is estimated instead of played out. */
  playoutDepth?: number;
  /** UCB1's exploration constant, for rewards in [0, 1]. */
  exploration?: number;
  /**
   * The share of a finished playout's reward that goes by final score rather than by the win (0: the win alone):
   * each seat's score placed between the lowest (0) and the highest (1).
   */
  margin?: number;
  /**
   * Progressive bias: a new node starts with this many visits worth the game's estimate of the position its move
   * leads to (0: none), so that the first playouts' noise weighs less against what the position already says.
   */
  prior?: number;
  /**
   * 0: uniform playouts even where the game gives a policy (BOT-ISMCTS-2); 1 (the default): the game's policy; 2: a kind
   * of move drawn uniformly, then a move of that kind (BOT-ISMCTS-9).
   */
  policy?: number;
  /**
   * 1: a playout ends at the game's next scoring (BOT-ISMCTS-5), where the estimate reads freshly scored points, or at
   * its depth if that comes first; 0 (the default): at its depth. Only in games that count their scorings.
   */
  scoring?: number;
  /**
   * BOT-ISMCTS-6: the chance that a playout's move is the one after which the game's estimate is best for the seat
   * moving (each offered move tried on a copy), rather than the policy's (0, the default: never).
   */
  greedy?: number;
  /**
   * BOT-ISMCTS-7: 1 to choose in the tree first a kind of move (its name: `propose`, `lay`…), then one move of that
   * kind, where several kinds are offered and one has several moves; 0 (the default): among all moves at once.
   */
  group?: number;
  /**
   * BOT-ISMCTS-8: 1 for a seat's bot to keep, from one decision to its next right after its own move, the subtree under
   * that move and search on from it; 0 (the default): every decision from a new tree.
   */
  reuse?: number;
}
