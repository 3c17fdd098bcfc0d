"""Casting spells and playing lands from zones other than the hand (601.3, 305.1) and flashback (702.34),
their text part: transformer rules mixed into `OracleTransformer` (compiler/transform.py). Data only:
imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    CastFromGraveyard,
    Cost,
    Filter,
    PlayFromLibraryTop,
)
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported, mana, replace

# the parts of a cost the spell-casting steps can pay (601.2f-h, announce.with_additional)
_SPELL_COST_PARTS = {"mana", "pay_life", "discard", "discard_filter", "discard_x", "sacrifice", "tap_others"}


class CastPermissionRules:
    """Transformer rules of flashback and of casting or playing from the graveyard or the library."""

    face_types: tuple[str, ...]

    def _flashback(self, cost: Cost) -> CastFromGraveyard:
        """702.34a: cast from the graveyard by paying [cost] rather than the mana cost (instants and
        sorceries only; the engine checks the resulting spell's types)."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("flashback on a card that isn't an instant or sorcery")
        if "{X}" in (cost.mana or "").upper():
            raise Unsupported("a flashback cost with X")
        return CastFromGraveyard(alternative=cost, keyword="Flashback")

    def kw_flashback(self, c: list) -> CastFromGraveyard:
        """'Flashback {2}{R}' (702.34a)."""
        return self._flashback(Cost(mana=mana(c[0])))

    def st_flashback_cost(self, c: list) -> CastFromGraveyard:
        """'Flashback—{1}{B}, Pay 3 life.' (702.34a): a flashback cost with parts other than mana."""
        parts: dict[str, Any] = c[0]
        if set(parts) - _SPELL_COST_PARTS:
            raise Unsupported(f"a flashback cost with {', '.join(sorted(set(parts) - _SPELL_COST_PARTS))}")
        if any(s.this for s in parts.get("sacrifice", ())):
            raise Unsupported("sacrificing the spell itself")
        return self._flashback(Cost(**parts))

    def kw_retrace(self, c: list) -> CastFromGraveyard:
        """702.81a: 'Retrace' means 'You may cast this card from your graveyard by discarding a land card as
        an additional cost to cast it' (601.2f: an additional cost; 601.3: a permission)."""
        if "Land" in self.face_types:
            raise Unsupported("casting a land card")
        return CastFromGraveyard(additional=Cost(discard=1, discard_filter=Filter(types=("Land",))),
                                 keyword="Retrace")

    def st_cast_self_from_graveyard(self, c: list) -> CastFromGraveyard:
        """'You may cast ~ from your graveyard.' (601.3): its mana cost is paid as usual."""
        if "Land" in self.face_types:
            raise Unsupported("casting a land card")
        return CastFromGraveyard()

    def st_cast_self_from_exile(self, c: list) -> CastFromGraveyard:
        """'You may cast ~ from exile.' (601.3): a static ability that functions in exile, for the card's owner."""
        if "Land" in self.face_types:
            raise Unsupported("casting a land card")
        return CastFromGraveyard(graveyard=False, exile=True)

    def st_cast_self_from_graveyard_or_exile(self, c: list) -> CastFromGraveyard:
        """'You may cast ~ from your graveyard or from exile.' (Squee, the Immortal; 601.3)"""
        if "Land" in self.face_types:
            raise Unsupported("casting a land card")
        return CastFromGraveyard(exile=True)

    def st_cast_self_from_graveyard_instead(self, c: list) -> CastFromGraveyard:
        """'... from your graveyard by paying {2}{W} [and sacrificing two creatures] rather than paying its mana
        cost.' (601.3, 118.9: an alternative cost)."""
        if "Land" in self.face_types:
            raise Unsupported("casting a land card")
        parts: dict[str, Any] = {"mana": mana(c[0])}
        if len(c) > 1:
            parts.update(self.cost_sacrifice(c[1:]))  # type: ignore[attr-defined]
        return CastFromGraveyard(alternative=Cost(**parts))

    def st_cast_self_from_graveyard_while(self, c: list) -> CastFromGraveyard:
        """601.3: 'You may cast ~ from your graveyard as long as [condition]' / '... if [condition]'."""
        if "Land" in self.face_types:
            raise Unsupported("casting a land card")
        return CastFromGraveyard(condition=c[-1])

    def st_cast_self_from_graveyard_paying(self, c: list) -> CastFromGraveyard:
        """Demonic Embrace: 'You may cast ~ from your graveyard by paying 3 life and discarding a card in
        addition to paying its other costs.' (601.3, 601.2f: additional costs)."""
        life, count, what = int(c[0]), _int(c[1]), c[2]
        self._only(what, "card")  # type: ignore[attr-defined]
        if "Land" in self.face_types:
            raise Unsupported("casting a land card")
        return CastFromGraveyard(additional=Cost(pay_life=life, discard=count))

    def st_play_from_top(self, c: list) -> PlayFromLibraryTop:
        """'You may play lands from the top of your library.' (305.1)"""
        self._only(c[0], "lands")  # type: ignore[attr-defined]
        return PlayFromLibraryTop(lands=True)

    def st_cast_from_top(self, c: list) -> PlayFromLibraryTop:
        """'You may cast Goblin spells from the top of your library.' (601.3)"""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "spell" or d.controller is not None or d.other:
            raise Unsupported(f"casting {' '.join(self._words(c[0]))} from the top of a library")  # type: ignore[attr-defined]
        return PlayFromLibraryTop(spells=replace(d.filter(), stack_kind=None))  # the card's qualities

    def st_look_and_play_from_top(self, c: list) -> PlayFromLibraryTop:
        """Radha: 'You may look at the top card of your library any time, and you may play lands from the top
        of your library.' (401.5, 305.1)"""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        self._only(c[1], "lands")  # type: ignore[attr-defined]
        return PlayFromLibraryTop(lands=True, look=True)

    def st_play_top_revealed(self, c: list) -> PlayFromLibraryTop:
        """'Play with the top card of your library revealed.' (401.5): every player sees it (its controller's
        library, while the permanent is on the battlefield); it permits nothing by itself."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return PlayFromLibraryTop(reveal=True)

    def st_players_play_top_revealed(self, c: list) -> PlayFromLibraryTop:
        """'Players play with the top card of their libraries revealed.' (Lantern of Insight; 401.5): every
        player's top card, seen by every player, while the permanent is on the battlefield."""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return PlayFromLibraryTop(reveal=True, players=True)


TRANSFORMER = CastPermissionRules
