"""'Exile it instead' (614.1a), its text part: the statics 'If ~ would die, exile it instead', 'If a [desc]
would die, exile it instead', 'If ~ would leave the battlefield, exile it instead of putting it anywhere
else', and the sentence 'If a creature dealt damage this way would die this turn, exile it instead.' Data
only: imports the cards and the compiler's basics."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import (
    DealtDamageThisWay,
    LeavesExileInstead,
    ReplaceDies,
    ReplaceDiesThisTurn,
    ReplaceDiesThisTurnAll,
    You,
)
from lithoform.compiler.replacements import would_desc
from lithoform.compiler.values import VP, Desc, Unsupported


class ExileInsteadRules:
    """Transformer rules of the 'exile it instead' replacements."""

    def st_self_dies_exile(self, c: list) -> ReplaceDies:
        """614.1a: 'If ~ would die, exile it instead.'"""
        return ReplaceDies(text="If ~ would die, exile it instead.")

    def st_self_dies_hand(self, c: list) -> ReplaceDies:
        """614.1a: 'If ~ would die, return it to its owner's hand instead.'"""
        return ReplaceDies(to="hand", text="If ~ would die, return it to its owner's hand instead.")

    def st_self_dies_library(self, c: list) -> ReplaceDies:
        """614.1a: 'If ~ would die, put ~ on top of its owner's library instead.' (a card put into a library goes
        on top unless told otherwise, 401.4)"""
        return ReplaceDies(to="library", text="If ~ would die, put ~ on top of its owner's library instead.")

    def st_desc_dies_exile(self, c: list) -> ReplaceDies:
        """614.1a: 'If a creature an opponent controls would die, exile it instead.' (Liesa)"""
        d: Desc = would_desc(c[0])  # ('if a [description] would' opens damage rules too: compiler/replacements)
        if d.zone != "battlefield" or d.noun or d.plural or not (d.types == ["Creature"] or (not d.types and d.subtypes)):
            raise Unsupported("'would die' of something other than a creature")
        return ReplaceDies(affected=d.filter(), text="If a creature would die, exile it instead.")

    def st_desc_dies_exile_and(self, c: list) -> ReplaceDies:
        """614.1a: 'If a nontoken creature an opponent controls would die, instead exile that card and create a
        2/2 black Zombie creature token.' (Kalitas): the further instruction is this permanent's controller's."""
        d: Desc = would_desc(c[0])
        if d.zone != "battlefield" or d.noun or d.plural or not (d.types == ["Creature"] or (not d.types and d.subtypes)):
            raise Unsupported("'would die' of something other than a creature")
        if len(c) == 3 and list(self._words(c[1])) not in (["card"], ["creature"]):  # type: ignore[attr-defined]
            raise Unsupported("'instead exile that ...' of something other than that card")
        vp: VP = c[-1]
        if vp.subject == "object":
            raise Unsupported("'instead exile it and [instruction]' with an instruction of an object")
        also = self._apply(vp, You())  # type: ignore[attr-defined]  # (the controller's instruction, 608.2c)
        return ReplaceDies(affected=d.filter(), also=also, text="If a creature would die, instead exile that card "
                                                                   f"and {vp.name or 'do more'} ...")

    def st_damaged_by_self_dies_exile(self, c: list) -> ReplaceDies:
        """614.1a: 'If a creature dealt damage by ~ this turn would die, exile it instead.': the creatures this
        permanent dealt damage to this turn (120.1), checked as they would die."""
        d: Desc = would_desc(c[0])
        if d.zone != "battlefield" or d.noun or d.plural or d.types != ["Creature"]:
            raise Unsupported("'dealt damage by ~ this turn would die' of something other than a creature")
        affected = msgspec.structs.replace(d.filter(), dealt_damage_by_source=True)
        return ReplaceDies(affected=affected, text="If a creature dealt damage by ~ this turn would die, exile it "
                                                   "instead.")

    def st_damaged_by_yours_dies_exile(self, c: list) -> ReplaceDies:
        """614.1a: 'If a creature dealt damage this turn by a source you controlled would die, exile it instead.':
        a creature any source its controller controlled dealt damage to this turn (120.1), checked as it dies."""
        d: Desc = would_desc(c[0])
        if d.zone != "battlefield" or d.noun or d.plural or d.types != ["Creature"]:
            raise Unsupported("'dealt damage this turn by a source you controlled' of something other than a creature")
        affected = msgspec.structs.replace(d.filter(), dealt_damage_by_yours_this_turn=True)
        return ReplaceDies(affected=affected, text="If a creature dealt damage this turn by a source you controlled "
                                                   "would die, exile it instead.")

    def st_self_leaves_exile(self, c: list) -> LeavesExileInstead:
        """614.1a: 'If ~ would leave the battlefield, exile it instead of putting it anywhere else.'"""
        return LeavesExileInstead(text="If ~ would leave the battlefield, exile it instead of putting it "
                                       "anywhere else.")

    def damaged_dies_exile_sentence(self, c: list) -> list:
        """614.1a, 611.2a: 'If a creature dealt damage this way would die this turn, exile it instead.': a
        replacement effect for the turn on each permanent the spell dealt damage to as it resolved."""
        d: Desc = c[0]
        if d.zone != "battlefield" or d.plural or not (d.noun == "permanent" or (not d.noun and d.types == ["Creature"])):
            raise Unsupported("'dealt damage this way' of something other than a creature or permanent")
        return [ReplaceDiesThisTurn(DealtDamageThisWay(d.filter()))]

    def it_dies_exile_clause(self, c: list) -> ReplaceDiesThisTurn:
        """614.1a, 611.2a: '... and if it would die this turn, exile it instead.' (Disintegrate): a replacement effect
        for the turn on the object named before (a player or a spell: nothing to replace)."""
        it = self.scope.it()  # type: ignore[attr-defined]
        if self.scope.is_player(it):  # type: ignore[attr-defined]
            raise Unsupported("'if it would die' of a player")
        return ReplaceDiesThisTurn(it)

    def any_dies_exile_sentence(self, c: list) -> list:
        """614.1a, 611.2a: 'If a creature would die this turn, exile it instead.' (Flaying Tendrils)."""
        d: Desc = c[0]
        if d.zone != "battlefield" or d.plural or d.noun or d.types != ["Creature"]:
            raise Unsupported("'if a ... would die this turn' of something other than a creature")
        return [ReplaceDiesThisTurnAll(d.filter())]


TRANSFORMER = ExileInsteadRules
