"""The text part of "can't be the target of spells or abilities your opponents control this turn" (115.4):
an until-end-of-turn continuous effect (514.2) with one rules-changing part. Data only: imports the cards
and compiler basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import (
    ApplyContinuous,
    CantBeTargetedBy,
    CantBeTargetedByOpponents,
    Filter,
    GraveyardCardsCantBeTargeted,
)
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported, described


def _spell_filter(words: list[str]) -> Filter:
    """The qualities a 'black or red spells' description asks of a spell (its colors, subtypes): a Filter that
    reads nothing but characteristics (rules: characteristics_fit)."""
    try:
        d = describe(words, [])
    except DescriptionError as e:
        raise Unsupported(str(e)) from None
    f = d.filter()
    if d.noun != "spell" or not d.plural or f != Filter(colors=f.colors, not_colors=f.not_colors,
                                                         subtypes=f.subtypes, types=f.types):
        raise Unsupported("can't be the target of spells described by more than their characteristics")
    return f


class CantBeTargetedRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cant_be_targeted_by_opponents(self, c: list) -> VP:
        """115.4, 611.2: 'target creature can't be the target of spells or abilities your opponents control
        this turn' (Vines of Vastwood)."""
        if self._words(c[0]) != ("spells", "or", "abilities"):  # type: ignore[attr-defined]
            raise Unsupported("can't be the target of only some spells or abilities")
        return VP(lambda what: ApplyContinuous((CantBeTargetedByOpponents(),), what), "object",
                  "can't be the target")

    def _cant_be_targeted(self, tok: object, opponents: bool) -> CantBeTargetedBy:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        if words == ["abilities"]:  # 'abilities your opponents control' (Shanna, Sisay's Legacy)
            return CantBeTargetedBy(spells=False, abilities=True, opponents=opponents)
        return CantBeTargetedBy(filter=_spell_filter(words), opponents=opponents)

    def st_cant_be_targeted_by(self, c: list) -> CantBeTargetedBy:
        """115.4: '~ can't be the target of blue or black spells' (Karplusan Strider), '... aura spells'."""
        return self._cant_be_targeted(c[0], opponents=False)

    def st_cant_be_targeted_by_opponents(self, c: list) -> CantBeTargetedBy:
        """115.4: '~ can't be the target of black or red spells your opponents control' (Fiendslayer Paladin)."""
        return self._cant_be_targeted(c[0], opponents=True)

    def st_cant_be_targeted_from(self, c: list) -> CantBeTargetedBy:
        """115.4: '~ can't be the target of white spells or abilities from white sources' (Rebel Informer): the
        same quality of the spell and of the ability's source."""
        words, sources = list(self._words(c[0])), list(self._words(c[1]))  # type: ignore[attr-defined]
        if words[-3:] != ["spells", "or", "abilities"] or words[:-3] != sources:
            raise Unsupported("can't be the target of spells and abilities of different qualities")
        return CantBeTargetedBy(abilities=True, filter=_spell_filter([*sources, "spells"]))

    def st_graveyard_cards_cant_be_targeted(self, c: list) -> GraveyardCardsCantBeTargeted:
        """115.4: 'Cards in graveyards can't be the targets of spells or abilities.' (Ground Seal); 'creature cards
        in graveyards ...' names the kind of card."""
        words, by = list(self._words(c[0])), self._words(c[1])  # type: ignore[attr-defined]
        if by != ("spells", "or", "abilities"):
            raise Unsupported("cards in graveyards can't be the targets of only some spells or abilities")
        d = described(words)
        if d.noun != "card":
            raise Unsupported("something other than cards in graveyards can't be targeted")
        return GraveyardCardsCantBeTargeted(d.filter())


TRANSFORMER = CantBeTargetedRules
