#!/usr/bin/env python3
"""A random agent for the arena (standard library only).

The arena starts this program once per game, in its sandbox (its working directory is this folder, the
only one it may read besides the system's), and speaks JSON Lines with it over standard input and
output: a "start" message, then one "decide" message per decision, each answered with one line naming a
legal move, and an "end" message (see README, "Bots and the arena"). Run a tournament with it:

    npm run arena -- --game res-publica --players 3 --games 20 \
        --seats "cmd:python3 examples/agents/random_agent.py,random"
"""
import json
import random
import sys


def main() -> None:
    rng = random.Random()
    for line in sys.stdin:
        message = json.loads(line)
        kind = message["type"]
        if kind == "start":
            # Seeded by the arena, so the same tournament and secret play the same games.
            rng.seed(message["seed"])
        elif kind == "decide":
            legal = message["legal"]
            # Answer by index; {"move": name, "args": [...]} naming one of `legal` works too.
            print(json.dumps({"index": rng.randrange(len(legal))}), flush=True)
        elif kind == "end":
            break


if __name__ == "__main__":
    main()
