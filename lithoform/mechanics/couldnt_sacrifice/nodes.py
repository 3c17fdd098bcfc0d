"""'Each player who can't [do something]' after an edict: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, RefNode
from lithoform.cards.nodes.effects_objects import SacrificeChosen


class PlayersWhoCouldntSacrifice(RefNode):
    """'each player who can't': the players the sacrifice before it found with nothing to sacrifice, in turn
    order (101.4)."""

    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)


class SacrificeOrElse(EffectNode):
    """'Each player sacrifices a creature or planeswalker. Each player who can't discards a card.': the
    sacrifice, then `otherwise` for the players who controlled nothing to sacrifice (PlayersWhoCouldntSacrifice)."""

    sacrifice: SacrificeChosen
    otherwise: unions.Effect
