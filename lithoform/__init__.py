"""lithoform: a Magic: The Gathering rules engine, exact to the Comprehensive Rules.

The public facade: `Game`, `Action`, `Pending`, and the errors they raise."""

from lithoform.play.game import EngineError, Game, IllegalActionError, LegalActions
from lithoform.play.serialize import SaveError
from lithoform.rules.setup import SetupError
from lithoform.state.actions import Action, ActionError
from lithoform.state.decisions import Pending

__all__ = [
    "Action", "ActionError", "EngineError", "Game", "IllegalActionError", "LegalActions", "Pending",
    "SaveError", "SetupError",
]
