"""'the damage dealt this way' (120.1, 608.2c), the text part. Data only."""

from __future__ import annotations

import re

from lithoform.mechanics.damage_this_way.nodes import DamageDealtThisWay


class DamageThisWayRules:
    """Transformer rule of the amount; mixed into `OracleTransformer`."""

    def amt_damage_dealt_this_way(self, c: list) -> DamageDealtThisWay:
        return DamageDealtThisWay()


TRANSFORMER = DamageThisWayRules


# '~ gets +2/+0 until end of turn and deals 1 damage to you.' (Electric Eel): the second verb's subject is the first's
# (608.2c), written out so the grammar reads a clause that deals damage
_GETS_AND_DEALS = re.compile(r"(~ gets [+-]\d+/[+-]\d+ until end of turn) and deals ")


def _gets_and_deals(text: str, subtypes: tuple[str, ...]) -> str | None:
    return _GETS_AND_DEALS.sub(r"\1 and ~ deals ", text) if _GETS_AND_DEALS.search(text) else None


LINES = (_gets_and_deals,)
