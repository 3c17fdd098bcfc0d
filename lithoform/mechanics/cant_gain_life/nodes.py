"""Players who can't gain life (119.7): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode

PLAYERS = "players"  # every player
OPPONENTS = "opponents"  # the controller's opponents


class CantGainLife(AbilityNode):
    """'Players can't gain life.' / 'Your opponents can't gain life.' (119.7): a static ability of a permanent;
    `who`: PLAYERS or OPPONENTS (of its controller)."""

    who: str = PLAYERS
    text: str = ""


class CantGainLifeThisTurn(EffectNode):
    """'Players can't gain life this turn.' (119.7, 611.2a): the resolving spell or ability makes an effect until
    end of turn (514.2) over the players `who` stands for as it resolves (611.2c)."""

    who: str = PLAYERS


class NoLifeGain(PartNode):
    """The continuous effect `CantGainLifeThisTurn` makes: the players (indexes) can't gain life (119.7). In no
    layer: it changes a rule, not characteristics."""

    players: tuple[int, ...] = ()
