"""Free casts during the resolution, the text part: 'you may cast a [spell] from your hand without paying its
mana cost', 'you may cast target [card] from [a graveyard] without paying its mana cost' with its optional rider
'If that spell would be put into your graveyard, exile it instead.', and the description suffix 'with mana
value less than or equal to ~'s power'. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, Found, PowerOf, Target, This
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import SentenceMark, Suffix, Unsupported, replace
from lithoform.mechanics.free_casts.nodes import (
    MayCastFromExileFree,
    MayCastFromHandFree,
    MayCastTargetFree,
    MayCastThatFree,
    SearchEachLibraryExileCast,
    SearchExileCastOthers,
)


class FreeCastRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def fc_from_hand(self, c: list) -> MayCastFromHandFree:
        """608.2g: 'you may cast a spell with mana value 4 or less from your hand ...' (a card that would be a
        spell: 'a spell' names a card of the hand here)."""
        d: Desc = self.desc_of_words(list(self._words(c[0])), c[1:])  # type: ignore[attr-defined]
        if d.plural or d.noun not in ("spell", "card", ""):
            raise Unsupported("casting from the hand something other than one spell")
        if d.controller not in (None, "you"):
            raise Unsupported("a spell from the hand described by who controls it")
        f: Filter = d.filter()
        if f.chosen is not None or f.targets_source or f.kicked:
            raise Unsupported("a spell from the hand described by what only a spell on the stack has")
        return MayCastFromHandFree(replace(f, stack_kind=None, controller=None))

    def fc_card(self, c: list) -> Target:
        """'target instant card [with mana value ...] from your graveyard': a target card in a graveyard."""
        d: Desc = self.desc_of_words(list(self._words(c[0])), c[1:])  # type: ignore[attr-defined]
        what = self.target_one([d])  # type: ignore[attr-defined]
        if not isinstance(what, Target):
            raise Unsupported("'you may cast' something other than a target card")
        spec = self.scope.targets[what.slot]  # type: ignore[attr-defined]
        if spec.kind != "card" or spec.zone != "graveyard":
            raise Unsupported("'you may cast target card' from somewhere other than a graveyard")
        return what

    def fc_target(self, c: list) -> MayCastTargetFree:
        """608.2g: 'you may cast target instant card from your graveyard without paying its mana cost'."""
        return MayCastTargetFree(c[0])

    def fc_target_paying(self, c: list) -> MayCastTargetFree:
        """608.2g: 'you may cast target red instant or sorcery card from your graveyard' (its costs paid)."""
        return MayCastTargetFree(c[0], free=False)

    def fc_graveyard(self, c: list) -> None:
        return None

    def fc_exile_rider(self, c: list) -> SentenceMark:
        """'If that spell would be put into your graveyard, exile it instead.' / 'If an instant, sorcery, or
        artifact spell cast this way would ...': the spell cast (any spell cast this way is one the target
        allowed), completed by the sentence before it (mark_exile_rider)."""
        spell = c[0].noun in ("spell", "card") if isinstance(c[0], Desc) else \
            tuple(self._words(c[0]))[-1:] == ("spell",)  # type: ignore[attr-defined]
        if not spell:
            raise Unsupported("a rider naming something other than the spell cast")
        return SentenceMark("free_cast_exiled")

    def fc_this_turn(self, c: list) -> None:
        return None

    def fc_search_exile_cast_others(self, c: list) -> list:
        """Emergent Ultimatum's four sentences (701.23a, 608.2d, 701.24a, 608.2g)."""
        n, what, *rest = c
        words = [tuple(self._words(w)) for w in rest]  # type: ignore[attr-defined]
        if words != [("cards",), ("card",), ("other", "cards")]:
            raise Unsupported("a later sentence naming something other than the cards found")
        d = describe_or_fail(list(self._words(what)))  # type: ignore[attr-defined]
        if d.noun != "card":
            raise Unsupported("a search for something other than cards")
        return [SearchExileCastOthers(_int(n), replace(d.filter(), controller=None))]

    def fc_each_library_exile_cast(self, c: list) -> list:
        """'For each player, search that player's library for a nonland card and exile it, then that player
        shuffles. You may cast those cards without paying their mana costs.' (701.23a, 701.24a, 608.2g)"""
        what, those = c
        if tuple(self._words(those)) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("a later sentence naming something other than the cards found")
        d = describe_or_fail(list(self._words(what)))  # type: ignore[attr-defined]
        if d.noun != "card" or d.plural:
            raise Unsupported("a search for something other than a card")
        return [SearchEachLibraryExileCast(replace(d.filter(), controller=None))]

    def fc_that_card(self, c: list) -> list:
        """'You may cast that card without paying its mana cost.' (Bring to Light): 'that card' is the card an
        earlier instruction found (a library search, 701.23a), cast during the resolution (608.2g, 118.9)."""
        ref = self.scope.it()  # type: ignore[attr-defined]
        if not isinstance(ref, Found):
            raise Unsupported("casting a card other than the one a search found")
        return [MayCastThatFree(ref)]

    def fc_mv_at_most(self, c: list) -> Suffix:
        """'with mana value 4 or less' (202.3)."""
        return Suffix("stat", ("mana_value_at_most", int(c[0])))

    def sfx_mana_value_at_most_this_power(self, c: list) -> Suffix:
        """'with mana value less than or equal to ~'s power' (Dreadhorde Arcanist): the source's power, counted
        whenever the filter is checked (601.2c as targets are chosen, 608.2b on resolution)."""
        return Suffix("mana_value_x", PowerOf(This()))

    def fc_owner_opponents(self, c: list) -> str:
        return "opponent"

    def fc_owner_you(self, c: list) -> str:
        return "you"

    def fc_face_up(self, c: list) -> str:
        return "face-up"

    def fc_up_to_from_exile(self, c: list) -> list:
        """'you may cast up to three spells from among face-up cards your opponents own from exile without paying
        their mana costs' (608.2g, 118.9): the cards in exile, face up (406.3), owned as said (108.3)."""
        n, spells, *rest = c
        owner = rest.pop() if rest and rest[-1] in ("opponent", "you") else None
        what = rest.pop()
        if tuple(self._words(spells)) != ("spells",):  # type: ignore[attr-defined]
            raise Unsupported("casting from exile something other than 'spells'")
        d = describe_or_fail(list(self._words(what)))  # type: ignore[attr-defined]
        if d.noun != "card" or not d.plural:
            raise Unsupported("casting from exile from among something other than cards")
        if not isinstance(n, int) or n < 1:
            raise Unsupported("a number of spells cast from exile that isn't a fixed number")
        return [MayCastFromExileFree(n, replace(d.filter(), controller=None, owner=owner))]


def mark_exile_rider(mark: SentenceMark, last: Any) -> Any:
    """The rider completes 'you may cast target ... without paying its mana cost.' before it, or nothing."""
    if mark.name != "free_cast_exiled" or not isinstance(last, MayCastTargetFree):
        return None
    return replace(last, exile=True)


TRANSFORMER = FreeCastRules
MARKS = (mark_exile_rider,)
