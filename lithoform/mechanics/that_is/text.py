"""'That [creature/permanent] is/was [quality]', the text part: whether the object named before ('that creature':
the target, the trigger's object) is of that kind as the effect resolves (608.2c), or from its last known
information once it has left its zone ('was': 608.2h). The quality is any description read as an adjective of
the noun: a color (105.2), a subtype (205.3), a card type (205.2a), 'token' (111.1). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, RefMatches
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported

# the nouns 'that [noun]' names an object by (a permanent or the card it became)
_NOUNS = frozenset({"creature", "permanent", "land", "artifact", "enchantment", "planeswalker"})


def _noun(noun: tuple[str, ...]) -> None:
    if len(noun) != 1 or noun[0] not in _NOUNS:
        raise Unsupported(f"'that {' '.join(noun)} ...' of something other than a permanent")


def that_quality(noun: tuple[str, ...], quality: tuple[str, ...]) -> Filter:
    """The filter of 'that [noun] is [quality]': the quality read as an adjective of the noun ('a Human' ->
    'Human creature', 'green or white' -> 'green or white creature')."""
    _noun(noun)
    words = [*quality, noun[0]]
    if words[-2:] == ["token", noun[0]]:
        words[-2:] = [noun[0], "token"]  # 'that creature was a token' (111.1): 'creature token'
    try:
        d = describe(words, [])
    except DescriptionError as e:
        raise Unsupported(str(e)) from None
    f = d.filter()
    if d.plural or d.noun in ("spell", "card", "ability") or f.controller is not None or f.other:
        raise Unsupported(f"'that {noun[0]} is {' '.join(quality)}'")
    return f


class ThatIsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_that_is_color(self, c: list) -> RefMatches:
        """'if that creature is a Zombie' (608.2c): the object as it is now (its last known information if it
        has left, 608.2h)."""
        return self._that_matches(c)

    def cond_that_was_a(self, c: list) -> RefMatches:
        """'if that creature was a Human' (608.2h): as it last existed if it has left the battlefield."""
        return self._that_matches(c)

    def cond_that_was(self, c: list) -> RefMatches:
        """'if that land was nonbasic' (Molten Rain): the object named before ('it'), as it last was (608.2h)."""
        noun: Any = tuple(self._words(c[0]))  # type: ignore[attr-defined]
        quality: Any = tuple(self._words(c[1]))  # type: ignore[attr-defined]
        return RefMatches(self.scope.it(), that_quality(noun, quality))  # type: ignore[attr-defined]

    def cond_that_has_counter(self, c: list) -> RefMatches:
        """'if that creature had a +1/+1 counter on it' (122.1; 608.2h: as it last existed once it has left the
        battlefield)."""
        _noun(tuple(self._words(c[0])))  # type: ignore[attr-defined]
        if c[1] != 1:
            raise Unsupported("a condition on a number of counters")
        return RefMatches(self.scope.that(), Filter(counter=c[2]))  # type: ignore[attr-defined]

    def _that_matches(self, c: list) -> RefMatches:
        noun: Any = tuple(self._words(c[0]))  # type: ignore[attr-defined]
        quality: Any = tuple(self._words(c[1]))  # type: ignore[attr-defined]
        return RefMatches(self.scope.that(), that_quality(noun, quality))  # type: ignore[attr-defined]


TRANSFORMER = ThatIsRules
