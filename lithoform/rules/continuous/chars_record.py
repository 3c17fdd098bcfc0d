"""The record of an object's computed characteristics (109.3), apart from characteristics.py, which computes
them: a msgspec Struct is defined with class keywords (frozen=True), which mypyc drops (python/mypy#21938),
so the record stays in a module the compiled build (scripts/build_fast.py) leaves as Python while the module
that computes it is compiled."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import Ability, ActivatedAbility


class Chars(msgspec.Struct, frozen=True, gc=False):
    """An object's characteristics as they are now (109.3)."""

    name: str
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: frozenset[str]
    mana_value: int
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    abilities: tuple[Ability, ...]
    loyalty: int | None = None
    activated: tuple[ActivatedAbility, ...] = ()  # the activated abilities, in printed order (602)
    has_mana_ability: bool = False
    controller: int = -1  # on the battlefield: the controller after layer 2 (613.1b)
    has_static_effect: bool = False
    leveled: bool = False  # it has abilities of a Class's level bars (716.2a), a leveler's striations (711.2) or
    # anchor words (614.12c)

    def is_type(self, t: str) -> bool:
        return t in self.types
