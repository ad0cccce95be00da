"""BOT-ENV-1: a game of the table as an environment in PettingZoo's AEC shape (agent by agent), without
PettingZoo itself: `reset(seed)`, `agent_iter()`, `last()`, `step(action)`, `observe(agent)`, `agents`,
`possible_agents`, `rewards`, `terminations`, `truncations`, `infos`.

The game runs in a node process of the project's (arena/env-server.ts) through boardgame.io's reducer, as the
arena plays it. Agents are the seats ("0", "1", ...). An observation is {"observation": view, "action_mask":
ids}: the seat's own view only (the game's playerView, as the arena sends an agent: never another seat's
hidden cards) and the ids of its legal moves (empty unless it is to move). An action is one of those ids, an
index into them, a LegalMove or {"move", "args"}; an illegal one raises Refused and changes nothing. A
finished game rewards each seat its share of the win (1/k to each of k winners, else 0); a game cut off at
the game's move budget is truncated, with no reward.
"""
import os
import secrets
import subprocess
from pathlib import Path
from typing import Any, Iterator, Optional

from .lines import JsonLines
from .moves import Choice, LegalMove, naming

# examples/python/paxtable/env.py: the project's root is three folders up.
PROJECT_ROOT = Path(__file__).resolve().parents[3]
SERVER = ["node", "--import", "tsx", "arena/env-server.ts"]


class PaxTableEnv:
    metadata = {"name": "paxtable_v0", "is_parallelizable": False}

    def __init__(self, game: str, players: Optional[int] = None, options: Optional[dict] = None,
                 command: Optional[list[str]] = None, cwd: Optional[Path] = None) -> None:
        self.game = game
        self.players = players
        self.options = options or {}
        self._command = command or SERVER
        self._cwd = cwd or PROJECT_ROOT
        self._process: Optional[subprocess.Popen] = None
        self._lines: Optional[JsonLines] = None
        self._position: dict = {}
        self.possible_agents: list[str] = []
        self.agents: list[str] = []
        self.agent_selection: Optional[str] = None
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict] = {}

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    def _ask(self, call: str, **fields: Any) -> dict:
        if self._process is None:
            env = {**os.environ, "NODE_ENV": "production"}
            self._process = subprocess.Popen(self._command, cwd=self._cwd, env=env, text=True, encoding="utf-8",
                                             stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            self._lines = JsonLines(self._process.stdout, self._process.stdin)
        return self._lines.ask({"call": call, **fields})

    def reset(self, seed: Optional[Any] = None, options: Optional[dict] = None) -> None:
        """A new game: the same seed (and the same actions) plays the same game; none draws one at random."""
        seed = secrets.token_hex(16) if seed is None else str(seed)
        fields = {"game": self.game, "options": options if options is not None else self.options, "seed": seed}
        if self.players is not None:
            fields["players"] = self.players
        reply = self._ask("reset", **fields)
        self.possible_agents = list(reply["seats"])
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._take(reply)

    def _take(self, position: dict) -> None:
        """The position the server replied: who moves next, or the end and its rewards."""
        self._position = position
        mover = position["toMove"]
        if mover is not None:
            self.agent_selection = mover
            self.infos[mover] = {"legal": [LegalMove.of(sent) for sent in position["legal"]], "ctx": position["ctx"]}
            return
        for agent in self.agents:
            self.rewards[agent] = float(position["rewards"][agent])
            self._cumulative_rewards[agent] += self.rewards[agent]
            self.terminations[agent] = position["over"]
            self.truncations[agent] = position["truncated"]
            self.infos[agent] = {"outcome": position.get("outcome"), "ctx": position["ctx"]}
        self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict:
        """The seat's own view and, when it is to move, its legal move ids: nothing of another's hidden cards."""
        if agent == self._position.get("toMove"):
            return {"observation": self._position["view"], "action_mask": [sent["id"] for sent in self._position["legal"]]}
        return {"observation": self._ask("observe", seat=agent)["view"], "action_mask": []}

    def last(self, observe: bool = True) -> tuple[Optional[dict], float, bool, bool, dict]:
        """(observation, cumulative reward, termination, truncation, info) of the agent to act."""
        agent = self.agent_selection
        observation = self.observe(agent) if observe else None
        return observation, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], self.infos[agent]

    def step(self, action: Optional[Choice]) -> None:
        """Plays the selected agent's action; a finished agent steps None, which takes it out of `agents`."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"agent {agent} is done: step(None) takes it out")
            self._remove(agent)
            return
        if action is None:
            raise ValueError(f"agent {agent} is to move: None is no move")
        reply = self._ask("step", seat=agent, **naming(action))
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {each: 0.0 for each in self.agents}
        self._take(reply)

    def _remove(self, agent: str) -> None:
        self.agents.remove(agent)
        for table in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
            del table[agent]
        self.agent_selection = self.agents[0] if self.agents else None

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """The agent to act, until every agent is out (or `max_iter` turns)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def record(self) -> dict:
        """The game so far as a match record (README "Match records and replay"): the replay viewer opens it."""
        return self._ask("record")["record"]

    def close(self) -> None:
        if self._process is not None:
            self._process.stdin.close()
            self._process.wait(timeout=10)
            self._process.stdout.close()
            self._process = None

    def __enter__(self) -> "PaxTableEnv":
        return self

    def __exit__(self, *_: Any) -> None:
        self.close()
