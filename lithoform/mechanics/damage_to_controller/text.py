"""'Each creature deals 1 damage to its controller.', its text part. Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.damage_to_controller.nodes import EachDealsDamageToController


class DamageToControllerRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def each_deals_to_controller(self, c: list) -> EachDealsDamageToController:
        tok, n = c
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural or d.controller:
            raise Unsupported("'each ... deals damage to its controller' of something other than permanents")
        if not isinstance(n, int):
            raise Unsupported("a counted amount of damage to each controller")
        return EachDealsDamageToController(d.filter(), n)


TRANSFORMER = DamageToControllerRules
