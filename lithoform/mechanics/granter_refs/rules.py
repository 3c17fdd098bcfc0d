"""A granted ability's reference to its granter, the rules part (201.5a, 613.1f).

GRANTED_ABILITY (layer 6): an ability an effect grants that names its granter gets the granter's id bound into it
(the Granter reference, and the costs Cost.sacrifice_object / unattach_object, which the core pays). Each granter
gives its own ability (113.2c: two Torches, two abilities, each sacrificing its own Torch). EXTRA_REFS: the
reference stands for that object as the ability resolves: the object itself, or its last known information once
it has left the battlefield (608.2h: a sacrificed Blazing Torch still deals the damage).
"""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.nodes.costs import UNBOUND_OBJECT, Cost
from lithoform.cards.tree import Filter
from lithoform.mechanics.granter_refs.nodes import Granter, SacrificeGranter
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import GRANTED_ABILITY
from lithoform.rules.zones import sacrifice
from lithoform.state.model import BATTLEFIELD, Obj

# id(ability) -> (the ability, kept alive; whether it names its granter): definitions are immutable and long-lived
_NAMES: dict[int, tuple[Any, bool]] = {}
# (id(ability), granter) -> the bound ability, so that each computation of the layers gives the same object
_BOUND: dict[tuple[int, int], tuple[Any, Any]] = {}


def _mentions(node: Any) -> bool:
    if isinstance(node, Granter):
        return True
    if isinstance(node, Cost) and UNBOUND_OBJECT in (node.sacrifice_object, node.unattach_object):
        return True
    if isinstance(node, tuple):
        return any(_mentions(n) for n in node)
    if isinstance(node, Filter | str | int | bool) or node is None:
        return False
    fields = getattr(node, "__struct_fields__", None)
    return fields is not None and any(_mentions(getattr(node, f)) for f in fields)


def _bind(node: Any, oid: int) -> Any:
    if isinstance(node, Granter):
        return Granter(oid) if node.oid == 0 else node
    if isinstance(node, tuple):
        return tuple(_bind(n, oid) for n in node)
    if isinstance(node, Filter | str | int | bool) or node is None:
        return node
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return node
    changed = {f: _bind(getattr(node, f), oid) for f in fields}
    if isinstance(node, Cost):  # 'Sacrifice Blazing Torch', 'Unattach Leonin Bola': that object
        changed.update({f: oid for f in ("sacrifice_object", "unattach_object") if getattr(node, f) == UNBOUND_OBJECT})
    return msgspec.structs.replace(node, **changed)


def bind_granter(ability: Any, source: int) -> Any:
    """613.1f, 201.5a: the ability as `source` grants it, its references to its granter bound to `source`."""
    known = _NAMES.get(id(ability))
    if known is None or known[0] is not ability:
        if len(_NAMES) >= 8192:
            _NAMES.clear()
        known = _NAMES[id(ability)] = (ability, _mentions(ability))
    if not known[1]:
        return ability
    key = (id(ability), source)
    bound = _BOUND.get(key)
    if bound is None or bound[0] is not ability:
        if len(_BOUND) >= 8192:
            _BOUND.clear()
        bound = _BOUND[key] = (ability, _bind(ability, source))
    return bound[1]


def _sacrifice_granter(ctx: Ctx, e: SacrificeGranter) -> None:
    """701.21a: the ability's controller sacrifices the granter if they control it; else nothing happens (and an
    'If you do' that follows doesn't, 608.2c)."""
    obj = ctx.state.objects.get(e.what.oid)
    if isinstance(obj, Obj) and obj.zone == BATTLEFIELD and obj.controller == ctx.controller:
        sacrifice(ctx.state, obj.id)


def _granter(ctx: Ctx, ref: Granter) -> tuple[int, ...]:
    """The granting object (608.2h: as it last existed if it has left the battlefield); nothing if unbound."""
    return (ref.oid,) if ref.oid > 0 and ctx.state.known(ref.oid) is not None else ()


GRANTED_ABILITY.register(bind_granter)
EXTRA_REFS[Granter] = _granter
register_effect(SacrificeGranter, _sacrifice_granter)
