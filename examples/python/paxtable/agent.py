"""BOT-AGENT-1: an arena agent's side of the protocol (protocol 2: start, decide, end), so that a subclass
writes only `decide`.

The arena starts the agent once per tournament and worker, in its sandbox, and writes one JSON line per
message; the agent answers each "decide" with one line. A "decide" carries only what changed since the seat's
last decision: this class keeps `view` and `record` current (BOT-AGENT-4), hands `decide` the legal moves and a
forward model for that decision (`self.simulator`), and writes the answer.
"""
import random
import sys
from typing import IO, Any, Optional

from .lines import JsonLines
from .moves import Choice, LegalMove, naming
from .patch import apply_patch
from .simulator import Simulator


class Agent:
    """Override `decide`; `on_start` and `on_end` are there for agents that learn or keep notes."""

    def __init__(self) -> None:
        self.game: Optional[str] = None
        self.seat: Optional[str] = None
        self.num_players = 0
        self.setup_data: dict = {}
        # The match record so far as this seat may read it: no seed, other seats' hidden arguments removed.
        self.record: Optional[dict] = None
        self.view: Any = None
        # Seeded by each game's "start": the same tournament and secret file play the same games again.
        self.rng = random.Random()
        # The decision's forward model, None outside a decision.
        self.simulator: Optional[Simulator] = None
        self.forward_calls = 0

    def decide(self, view: Any, legal: list[LegalMove], ctx: dict) -> Choice:
        """The move to play: an index into `legal`, a move id, one of `legal`, or {"move", "args"}."""
        raise NotImplementedError

    def on_start(self, message: dict) -> None:
        """A game starts (its "start" message): `game`, `seat`, `record` and `rng` are already set."""

    def on_end(self, outcome: dict, view: Any) -> None:
        """The game ended: `outcome` is {"winners": [...], "scores": {...}}, `view` the seat's last."""

    def run(self, reader: IO[str] = sys.stdin, writer: IO[str] = sys.stdout) -> None:
        """Plays every game the arena sends until its input closes."""
        lines = JsonLines(reader, writer)
        while (message := lines.read()) is not None:
            kind = message["type"]
            if kind == "start":
                self._start(message)
            elif kind == "decide":
                self._catch_up(message)
                lines.write(self._answer(lines, message))
            elif kind == "end":
                self._catch_up(message)
                self.on_end(message["outcome"], self.view)

    def _start(self, message: dict) -> None:
        self.game, self.seat = message["game"], message["seat"]
        self.num_players, self.setup_data = message["numPlayers"], message["setupData"]
        self.record, self.view = message["record"], None
        self.rng.seed(message["seed"])
        self.forward_calls = message.get("forwardModel", {}).get("calls", 0)
        self.on_start(message)

    def _catch_up(self, message: dict) -> None:
        """The view and record as the arena would send them whole (BOT-AGENT-4)."""
        self.view = message["view"] if "view" in message else apply_patch(self.view, message["patch"])
        self.record["moves"].extend(message["moves"])

    def _answer(self, lines: JsonLines, message: dict) -> dict:
        legal = [LegalMove.of(sent) for sent in message["legal"]]
        self.simulator = Simulator(lines, self.seat, self.forward_calls)
        try:
            choice = self.decide(self.view, legal, message["ctx"])
        finally:
            # its states end with the decision: asking after the answer would forfeit
            self.simulator.close()
            self.simulator = None
        return naming(choice)
