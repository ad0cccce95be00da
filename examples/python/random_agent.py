#!/usr/bin/env python3
"""The smallest agent on the kit: a uniform choice among the legal moves, from the arena's seed.

    npm run arena -- --game res-publica --players 2 --seats "cmd:python3 examples/python/random_agent.py",random
"""
from paxtable import Agent


class RandomAgent(Agent):
    def decide(self, view, legal, ctx):
        return self.rng.choice(legal)


if __name__ == "__main__":
    RandomAgent().run()
