"""The tree node of 'Add one mana of any color in your commander's color identity.' Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AmountNode, ConditionNode, EffectNode
from lithoform.cards.nodes.effects_players import AddMana

COLORED = ("{W}", "{U}", "{B}", "{R}", "{G}")


class CommanderColorMana(EffectNode):
    """'Add one mana of any color in your commander's color identity.' (Command Tower; 903.4, 106.1a): a color of
    the combined color identities of its controller's commanders. `mana` lists every option the ability could ever
    have; the rules part keeps those of the identity (MANA_PRODUCED), one activation per option (605.3a). With no
    commander (903.4f) or a colorless one it adds no mana (the rulings: 'It doesn't produce {C}.')."""

    mana: AddMana = AddMana(COLORED)


class ControlsCommander(ConditionNode):
    """'you control your commander' (`yours`; Lieutenant) or 'you control a commander' (903.3d: a permanent on the
    battlefield that is a commander, anyone's)."""

    yours: bool = True


class CommanderCasts(AmountNode):
    """'for each time you've cast your commander from the command zone this game' (903.8): the times the ability's
    controller cast their commanders from the command zone (both, with partners)."""

    STATICALLY_COUNTABLE = True  # a number of the game, no characteristic (counted_amounts.EXTRA_STATIC_AMOUNTS)


class CommanderToHand(EffectNode):
    """'Put your commander into your hand from the command zone.' (Command Beacon; 903.3d: a commander card in the
    command zone): one of its controller's commanders there, of their choice with two (the ruling)."""
