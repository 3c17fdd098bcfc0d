"""The condition nodes of mechanics/combat_conditions."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode
from lithoform.cards.nodes.refs import Filter


class ControlsMoreThanOpponent(ConditionNode):
    """'you control more creatures than defending player' (Goblin Goon; 'than attacking player' for blocks):
    the controller controls more permanents matching `filter` than the other player of a two-player game
    does (506.2: the defending player is the one attacked; 506.3: the attacking player is the active one)."""

    filter: Filter


class DefendingPlayerPoisoned(ConditionNode):
    """'defending player is poisoned' (Chained Throatseeker): they have one or more poison counters (122.1f)."""


class DefendingGraveyardAtLeast(ConditionNode):
    """'defending player has seven or more cards in their graveyard' (Vantress Gargoyle; 404)."""

    count: int


class AnyHandEmpty(ConditionNode):
    """'a player has no cards in hand' (Lupine Prototype; 402): some player's hand is empty."""


class OpponentDealtDamageThisTurn(ConditionNode):
    """'an opponent has been dealt damage this turn' (Bloodcrazed Goblin; 120.1, 500.1)."""
