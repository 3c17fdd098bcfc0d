"""'Remove any number of [kind] counters from ~' costs and 'add an additional {B} for each ...', the text part.
Data only."""

from __future__ import annotations

from lithoform.cards.tree import AddMana, CountedMana, Plus
from lithoform.compiler.values import VP, Unsupported, mana


class StorageCounterRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cost_remove_any_counters(self, c: list) -> dict:
        """'{T}, Remove any number of storage counters from ~' (118.3, 602.2b): the player picks how many as the
        cost is paid, zero included (107.1c; the ruling 'Can be tapped even if it has no counters')."""
        return {"remove_any": str(c[0])}

    def add_mana_then_additional(self, c: list) -> VP:
        """'Add {B}, then add an additional {B} for each charge counter removed this way.' (Black Mana Battery):
        one mana plus one more for each counted thing, all of one kind, added at once (605.3b)."""
        first, more = mana(c[0]), mana(c[1])
        if first != more:
            raise Unsupported("'then add an additional' mana of another kind")
        counted = CountedMana(AddMana((first,)), Plus(1, c[2]))
        return VP(lambda who: counted, "you")  # only the controller adds it (608.2c)


TRANSFORMER = StorageCounterRules
