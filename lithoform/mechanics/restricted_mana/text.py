"""Mana that may be spent only on some costs (106.6), the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from dataclasses import replace as dc_replace
from typing import Any

from lithoform.cards.mana import NONGENERIC, decode_only, encode_only
from lithoform.cards.nodes.effects_players import AddMana
from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, SentenceMark, Unsupported, replace, text

SPEND_ONLY = "spend_only"
UNCOUNTERABLE = "uncounterable"  # a Mana's rider: the spell it pays for can't be countered (106.6, 701.6)
# ... only a spell of one of the card types after it ('uncounterable_if:Instant/Sorcery': Boseiju, Who Shelters All)
UNCOUNTERABLE_IF = "uncounterable_if:"


@dataclass(frozen=True)
class SpendOnlyMark(SentenceMark):
    """'Spend this mana only to ...': the restriction (a Mana's `only`) for the 'Add' before it."""

    only: str = ""
    rider: str = ""  # what spending it does ("uncounterable")


class RestrictedManaRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def spend_only_sentence(self, c: list) -> SpendOnlyMark:
        """'Spend this mana only to cast a creature spell.' / '... to cast creature spells or activate abilities
        of creatures.': each use is one clause of the mana's restriction (any one of them allows it)."""
        return SpendOnlyMark(SPEND_ONLY, only="|".join(c))

    def spend_not_generic_sentence(self, c: list) -> SpendOnlyMark:
        """'This mana can't be spent to pay generic mana costs.' (Jegantha; 106.6): a restriction of its own kind
        (cards/mana.py NONGENERIC: it may pay any cost's symbols of a color, never generic mana)."""
        return SpendOnlyMark(SPEND_ONLY, only=NONGENERIC)

    def spend_only_uncounterable_sentence(self, c: list) -> SpendOnlyMark:
        """'Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.'
        (106.6: the mana's rider; 'that spell' is a spell it may be spent on, so only spells' clauses)."""
        *c, spell = c
        if self._words(spell) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported(f"'that {' '.join(self._words(spell))} can't be countered' after restricted mana")  # type: ignore[attr-defined]
        if not all(clause.startswith("spell:") for clause in c):
            raise Unsupported("'that spell can't be countered' after mana that may pay for abilities")
        return SpendOnlyMark(SPEND_ONLY, only="|".join(c), rider=UNCOUNTERABLE)

    def spent_on_uncounterable_sentence(self, c: list) -> SpendOnlyMark:
        """'If that mana is spent on an instant or sorcery spell, that spell can't be countered.' (106.6, 701.6): the
        mana may pay for anything; a spell of those card types it pays for can't be countered. Only card types are
        read (the rider is one comma-free word of the spell's record, 601.2h)."""
        d: Desc = c[0]
        if self._words(c[1]) != ("spell",):  # type: ignore[attr-defined]
            raise Unsupported("'that [not a spell] can't be countered' after mana")
        if d.noun != "spell" or d.controller is not None or d.other or d.zone != "stack":
            raise Unsupported("'if that mana is spent on' something other than a kind of spell")
        f = d.filter()
        if not f.types or replace(f, types=(), stack_kind=None) != Filter():
            raise Unsupported("'if that mana is spent on' a spell described by more than its card types")
        return SpendOnlyMark(SPEND_ONLY, rider=UNCOUNTERABLE_IF + "/".join(f.types))

    def spend_cast(self, c: list) -> str:
        """'cast a Dragon creature spell', 'cast an instant or sorcery spell', 'cast a creature spell of the chosen
        type' (607.2d: the mana's source's choice): the spells it may pay for."""
        d: Desc = c[-1]
        if d.noun == "spell" and d.zone == "graveyard" and d.graveyard_of in ("you", None):
            # 'cast spells from your graveyard' / '... from a graveyard' (601.2a): the zone it is cast from
            where = "your:graveyard" if d.graveyard_of == "you" else "graveyard"
            d = dc_replace(d, zone="stack", controller=None, graveyard_of=None, any_graveyard=False, cast_from=where)
        if d.noun != "spell" or d.controller is not None or d.other or d.zone != "stack":
            raise Unsupported("spending mana only on something other than a kind of spell")
        return "spell:" + encode_only(d.filter())

    def spend_cast_kicked(self, c: list) -> str:
        """'cast kicked spells' (702.33d): a spell whose kicker cost is paid (601.2f: chosen before the mana is
        spent, 601.2h)."""
        clause = self.spend_cast(c)
        f = decode_only(clause.removeprefix("spell:")) or Filter()
        return "spell:" + encode_only(replace(f, kicked=True))

    def spend_alt(self, c: list) -> str:
        return c[0]

    def spend_activate(self, c: list) -> str:
        """'activate abilities', 'activate an ability': any activated ability (602)."""
        if self._words(c[-1]) not in (("abilities",), ("ability",)):  # type: ignore[attr-defined]
            raise Unsupported(f"activating {' '.join(self._words(c[-1]))} with restricted mana")  # type: ignore[attr-defined]
        return "ability:"

    def spend_activate_of(self, c: list) -> str:
        """'activate abilities of artifacts', 'activate an ability of an Elemental': the abilities of permanents of
        that kind (Castle Garenbrig's ruling: on the battlefield)."""
        self.spend_activate(c[:-1])
        d: Desc = c[-1]
        if d.noun not in ("", "permanent") or d.controller is not None or d.other or d.stack_kind:
            raise Unsupported("abilities of something other than a kind of permanent")
        f = d.filter()
        if not (f.types or f.subtypes or f.supertypes or f.colors or f.color_count):
            raise Unsupported("abilities of permanents of no kind")
        return "ability:" + encode_only(f)

    def add_number_mana(self, c: list) -> VP:
        """'Add six {G}.' (106.1): that many of the one mana symbol."""
        n, symbol = _int(c[0]), text(c[1]).upper()
        if not 1 < n <= 20 or symbol.count("{") != 1:
            raise Unsupported(f"add {n} {symbol}")
        return VP(lambda who: AddMana((symbol * n,)), "you", "add mana")

    def add_mana_any_combination(self, c: list) -> VP:
        """'Add two mana in any combination of colors.' (106.1a: five colors): one option for each multiset of
        colors (15 for two mana, 35 for three), chosen as the mana is added; more than three would be too many
        options for one decision (GUIDE, principle 12)."""
        n = c[0]
        if not isinstance(n, int) or not 1 <= n <= 3:
            raise Unsupported(f"{n} mana in any combination of colors")
        options = tuple("".join("{" + x + "}" for x in combo)
                        for combo in itertools.combinations_with_replacement("WUBRG", n))
        return VP(lambda who: AddMana(options), "you", "add mana")

    def add_mana_two_colors(self, c: list) -> VP:
        """'Add two mana of any one color and two mana of any other color.': one option for each pair of different
        colors (10 for five colors, 106.1a), the first color's mana then the second's."""
        n, m = c
        if not isinstance(n, int) or n != m or not 1 <= n <= 3:
            raise Unsupported("mana of two colors in different amounts")
        options = tuple(("{" + a + "}") * n + ("{" + b + "}") * n for a, b in itertools.combinations("WUBRG", 2))
        return VP(lambda who: AddMana(options), "you", "add mana")


def mark_spend_only(mark: Any, last: Any) -> Any:
    """106.6: the restriction applies to the mana the 'Add' before it makes."""
    if not isinstance(mark, SpendOnlyMark):
        return None
    if not isinstance(last, AddMana) or last.only or last.rider:
        return None
    return replace(last, only=mark.only, rider=mark.rider)


TRANSFORMER = RestrictedManaRules
MARKS = (mark_spend_only,)
