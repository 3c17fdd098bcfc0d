"""Alternative costs (118.9): the mechanic's tree nodes. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class NotYourTurn(ConditionNode):
    """'If it's not your turn' (Force of Negation; 500): the controller is not the active player."""
