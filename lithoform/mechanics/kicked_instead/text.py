"""'If this spell was kicked, instead ...', the text part (601.2c, 702.33d). Data only.

The sentence reads as any 'instead' sentence does (608.2c): the effect is 'if kicked, [the new instruction],
otherwise [the one before]'. When the two instructions have targets of their own (the one before only the
first N target requirements, the new one only the rest), the kicked spell has only the new instruction's
targets: `split_kicked` makes the new one the spell's `kicked_instead` (a Mode: its effect and targets, the
target slots counted from 0), which the engine announces and resolves instead when the kicker was paid
(rules/stack/announce.spec_of)."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import IfThen, Kicked, Mode, Target, TargetController, TargetSpec
from lithoform.compiler.values import Instead, Partial, Unsupported


class KickedInsteadRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def if_instead_first_sentence(self, c: list) -> Instead:
        c = [x for x in c if x is not None]
        return Instead(c[0], self._finish(c[1]))  # type: ignore[attr-defined]

    def if_more_tokens_instead_sentence(self, c: list) -> Instead:
        """'create twelve of those tokens instead': the instruction before, creating that many (608.2c)."""
        c = [x for x in c if x is not None]
        if tuple(self._words(c[2])) != ("tokens",):  # type: ignore[attr-defined]
            raise Unsupported("'create N of those ...' of something other than tokens")
        return Instead(c[0], [Partial(c[1], kind="tokens")])


def _slots(node: Any) -> set[int]:
    if isinstance(node, Target | TargetController):
        return {node.slot}
    if isinstance(node, list | tuple):
        return {s for n in node for s in _slots(n)}
    fields = getattr(node, "__struct_fields__", None)
    return {s for f in fields or () for s in _slots(getattr(node, f))}


def _shift(node: Any, by: int) -> Any:
    if isinstance(node, Target | TargetController):
        return msgspec.structs.replace(node, slot=node.slot - by)
    if isinstance(node, list):
        return [_shift(n, by) for n in node]
    if isinstance(node, tuple):
        return tuple(_shift(n, by) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return node
    return msgspec.structs.replace(node, **{f: _shift(getattr(node, f), by) for f in fields})


def split_kicked(effect: Any, targets: tuple[TargetSpec, ...]) -> tuple[Any, tuple[TargetSpec, ...], Mode | None]:
    """The spell's effect and targets when not kicked, and what it does instead when kicked (with its own
    targets), if the text is 'if kicked, instead' with separate targets; else (effect, targets, None)."""
    if not isinstance(effect, IfThen) or not isinstance(effect.condition, Kicked) or effect.otherwise is None:
        return effect, targets, None
    before, after = _slots(effect.otherwise), _slots(effect.then)
    if not before or not after:
        return effect, targets, None
    k = max(before) + 1
    if before != set(range(k)) or after != set(range(k, len(targets))):
        return effect, targets, None
    return effect.otherwise, targets[:k], Mode(_shift(effect.then, k), targets[k:])


TRANSFORMER = KickedInsteadRules
SPELL_SPLITS = (split_kicked,)
