"""lithoform: a Magic: The Gathering rules engine, exact to the Comprehensive Rules.

The public facade: `Game`, `Action`, `Pending`, and the errors they raise."""

from .actions import Action, ActionError
from .decisions import Pending
from .game import EngineError, Game, IllegalActionError, LegalActions
from .serialize import SaveError
from .setup import SetupError

__all__ = [
    "Action", "ActionError", "EngineError", "Game", "IllegalActionError", "LegalActions", "Pending",
    "SaveError", "SetupError",
]
