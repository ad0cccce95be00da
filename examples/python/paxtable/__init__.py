"""The Python kit of the table's arena (standard library only; README, "Bots and the arena"):

- `Agent`: an arena agent, protocol 2 over standard input and output; a subclass writes `decide`.
- `Simulator`, `SampledState`, `Result`: the forward model an agent asks during a decision.
- `PaxTableEnv`: a game as an environment in PettingZoo's AEC shape, run by a node process of the project's.
- `search`, `SearchBudget`: information-set MCTS over the forward model.
- `Refused`: a request refused with a code; nothing changed.
"""
from .agent import Agent
from .env import PaxTableEnv
from .ismcts import SearchBudget, search
from .moves import LegalMove
from .patch import apply_patch
from .refused import Refused
from .simulator import Result, SampledState, Simulator

__all__ = ["Agent", "LegalMove", "PaxTableEnv", "Refused", "Result", "SampledState", "SearchBudget", "Simulator",
           "apply_patch", "search"]
