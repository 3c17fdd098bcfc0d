"""The reference node of 'that creature's controller'. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import RefNode


class ControllerOf(RefNode):
    """The controller (108.4) of each object `what` stands for, as it last existed if it has left its zone
    (608.2h); each player once."""

    PLAYERS = True  # a reference to players (compiler/values.Scope.is_player)

    what: unions.Ref


class OwnerOf(RefNode):
    """The owner (108.3) of each object `what` stands for, as it last existed if it has left its zone (608.2h):
    'The owner of target permanent shuffles it into their library, then draws two cards.' (Oblation)."""

    PLAYERS = True

    what: unions.Ref
