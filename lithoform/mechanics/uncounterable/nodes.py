"""'Creature spells you control can't be countered.' (101.2, 701.6): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode
from lithoform.cards.nodes.refs import Filter


class SpellsCantBeCountered(AbilityNode):
    """'[Spells matching `filter`] can't be countered.' (Gaea's Herald, Benevolent Geist): a static ability of a
    permanent; while it is on the battlefield, an effect that would counter such a spell does nothing to it
    (101.2, 701.6). The filter reads 'you control' from the permanent's controller."""

    filter: Filter = Filter()
    text: str = ""


class CantBeCounteredIf(AbilityNode):
    """'If [condition], ~ can't be countered.' (spell mastery: Exquisite Firecraft; 113.6g): a static ability of the
    spell that functions on the stack while `condition` holds, read from the spell's controller."""

    condition: unions.Condition
    text: str = ""


class SpellsUncounterableThisTurn(EffectNode):
    """'Spells you control can't be countered this turn.' (Veil of Summer): the resolving spell makes an effect
    until end of turn (611.2a, 514.2) that applies to every matching spell while it lasts, spells cast later
    included (611.2c: it changes a rule, so it isn't locked in)."""

    filter: Filter = Filter()


class NoCountering(PartNode):
    """The continuous effect `SpellsUncounterableThisTurn` makes: spells matching `filter` (read from
    `controller`, the effect's controller) can't be countered. In no layer."""

    filter: Filter = Filter()
    controller: int = 0
