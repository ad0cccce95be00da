"""Plays one seeded game through the Python kit's AEC environment (examples/python/paxtable/env.py) with a seeded
random policy, for test/arena/python-kit.test.ts, and prints what it saw as one JSON object: every step, each
seat's last reward, termination and truncation, every seat's observation after OBSERVE_AT steps, and what
illegal actions there were met with.

    python3 test/arena/python_env_driver.py <game> <players> <seed> <policy seed>   (examples/python on PYTHONPATH)
"""
import json
import random
import sys

from paxtable import PaxTableEnv, Refused

OBSERVE_AT = 7


def refusal_of(env, action):
    """The code an illegal action is refused with, and whether anything changed."""
    agent = env.agent_selection
    before = env.observe(agent)
    try:
        env.step(action)
        return {"code": None}
    except Refused as refusal:
        unchanged = env.agent_selection == agent and env.observe(agent) == before
        return {"code": refusal.code, "message": refusal.message, "unchanged": unchanged}


def main() -> None:
    game, players, seed, policy_seed = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    policy = random.Random(policy_seed)
    steps, ends, observed, refused = [], {}, None, []
    with PaxTableEnv(game, players=players) as env:
        env.reset(seed=seed)
        for agent in env.agent_iter():
            observation, reward, termination, truncation, info = env.last()
            if termination or truncation:
                ends[agent] = {"reward": reward, "termination": termination, "truncation": truncation}
                env.step(None)
                continue
            if len(steps) == OBSERVE_AT:
                observed = {"toMove": agent, "observations": {seat: env.observe(seat) for seat in env.possible_agents}}
                refused = [refusal_of(env, "not a move id"), refusal_of(env, len(observation["action_mask"]))]
            action = policy.choice(observation["action_mask"])
            env.step(action)
            steps.append([agent, action])
    print(json.dumps({"steps": steps, "ends": ends, "observed": observed, "refused": refused, "agents": env.agents}))


if __name__ == "__main__":
    main()
