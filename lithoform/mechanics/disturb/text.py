"""Disturb (702.146), its text part: the keyword 'Disturb [cost]' and the back faces' self-replacement 'If ~
would be put into a graveyard from anywhere, exile it instead.' (614.1a). Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Cost, Disturb, SelfExileInsteadOfGraveyard
from lithoform.compiler.values import Unsupported, mana


class DisturbRules:
    """Transformer rules of disturb."""

    def kw_disturb(self, c: list) -> Disturb:
        """'Disturb {1}{U}' (702.146a)."""
        cost = mana(c[0])
        if "{X}" in cost.upper():
            raise Unsupported("a disturb cost with X")
        return Disturb(Cost(mana=cost), text=f"Disturb {cost}")

    def st_self_graveyard_exile(self, c: list) -> SelfExileInsteadOfGraveyard:
        """614.1a: 'If ~ would be put into a graveyard from anywhere, exile it instead.'"""
        return SelfExileInsteadOfGraveyard(text="If ~ would be put into a graveyard from anywhere, exile it instead.")


TRANSFORMER = DisturbRules
