"""The compiled build's `env` group (scripts/build_fast.py, issue 14): the learning environments' observation
and encoding are compiled by default. A module that defines classes with keywords (msgspec Structs) is left as
Python by the build without failing, so these tests say when observation.py or encoding.py would silently fall
out of it, and that their records, defined in play/views.py, are still what observation.py exports."""

from __future__ import annotations

import importlib.machinery
import importlib.util
from pathlib import Path

import msgspec
import pytest

from lithoform.play import observation, views
from lithoform.play.env import encoding
from lithoform.rules import legal

ROOT = Path(__file__).resolve().parent.parent
COMPILED = legal.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
ENV_MODULES = ["lithoform/play/env/encoding.py", "lithoform/play/observation.py"]


def _build_fast():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("build_fast", ROOT / "scripts" / "build_fast.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_default_build_compiles_the_observation_and_the_encoder() -> None:
    build_fast = _build_fast()
    compiled, left = build_fast.modules(build_fast.DEFAULT_GROUPS)
    assert "env" in build_fast.DEFAULT_GROUPS
    assert [m for m in ENV_MODULES if m in compiled] == ENV_MODULES, {m: left.get(m) for m in ENV_MODULES}


def test_the_observation_records_are_frozen_structs_defined_in_views_and_exported_by_observation() -> None:
    for name in ("CardView", "StackView", "PlayerView", "CombatView", "Observation"):
        record = getattr(observation, name)
        assert record is getattr(views, name) and issubclass(record, msgspec.Struct)
        assert record.__struct_config__.frozen  # (mypyc would drop the keyword: views.py is never compiled)
    assert views.__file__ is not None and _build_fast().class_keywords(Path(views.__file__))  # (left as Python)


@pytest.mark.skipif(not COMPILED, reason="the pure-Python run")
def test_a_compiled_run_imports_the_compiled_observation_and_encoder() -> None:
    for module in (observation, encoding):
        assert module.__file__ is not None
        assert module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)), module.__file__
