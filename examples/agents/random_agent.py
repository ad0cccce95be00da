#!/usr/bin/env python3
"""A random agent for the arena (standard library only).

The arena starts this program once per tournament and worker, in its sandbox (its working directory is
this folder, the only one it may read besides the system's), and speaks JSON Lines with it over standard
input and output: for each game a "start" message, then one "decide" message per decision, each answered
with one line naming a legal move, and an "end" message (see README, "Bots and the arena"); its input
closes when the tournament is over. A "decide" carries only what changed since the seat's
last decision: the moves played since, and the view whole the first time, then as a patch. This agent
keeps both current, as an agent that reads them would. Run a tournament with it:

    npm run arena -- --game res-publica --players 3 --games 20 \
        --seats "cmd:python3 examples/agents/random_agent.py,random"
"""
import json
import random
import sys


def apply_patch(view, patch):
    """The view with the patch's operations applied in order: [path, value] sets, [path] removes."""
    for op in patch:
        path = op[0]
        if not path:
            view = op[1]
            continue
        parent = view
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        if len(op) == 2:
            if isinstance(parent, list) and last == len(parent):
                parent.append(op[1])
            else:
                parent[last] = op[1]
        else:
            del parent[last]
    return view


def main() -> None:
    rng = random.Random()
    view, record = None, None
    for line in sys.stdin:
        message = json.loads(line)
        kind = message["type"]
        if kind == "start":
            # Seeded by the arena, so the same tournament and secret play the same games.
            rng.seed(message["seed"])
            view, record = None, message["record"]
        elif kind in ("decide", "end"):
            view = message["view"] if "view" in message else apply_patch(view, message["patch"])
            record["moves"].extend(message["moves"])
        if kind == "decide":
            legal = message["legal"]
            # Answer by index; {"id": ...} or {"move": name, "args": [...]} naming one of `legal` works too.
            print(json.dumps({"index": rng.randrange(len(legal))}), flush=True)
        # After "end" comes the next game's "start": the agent runs until its input closes.


if __name__ == "__main__":
    main()
