"""BOT-AGENT-3: legal moves as the arena sends them, and how a chosen move is named back."""
from dataclasses import dataclass
from typing import Union


@dataclass(frozen=True, slots=True)
class LegalMove:
    """A legal move: `id` is its canonical JSON, the same for the same move in every game and run."""

    id: str
    move: str
    args: list

    @staticmethod
    def of(sent: dict) -> "LegalMove":
        return LegalMove(sent["id"], sent["move"], sent.get("args", []))


# An index into the legal moves, a move id, a LegalMove, or {"move": name, "args": [...]}.
Choice = Union[int, str, LegalMove, dict]


def naming(choice: Choice) -> dict:
    """The fields that name `choice` in an answer or a request: "index", "id", or "move" and "args"."""
    if isinstance(choice, bool):
        raise TypeError("a move is named by an index, an id, a LegalMove or {'move', 'args'}, not a bool")
    if isinstance(choice, int):
        return {"index": choice}
    if isinstance(choice, str):
        return {"id": choice}
    if isinstance(choice, LegalMove):
        return {"id": choice.id}
    if isinstance(choice, dict) and isinstance(choice.get("move"), str):
        return {"move": choice["move"], "args": list(choice.get("args", []))}
    raise TypeError(f"not a move: {choice!r} (an index, an id, a LegalMove or {{'move', 'args'}})")

