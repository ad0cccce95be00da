#!/usr/bin/env python3
"""An arena agent that searches with information-set MCTS over the arena's forward model (paxtable/ismcts.py).

    npm run arena -- --game pax --players 2 --games 40 --seed py --workers 1 \
        --seats "cmd:python3 examples/python/ismcts_agent.py",random

Flags: --iterations N (48), --depth N (random moves after the tree before the estimate, 8),
--exploration C (0.7). The budget is in iterations, so the same seeds play the same games.
"""
import argparse

from paxtable import Agent, SearchBudget, search


class ISMCTSAgent(Agent):
    def __init__(self, budget: SearchBudget) -> None:
        super().__init__()
        self.budget = budget

    def decide(self, view, legal, ctx):
        seats = [str(seat) for seat in range(self.num_players)]
        return search(self.simulator, self.seat, legal, seats, self.rng, self.budget)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    defaults = SearchBudget()
    parser.add_argument("--iterations", type=int, default=defaults.iterations)
    parser.add_argument("--depth", type=int, default=defaults.playout_depth)
    parser.add_argument("--exploration", type=float, default=defaults.exploration)
    flags = parser.parse_args()
    ISMCTSAgent(SearchBudget(flags.iterations, flags.depth, flags.exploration)).run()


if __name__ == "__main__":
    main()
