"""Transformer rules for 'target spell or creature' (Unsubstantiate): one target requirement that a
spell on the stack or a creature on the battlefield satisfies (115.1, the TargetSpec kind
'spell_or_creature', targets.py). Mixed into `OracleTransformer` before `NounRules` (its `desc` and
`target_one` come first)."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import Filter, PutOnLibrary, ReturnToHand, Target, TargetSpec
from lithoform.compiler.values import Scope, Unsupported

SPELL_OR_CREATURE = "spell_or_creature"
SPELL_OR_PERMANENT = "spell_or_permanent"  # 'target spell or permanent that's red or green' (Aether Gust)
_KINDS = {("spell", "or", "creature"): SPELL_OR_CREATURE, ("spell", "or", "permanent"): SPELL_OR_PERMANENT,
          ("spell", "or", "nonland", "permanent"): SPELL_OR_PERMANENT}
# 'target spell or nonland permanent' (Commit): a spell is never a land (a land can't be cast, 305.9), so
# 'nonland' is said of the permanent and the one filter holds for either kind
_SAID_OF_PERMANENT = {("spell", "or", "nonland", "permanent"): Filter(not_types=("Land",))}


class _SpellOrCreature:
    """The description 'spell or creature' / 'spell or permanent [that's red or green]' (descriptions.py reads
    one kind of object only): the target kind, and the filter the words after it make."""

    def __init__(self, kind: str = SPELL_OR_CREATURE, filter: Filter | None = None) -> None:
        self.kind = kind
        self.filter = filter


class SpellOrCreatureRules:
    scope: Scope

    def desc(self, c: list) -> Any:
        words = tuple(self._words(c[0]))  # type: ignore[attr-defined]
        if words in _KINDS:
            rest = [x for x in c[1:] if not _is_library_position(x)]
            for x in c[1:]:
                if _is_library_position(x):  # 'put target spell or ... on second from the top of its owner's
                    self.scope.position = x.value  # library' (401.4): where the put puts it, as nouns.py reads it
            if not rest:
                return _SpellOrCreature(_KINDS[words], _SAID_OF_PERMANENT.get(words))
            if words in _SAID_OF_PERMANENT:
                raise Unsupported(f"'{' '.join(words)}' described further")
            c = [c[0], *rest]
            # 'that's red or green', 'with mana value 1 or greater': what either kind of object must also be
            d = self.desc_of_words(["permanent"], c[1:])  # type: ignore[attr-defined]  # (the qualities only)
            f = msgspec.structs.replace(d.filter(), stack_kind=None)
            if d.plural or f.types or f.controller is not None or f == Filter():
                raise Unsupported(f"'{' '.join(words)}' described further than by its characteristics")
            return _SpellOrCreature(_KINDS[words], f)
        return super().desc(c)  # type: ignore[misc]

    def target_one(self, c: list) -> Target:
        """'target spell or creature'; any other use of the description is refused by the rules that meet it."""
        if isinstance(c[0], _SpellOrCreature):
            return self.scope.target(TargetSpec(c[0].kind, c[0].filter))
        return super().target_one(c)  # type: ignore[misc]

    def clauses(self, c: list) -> list:
        """Only 'return target spell or creature to its owner's hand' and 'put target spell or nonland permanent
        into its owner's library second from the top' (Commit; 401.4: a spell put in a library leaves the stack
        and won't resolve, Commit's ruling) are read: what other instructions would do to a spell isn't known to
        the tree (a destroyed or exiled spell...)."""
        out: list = super().clauses(c)  # type: ignore[misc]
        slots = [i for i, s in enumerate(self.scope.targets) if s.kind in (SPELL_OR_CREATURE, SPELL_OR_PERMANENT)]
        if slots and any(_uses(e, slots) for e in out):
            raise Unsupported("'target spell or creature' with an instruction other than returning it to a hand")
        return out


def _is_library_position(x: Any) -> bool:
    return getattr(x, "name", None) == "library_position"


def _uses(node: Any, slots: list[int]) -> bool:
    """Whether `node` refers to one of `slots` other than as the object a ReturnToHand returns."""
    if isinstance(node, ReturnToHand | PutOnLibrary) and isinstance(node.what, Target):
        return False
    if isinstance(node, Target):
        return node.slot in slots
    if isinstance(node, list | tuple):
        return any(_uses(n, slots) for n in node)
    return any(_uses(getattr(node, f), slots) for f in getattr(node, "__struct_fields__", ()))
