"""BOT-AGENT-6, BOT-AGENT-7: the arena's forward model, asked during a decision (README, "A forward model over
the protocol"). States are drawn from the seat's own view, never the true state; each lives until the decision
ends. Every request counts against the decision's budget, refused ones too.
"""
from dataclasses import dataclass
from typing import Any, Optional

from .lines import JsonLines
from .moves import Choice, LegalMove, naming


@dataclass(frozen=True)
class Result:
    """A state's result: the outcome once it is over, the game's estimate of each seat's chances before."""

    over: bool
    outcome: Optional[dict] = None
    estimate: Optional[dict] = None

    def values(self, seats: list[str]) -> dict[str, float]:
        """Each seat's value in [0, 1]: its share of the win (BOT-D-SHARE) once over, else the estimate."""
        if self.over:
            winners = self.outcome["winners"]
            return {seat: (1 / len(winners) if seat in winners else 0.0) for seat in seats}
        return {seat: float(self.estimate.get(seat, 0.0)) for seat in seats}


class Simulator:
    """The forward model of one decision. `Agent` makes one per `decide`; it is closed once the agent answers."""

    def __init__(self, lines: JsonLines, seat: str, calls: int) -> None:
        self.lines = lines
        self.seat = seat
        self.calls = calls
        self.used = 0
        self.open = True

    @property
    def calls_left(self) -> int:
        """Requests this decision still allows (BOT-AGENT-7): past them every request is refused."""
        return max(0, self.calls - self.used)

    def request(self, call: str, **fields: Any) -> dict:
        if not self.open:
            # a request outside a decision would forfeit the game: refused here instead
            raise RuntimeError(f"{call}: the forward model is asked only during a decision")
        self.used += 1
        return self.lines.ask({"call": call, **fields})

    def sample(self) -> "SampledState":
        """A full state drawn from the seat's view: hidden cards among those it has not seen."""
        reply = self.request("sample")
        return SampledState(self, reply["state"], reply["toMove"], reply["over"])

    def close(self) -> None:
        self.open = False


class SampledState:
    """A handle on a sampled state of the arena's (`"s1"`): its verbs are requests, a refusal raises Refused."""

    def __init__(self, simulator: Simulator, handle: str, to_move: Optional[str], over: bool) -> None:
        self.simulator = simulator
        self.handle = handle
        self.to_move = to_move
        self.over = over

    def legal(self, seat: Optional[str] = None) -> list[LegalMove]:
        """The legal moves of `seat` (the seat to move by default), with the same ids as `decide`'s."""
        fields = {"seat": seat} if seat is not None else {}
        reply = self.simulator.request("legal", state=self.handle, **fields)
        return [LegalMove.of(sent) for sent in reply["legal"]]

    def step(self, choice: Choice, seat: Optional[str] = None) -> "SampledState":
        """Plays a move in place: an index into the last `legal`, an id, a LegalMove or {"move", "args"}."""
        fields = {"seat": seat} if seat is not None else {}
        reply = self.simulator.request("step", state=self.handle, **naming(choice), **fields)
        self.to_move, self.over = reply["toMove"], reply["over"]
        return self

    def clone(self) -> "SampledState":
        reply = self.simulator.request("clone", state=self.handle)
        return SampledState(self.simulator, reply["state"], self.to_move, self.over)

    def release(self) -> None:
        self.simulator.request("release", state=self.handle)

    def result(self) -> Result:
        reply = self.simulator.request("result", state=self.handle)
        return Result(reply["over"], reply.get("outcome"), reply.get("estimate"))

    def view(self) -> Any:
        """The deciding seat's own view of this state (never another seat's)."""
        return self.simulator.request("view", state=self.handle)["view"]

