"""The vocabulary of the ability tree (lithoform/cards/tree.py): the node families in cards/nodes/ and the
mechanics' `nodes` modules, and the six unions tree.py assembles from them.

- every node type is exported by tree.py, under its class name, which is its JSON tag;
- no union misses a member: a node deriving from a union's marker base (EffectNode, RefNode, ...) is in that
  union, and every member of a union derives from its marker;
- every node type round-trips through msgspec JSON, alone and (for a union member) as its union, which
  checks that every annotation resolves to the final unions (msgspec resolves them lazily, in the module
  that defines the node);
- a mechanic's `nodes` module (its text part) imports only cards/.
"""

from __future__ import annotations

import ast
import typing
from pathlib import Path
from typing import Any

import msgspec
import pytest

from lithoform.cards import tree
from lithoform.cards.nodes import base

UNIONS: dict[str, type[base.Node]] = {
    "Ref": base.RefNode,
    "Amount": base.AmountNode,
    "Condition": base.ConditionNode,
    "Part": base.PartNode,
    "Effect": base.EffectNode,
    "Ability": base.AbilityNode,
}
MARKERS = frozenset(UNIONS.values())
MECHANICS = Path(tree.__file__).parents[1] / "mechanics"


def _subclasses(cls: type) -> list[type]:
    out = []
    for sub in cls.__subclasses__():
        out.append(sub)
        out.extend(_subclasses(sub))
    return out


NODES: list[type[base.Node]] = sorted(
    {c for c in _subclasses(base.Node) if c not in MARKERS}, key=lambda c: c.__name__)


def _union_members(name: str) -> set[type]:
    return {a for a in typing.get_args(getattr(tree, name)) if a is not int}


def test_the_nodes_are_found() -> None:
    # 186 node types when the families were split out of the one tree.py; more may come, never fewer
    assert len(NODES) >= 186
    assert len({c.__name__ for c in NODES}) == len(NODES), "two node types share a name (a JSON tag)"


@pytest.mark.parametrize("node", NODES, ids=lambda c: c.__name__)
def test_tree_exports_the_node_under_its_tag(node: type[base.Node]) -> None:
    assert getattr(tree, node.__name__, None) is node
    assert node.__name__ in tree.__all__
    info = msgspec.inspect.type_info(node)
    assert isinstance(info, msgspec.inspect.StructType)
    assert info.tag == node.__name__


@pytest.mark.parametrize("union", sorted(UNIONS))
def test_no_union_misses_a_member(union: str) -> None:
    marker = UNIONS[union]
    marked = {c for c in NODES if issubclass(c, marker)}
    members = _union_members(union)
    assert not marked - members, f"{union} misses {sorted(c.__name__ for c in marked - members)}"
    assert not members - marked, f"in {union} without deriving from {marker.__name__}: " \
                                 f"{sorted(c.__name__ for c in members - marked)}"


def test_a_node_is_in_at_most_one_union() -> None:
    for node in NODES:
        kinds = [u for u, marker in UNIONS.items() if issubclass(node, marker)]
        assert len(kinds) <= 1, (node.__name__, kinds)


def test_amount_is_also_a_plain_number() -> None:
    assert int in typing.get_args(tree.Amount)


# --- round trips ----------------------------------------------------------------------------------------------


def _sample(t: msgspec.inspect.Type, depth: int) -> Any:
    """A value of type `t`: every field filled in down to `depth`, then only the required ones."""
    ins = msgspec.inspect
    if isinstance(t, ins.StructType):
        kwargs = {f.name: _sample(f.type, depth + 1) for f in t.fields if f.required or depth < 3}
        return t.cls(**kwargs)
    if isinstance(t, ins.UnionType):
        options = [o for o in t.types if not isinstance(o, ins.NoneType)]
        return _sample(options[depth % len(options)], depth)
    if isinstance(t, ins.VarTupleType | ins.ListType):
        return (_sample(t.item_type, depth + 1),)
    if isinstance(t, ins.TupleType):
        return tuple(_sample(i, depth + 1) for i in t.item_types)
    if isinstance(t, ins.StrType):
        return "x"
    if isinstance(t, ins.BoolType):
        return True
    if isinstance(t, ins.IntType):
        return 2
    if isinstance(t, ins.NoneType):
        return None
    raise AssertionError(f"no sample for {t}")


def _union_of(node: type) -> str | None:
    return next((u for u, marker in UNIONS.items() if issubclass(node, marker)), None)


@pytest.mark.parametrize("node", NODES, ids=lambda c: c.__name__)
def test_the_node_round_trips_through_json(node: type[base.Node]) -> None:
    for depth in (0, 1, 2, 3):  # the fullest value first, then fewer optional fields and other union members
        value = _sample(msgspec.inspect.type_info(node), depth)
        encoded = msgspec.json.encode(value)
        assert msgspec.json.decode(encoded, type=node) == value
        union = _union_of(node)
        if union is not None:
            assert msgspec.json.decode(encoded, type=getattr(tree, union)) == value


@pytest.mark.parametrize("union", sorted(UNIONS))
def test_every_member_round_trips_inside_a_sequence_and_a_card(union: str) -> None:
    """Members of a union nested where the union is a field type (Sequence, ApplyContinuous, CardFace...)."""
    for member in sorted(_union_members(union), key=lambda c: c.__name__):
        value = _sample(msgspec.inspect.type_info(member), 2)
        holder: base.Node
        if union == "Effect":
            holder = tree.Sequence((value, tree.May(value)))
        elif union == "Ability":
            holder = tree.CardDef("x", (tree.CardFace("x", ("Artifact",), abilities=(value,)),))
        elif union == "Part":
            holder = tree.ApplyContinuous((value,), tree.This())
        elif union == "Condition":
            holder = tree.IfThen(value, tree.Sequence(()))
        elif union == "Amount":
            holder = tree.DealDamage(value, tree.You())
        else:
            holder = tree.Destroy(value)
        assert msgspec.json.decode(msgspec.json.encode(holder), type=type(holder)) == holder


# --- the mechanics' text parts --------------------------------------------------------------------------------


MECHANIC_NODES = sorted(MECHANICS.glob("*/nodes.py"))


def test_mechanics_have_nodes_modules() -> None:
    assert MECHANIC_NODES


@pytest.mark.parametrize("path", MECHANIC_NODES, ids=lambda p: p.parent.name)
def test_a_mechanics_nodes_import_only_cards(path: Path) -> None:
    for stmt in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(stmt, ast.ImportFrom) and stmt.module != "__future__":
            assert stmt.module and stmt.module.startswith("lithoform.cards."), (path, stmt.module)
            assert stmt.module != "lithoform.cards.tree", "import the families, not the assembled tree (a cycle)"
        elif isinstance(stmt, ast.Import):
            raise AssertionError(f"{path}: import {[a.name for a in stmt.names]}")


@pytest.mark.parametrize("path", MECHANIC_NODES, ids=lambda p: p.parent.name)
def test_tree_puts_a_mechanics_nodes_in_the_unions(path: Path) -> None:
    module = __import__(f"lithoform.mechanics.{path.parent.name}.nodes", fromlist=["_"])
    nodes = [v for v in vars(module).values()
             if isinstance(v, type) and issubclass(v, base.Node) and v.__module__ == module.__name__]
    assert nodes
    for node in nodes:
        assert getattr(tree, node.__name__) is node
