"""'that was dealt damage this turn', 'that dealt damage to you this turn': description suffixes. Data only."""

from __future__ import annotations

from lithoform.cards.tree import DealtDamageThisWay
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Desc, Suffix, Unsupported
from lithoform.mechanics.dealt_damage.nodes import PermanentDealtDamageThisWay, PlayerDealtDamageThisWay


class DealtDamageRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_dealt_damage_this_turn(self, c: list) -> Suffix:
        return Suffix("dealt_damage_this_turn")

    def sfx_dealt_damage_to_you_this_turn(self, c: list) -> Suffix:
        return Suffix("dealt_damage_to_you_this_turn")

    def sfx_dealt_damage_as_source_this_turn(self, c: list) -> Suffix:
        return Suffix("dealt_damage_as_source_this_turn")

    def cond_player_dealt_damage_this_way(self, c: list) -> PlayerDealtDamageThisWay:
        return PlayerDealtDamageThisWay()

    def cond_permanent_dealt_damage_this_way(self, c: list) -> PermanentDealtDamageThisWay:
        """'if a nonred permanent is dealt damage this way' (608.2c): a permanent of the description."""
        try:
            d = describe(list(self._words(c[-1])), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("'is dealt damage this way' of something other than a permanent")
        return PermanentDealtDamageThisWay(d.filter())

    def dealt_damage_this_way_sentence(self, c: list) -> list:
        """'A creature dealt damage this way can't be regenerated this turn.' (608.2c, 120.1): the instruction for
        the permanents of the description the resolving spell or ability has dealt damage to."""
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability", "player"):
            raise Unsupported("'dealt damage this way' of something other than a permanent")
        vp: VP = c[1]
        if vp.subject != "object":
            raise Unsupported("'dealt damage this way' with an instruction of a player")
        return [self._apply(vp, DealtDamageThisWay(d.filter()))]  # type: ignore[attr-defined]


TRANSFORMER = DealtDamageRules
