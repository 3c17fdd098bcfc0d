"""The hook points of turns and faces (rules/hooks.py): phasing (702.26), day and night (731, 702.145),
double-faced cards (712), ending the turn (724) and emblems (114) plug into the rules core through them, and
the core imports none of those mechanics (GUIDE: data flows down)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import lithoform
from lithoform.cards.tree import EndTheTurn, GetEmblem, PhaseOut, TransformObject
from lithoform.rules import hooks
from lithoform.rules.effects.interpreter import _HANDLERS

MECHANICS = ("phasing", "day_night", "double_faced", "end_turn", "emblems")
REGISTERED = {
    "untap_step_phasing": "lithoform.mechanics.phasing.rules.untap_step_phasing",
    "untap_step_checks": "lithoform.mechanics.day_night.rules.untap_step_check",
    "before_state_based_actions": "lithoform.mechanics.day_night.rules.check",
    "entering_face": "lithoform.mechanics.day_night.rules.entering_face",
    "back_face_mana_cost": "lithoform.mechanics.double_faced.rules.front_mana_cost",
    "trigger_sources": "lithoform.mechanics.emblems.rules.emblem_triggers",
    "turn_ending": "lithoform.mechanics.end_turn.rules.finish_ending_turn",
}


def _qualname(fn: object) -> str:
    return f"{fn.__module__}.{fn.__qualname__}"  # type: ignore[attr-defined]


def test_each_mechanic_registered_its_function_once_at_import():
    points = hooks.all_hooks()
    for name, fn in REGISTERED.items():
        assert [_qualname(f) for f in points[name].fns].count(fn) == 1, name


def test_each_hook_point_says_what_the_core_asks_and_cites_the_rule():
    for name in REGISTERED:
        assert re.search(r"\b\d{3}\.\d", hooks.all_hooks()[name].doc), name


def test_the_mechanics_resolve_their_own_effects():
    modules = {t: _HANDLERS[t].__module__ for t in (PhaseOut, EndTheTurn, GetEmblem, TransformObject)}
    assert modules == {
        PhaseOut: "lithoform.mechanics.phasing.rules",
        EndTheTurn: "lithoform.mechanics.end_turn.rules",
        GetEmblem: "lithoform.mechanics.emblems.rules",
        TransformObject: "lithoform.mechanics.double_faced.rules",
    }


def test_the_rules_core_imports_none_of_these_mechanics():
    core = Path(lithoform.__file__).parent / "rules"
    found = []
    for path in sorted(core.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
                [a.name for a in node.names] if isinstance(node, ast.Import) else []
            found += [f"{path.name}: {n}" for n in names
                      if any(n.startswith(f"lithoform.mechanics.{m}") for m in MECHANICS)]
    assert found == []
