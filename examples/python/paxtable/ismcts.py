"""Information-set Monte Carlo tree search (single observer: Cowling, Powley and Whitehouse, 2012) over the
arena's forward model, as the built-in `ismcts` bot searches over the game's own (games/bots/ismcts.ts).

Each iteration samples a state the seat cannot tell from the real one, walks one shared tree keyed by move ids
(a move is a candidate only in the samples that allow it), adds one node, plays on at random for a few moves,
and backs up every seat's value: its share of the win if the game ended, the game's estimate if not. A fixed
number of iterations and the agent's own seeded randomness make it reproducible.
"""
import math
import random
from dataclasses import dataclass, field
from typing import Optional

from .moves import LegalMove
from .simulator import Simulator


@dataclass
class SearchBudget:
    iterations: int = 48
    # Random moves after the tree, before the game's estimate is read instead of playing to the end.
    playout_depth: int = 8
    # UCB1's exploration constant, for values in [0, 1].
    exploration: float = 0.7


@dataclass
class Node:
    # The seat whose move led here: the node's value is that seat's.
    seat: Optional[str]
    children: dict = field(default_factory=dict)
    visits: int = 0
    # Times this node was a candidate when its parent chose: ISMCTS's denominator.
    available: int = 0
    value: float = 0.0

    def score(self, exploration: float) -> float:
        return self.value / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


def _requests_per_iteration(tree_depth: int, budget: SearchBudget) -> int:
    # sample, result, release, and a legal and a step per move in and below the tree
    return 3 + 2 * (tree_depth + 1 + budget.playout_depth)


def search(simulator: Simulator, seat: str, legal: list[LegalMove], seats: list[str], rng: random.Random,
           budget: SearchBudget = SearchBudget()) -> str:
    """The id of the move `seat` chooses among `legal`, its legal moves in the real game."""
    if len(legal) == 1:
        return legal[0].id
    root = Node(seat=None)
    root_ids = {move.id for move in legal}
    deepest = 0
    for _ in range(budget.iterations):
        # stop before the decision's requests run out: past them every request is refused
        if simulator.calls_left < _requests_per_iteration(deepest, budget):
            break
        state = simulator.sample()
        path = [root]
        node = root
        # Selection and expansion: down the tree through the moves this sample allows.
        while not state.over:
            # at the root the deciding seat moves, even where several seats may act now
            mover = seat if node is root else state.to_move
            offered = state.legal(mover)
            if node is root:
                offered = [move for move in offered if move.id in root_ids]
            if not offered:
                break
            untried = [move for move in offered if move.id not in node.children]
            for move in offered:
                child = node.children.get(move.id)
                if child is not None:
                    child.available += 1
            if untried:
                move = untried[rng.randrange(len(untried))]
                child = node.children[move.id] = Node(seat=mover, available=1)
                state.step(move, mover)
                path.append(child)
                break
            move = max(offered, key=lambda move: node.children[move.id].score(budget.exploration))
            node = node.children[move.id]
            state.step(move, mover)
            path.append(node)
        deepest = max(deepest, len(path) - 1)
        # Playout: uniform random moves, then the end's values or the estimate.
        for _ in range(budget.playout_depth):
            if state.over:
                break
            moves = state.legal()
            if not moves:
                break
            state.step(rng.randrange(len(moves)))
        values = state.result().values(seats)
        state.release()
        for visited in path:
            visited.visits += 1
            if visited.seat is not None:
                visited.value += values[visited.seat]
    if not root.children:
        return legal[rng.randrange(len(legal))].id
    # the most visited move: visits are the robust choice, values are noisy
    return max(root.children.items(), key=lambda item: item[1].visits)[0]
