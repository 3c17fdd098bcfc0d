"""'You may cast [kinds of] spells as though they had flash', the text part: the kinds are read as a list
('Aura and Equipment spells': a spell that is an Aura or an Equipment). Data only."""

from __future__ import annotations

from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.flash_permission.nodes import CastAsThoughFlash, SelfFlash


def flash_filters(words: list[str]) -> tuple[Filter, ...]:
    """'Aura and Equipment spells', 'sorcery spells': one filter for each kind of spell listed (the spells the
    player casts: no controller or zone of their own)."""
    if not words or words[-1] != "spells":
        raise Unsupported("casting something other than spells as though they had flash")
    kinds: list[list[str]] = [[]]
    for w in words[:-1]:
        if w in ("and", "or"):
            kinds.append([])
        else:
            kinds[-1].append(w)
    filters = []
    for kind in kinds:
        try:
            d = describe([*kind, "spells"], [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        f = d.filter()
        if f.controller is not None or d.zone != "stack":
            raise Unsupported("a flash permission for something other than your spells")
        filters.append(f)
    return tuple(filters)


class FlashPermissionRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cast_as_though_flash(self, c: list) -> CastAsThoughFlash:
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        text = "You may cast " + " ".join(words) + " as though they had flash."
        return CastAsThoughFlash(flash_filters(words), text=text)

    def st_self_flash(self, c: list) -> SelfFlash:
        """702.8a: 'You may cast ~ as though it had flash.'"""
        return SelfFlash(text="You may cast ~ as though it had flash.")

    def st_self_flash_cleanup_sacrifice(self, c: list) -> SelfFlash:
        """702.8a, 307.1, 514.3a: the permission, and the permanent sacrificed at the next cleanup step if the card
        was cast with it any time a sorcery couldn't have been."""
        if self._words(c[0]) != ("sorcery",) or self._words(c[1]) != ("permanent",):  # type: ignore[attr-defined]
            raise Unsupported("'any time a [spell other than sorcery] couldn't have been cast'")
        return SelfFlash(text="You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't "
                              "have been cast, the controller of the permanent it becomes sacrifices it at the "
                              "beginning of the next cleanup step.", cleanup_sacrifice=True)

    def st_self_flash_if(self, c: list) -> SelfFlash:
        """702.8a: '[If | As long as] [condition], you may cast ~ as though it had flash': checked when the
        player would cast it (601.2, 117.1a)."""
        return SelfFlash(c[0], text="You may cast ~ as though it had flash if a condition holds.")

    def st_self_flash_for_more(self, c: list) -> SelfFlash:
        """702.8a, 601.2f: 'You may cast ~ as though it had flash if you pay {2} more to cast it.'"""
        return SelfFlash(extra=mana(c[0]), text="You may cast ~ as though it had flash if you pay more.")


TRANSFORMER = FlashPermissionRules
