"""'You can't spend mana to cast this spell.', the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.no_mana_spent.nodes import NoManaToCast


class NoManaSpentRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def st_no_mana_to_cast(self, c: list) -> NoManaToCast:
        return NoManaToCast(text="You can't spend mana to cast this spell.")


TRANSFORMER = NoManaSpentRules
