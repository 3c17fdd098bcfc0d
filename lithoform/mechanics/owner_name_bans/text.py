"""A ban on casting spells with an object's name, for its owner (101.2, 201.2), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.owner_name_bans.nodes import OwnerNameCastBan


class OwnerNameBanRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def owner_name_cast_ban(self, c: list) -> list[OwnerNameCastBan]:
        """'That creature's owner can't cast spells with the same name as that creature until your next
        turn.': the owner and the named object must be the same object."""
        owner_of, spells, named, until = c
        if tuple(self._words(spells)) != ("spells",):  # type: ignore[attr-defined]
            raise Unsupported("a name ban on something other than spells")
        if self._words(owner_of) != self._words(named):  # type: ignore[attr-defined]
            raise Unsupported("a name ban whose owner and named object differ")
        ref = self.obj_that([self._desc_of(named)])  # type: ignore[attr-defined]  # the object named before
        return [OwnerNameCastBan(ref, until)]

    def onb_your_next_turn(self, c: list) -> str:
        return "until_your_next_turn"

    def onb_this_turn(self, c: list) -> str:
        return "end_of_turn"


TRANSFORMER = OwnerNameBanRules
