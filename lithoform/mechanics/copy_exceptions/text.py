"""707.9b exceptions to 'enter as a copy', the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import CopyStackObject, EntersAsCopy
from lithoform.compiler.descriptions import COLORS, DescriptionError, describe
from lithoform.compiler.values import Bare, Unsupported

# Keywords that are static abilities (702.2-702.19): a copy gains them as `Static` keyword abilities
# (rules/replacement/zone_changes.copy_with_exceptions); a triggered keyword ability (dethrone) is refused.
STATIC_KEYWORDS = frozenset({"Flying", "Haste", "Defender", "Trample", "Vigilance", "Reach", "First strike",
                             "Double strike", "Deathtouch", "Lifelink", "Menace", "Hexproof", "Indestructible"})


class CopyExceptionsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_enter_as_copy_except(self, c: list) -> EntersAsCopy:
        """614.1c, 707.5: as ~ enters; 707.9b: the exception is part of the copiable values."""
        f, (types, subtypes, keywords, *abilities) = c
        return EntersAsCopy(f, add_types=types, add_subtypes=subtypes, add_keywords=keywords,
                            add_abilities=tuple(abilities[0]) if abilities else ())

    def other_types(self, c: list) -> None:
        if c and self._words(c[0]) != ("other", "creature"):  # type: ignore[attr-defined]
            raise Unsupported("'in addition to its other ... types' other than its creature types")

    def _types_of(self, tok: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        f = d.filter()
        if d.noun not in ("", "permanent") and not (f.types or f.subtypes) or d.plural:
            raise Unsupported(f"'except it's a {' '.join(words)}'")
        if f.colors or f.controller or f.keywords or f.supertypes or f.not_types or f.not_subtypes \
                or len(f.types) > 1 and not d.all_types:
            raise Unsupported(f"'except it's a {' '.join(words)}': more than types")
        types = tuple(d.all_types) if d.all_types else f.types
        return types, f.subtypes

    def _keywords(self, keywords: tuple[str, ...]) -> tuple[str, ...]:
        if not set(keywords) <= STATIC_KEYWORDS:
            raise Unsupported("'except it has' a keyword that isn't a static ability")
        return keywords

    def ce_types(self, c: list) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        types, subtypes = self._types_of(c[0])
        return types, subtypes, ()

    def ce_keywords(self, c: list) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        return (), (), self._keywords(c[0])

    def ce_types_keywords(self, c: list) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
        types, subtypes = self._types_of(c[0])
        return types, subtypes, self._keywords(c[-1])

    def _quoted(self, tok: Any) -> tuple[Any, ...]:
        abilities: tuple[Any, ...] = self.quoted_abilities(tok)  # type: ignore[attr-defined]
        if not abilities:
            raise Unsupported("'except it has' a quoted ability that didn't compile")
        return abilities

    def ce_quoted(self, c: list) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[Any, ...]]:
        return (), (), (), self._quoted(c[0])

    def ce_types_quoted(self, c: list) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[Any, ...]]:
        types, subtypes = self._types_of(c[0])
        return types, subtypes, (), self._quoted(c[-1])

    def ce_copy_spell_colored(self, c: list) -> list:
        """'Copy target instant or sorcery spell, except that the copy is red.' (Fork; 707.9b: the exception is
        part of the copy's copiable values, 707.10); 'You may choose new targets for the copy.' follows."""
        what, color = c
        if isinstance(what, Bare):
            raise Unsupported("copying a bare description")
        words = list(self._words(color))  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in COLORS:
            raise Unsupported("a copy that is something other than one color")
        return [CopyStackObject(what, new_targets=False, colors=(COLORS[words[0]],))]


TRANSFORMER = CopyExceptionsRules
