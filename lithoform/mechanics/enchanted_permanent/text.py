"""'As long as enchanted permanent is a creature, it ...' (611.3a), its text part. The effect applies to the
enchanted permanent only while it is a creature, read as the layers apply (the core's attached statics with
an `affected` filter on the object attached to). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    CANT_BE_BLOCKED,
    AddAbilities,
    Filter,
    LoseKeywords,
    PTBoost,
    SetBasePT,
    StaticEffect,
)
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, pt, text

_TYPES = {"creature": "Creature", "land": "Land"}  # (Nature's Embrace: a land's mana ability, layer 6)
_SUBTYPES = {"equipment": "Equipment"}  # 'is an Equipment' (301.5; the Runes)


class EnchantedPermanentRules:
    """Transformer rules of 'as long as enchanted permanent is a [type], it ...'."""

    face_subtypes: tuple[str, ...]

    def st_enchanted_permanent_is(self, c: list) -> StaticEffect:
        if "Aura" not in self.face_subtypes:
            raise Unsupported("'enchanted permanent' on a card that isn't an Aura")
        if tuple(self._words(c[0])) != ("permanent",):  # type: ignore[attr-defined]
            return self._attached_is("enchanted", c)
        words = self._words(c[1])  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in _TYPES | _SUBTYPES:
            raise Unsupported(f"'as long as enchanted permanent is a {' '.join(words)}'")
        parts: tuple[Any, ...] = c[2]
        f = Filter(types=(_TYPES[words[0]],)) if words[0] in _TYPES else Filter(subtypes=(_SUBTYPES[words[0]],))
        return StaticEffect(parts, affected=f, attached="enchanted")

    def st_equipped_is(self, c: list) -> StaticEffect:
        if "Equipment" not in self.face_subtypes:
            raise Unsupported("'equipped creature' on a card that isn't an Equipment")
        return self._attached_is("equipped", c)

    def _attached_is(self, word: str, c: list) -> StaticEffect:
        """'As long as equipped creature is a Human, it gets +1/+1.', '... enchanted creature is legendary, it
        has hexproof' (611.3a): the effect applies to the creature attached to while it matches the
        description (read as the layers apply, like the Aura's 'as long as enchanted permanent is a creature')."""
        noun = tuple(self._words(c[0]))  # type: ignore[attr-defined]
        if noun not in (("creature",), ("land",)):
            raise Unsupported(f"'as long as {word} {' '.join(noun)} is'")
        quality = list(self._words(c[1]))  # type: ignore[attr-defined]
        if "or" in quality or "and" in quality:
            raise Unsupported("'as long as the attached permanent is' one of several qualities")
        try:
            d = describe([*quality, noun[0]], [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.plural or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'as long as the attached permanent is' something other than a kind of permanent")
        return StaticEffect(c[2], affected=d.filter(), attached=word)

    def eit_pt(self, c: list) -> tuple[Any, ...]:
        p, t = pt(c[0])
        return (PTBoost(p, t),)

    def eit_pt_unblockable(self, c: list) -> tuple[Any, ...]:
        """'it gets +1/+1 and can't be blocked' (509.1b: the restriction granted in layer 6)."""
        p, t = pt(c[0])
        return PTBoost(p, t), AddAbilities(keywords=(CANT_BE_BLOCKED,))

    def eit_pt_granted(self, c: list) -> tuple[Any, ...]:
        """'it gets +1/+1 and has "..."' (layers 7c and 6)."""
        p, t = pt(c[0])
        return PTBoost(p, t), c[1]

    def eit_pt_keywords(self, c: list) -> tuple[Any, ...]:
        p, t = pt(c[0])
        return PTBoost(p, t), AddAbilities(keywords=c[1])

    def eit_keywords(self, c: list) -> tuple[Any, ...]:
        return (AddAbilities(keywords=c[0]),)

    def eit_pt_cant_block(self, c: list) -> tuple[Any, ...]:
        """509.1a: 'can't block', granted in layer 6."""
        p, t = pt(c[0])
        return PTBoost(p, t), AddAbilities(keywords=("can't block",))

    def eit_pt_loses(self, c: list) -> tuple[Any, ...]:
        p, t = pt(c[0])
        return PTBoost(p, t), LoseKeywords(c[1])

    def eit_granted(self, c: list) -> tuple[Any, ...]:
        """A quoted ability, granted in layer 6 (613.1f)."""
        return (c[0],)

    def eit_base_pt(self, c: list) -> tuple[Any, ...]:
        """613.4b: base power and toughness (layer 7b)."""
        p, t = (int(x) for x in text(c[0]).split("/"))
        return (SetBasePT(p, t),)


TRANSFORMER = EnchantedPermanentRules
