"""Regeneration, the text part (701.19c): 'can't be regenerated this turn'. Data only."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, ApplyContinuous, Filter
from lithoform.compiler.values import VP, Desc, Marked, Unsupported
from lithoform.mechanics.block_limits.text import one_by_one
from lithoform.mechanics.regeneration.nodes import CANT_BE_REGENERATED


class RegenerationRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def vp_cant_be_regenerated_this_turn(self, c: list) -> VP:
        """701.19c: the permanent can't be regenerated until end of turn (514.2), however it is destroyed this
        turn (by an effect, or by lethal damage, 704.5g). Only objects named one by one (611.2c)."""
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=(CANT_BE_REGENERATED,)),), one_by_one(what)),
                  "object", "gain")

    def destroyed_this_way_cant_be_regenerated(self, c: list) -> list:
        """701.19c: 'A creature destroyed this way can't be regenerated.': a mark the sentence combiner puts on
        the destruction before it (compiler/sentences.py), with the permanents' type it names."""
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun or len(d.types) != 1 or d.filter() != Filter(types=tuple(d.types)):
            raise Unsupported("'destroyed this way can't be regenerated' of something other than a card type")
        return [Marked("no_regeneration_this_way", d.types[0])]


TRANSFORMER = RegenerationRules
