"""The mechanics' text parts (lithoform/mechanics/<name>/text.py and grammar.lark) are all in the compiler's
one list of them, and their transformer rules don't clash with the compiler's own."""

from __future__ import annotations

import re
from pathlib import Path

import lithoform.mechanics
from lithoform.compiler.mechanic_texts import MECHANIC_TEXTS, TRANSFORMER_RULES, grammar_files
from lithoform.compiler.parser import grammar_text
from lithoform.compiler.transform import OracleTransformer

HOMES = Path(lithoform.mechanics.__file__).parent


def test_every_text_part_is_listed() -> None:
    with_text = sorted(d.name for d in HOMES.iterdir() if (d / "text.py").exists() or (d / "grammar.lark").exists())
    listed = sorted(m.__name__.split(".")[-2] for m in MECHANIC_TEXTS)
    assert with_text == listed


def test_each_text_part_has_a_transformer_and_its_grammar_is_read() -> None:
    for module in MECHANIC_TEXTS:
        assert isinstance(module.TRANSFORMER, type), module.__name__
        assert module.TRANSFORMER in OracleTransformer.__mro__
    for path in grammar_files():
        assert path.read_text() in grammar_text()


def test_no_transformer_rule_is_defined_twice() -> None:
    """A mechanic's rule shadowing another's (or the compiler's) would depend on the order of the mixins."""
    compiler_rules = [b for b in OracleTransformer.__mro__[1:] if b.__module__.startswith("lithoform.compiler")]
    seen: dict[str, str] = {name: b.__name__ for b in compiler_rules for name in vars(b) if not name.startswith("__")}
    for mixin in TRANSFORMER_RULES:
        for name in vars(mixin):
            if name.startswith("__"):
                continue
            assert name not in seen, f"{mixin.__name__}.{name} is also {seen[name]}.{name}"
            seen[name] = mixin.__name__


def test_text_parts_import_no_rules() -> None:
    """A text part is data: it imports no module of the rules core and no mechanic's rules part (the
    import-linter contract checks the whole import graph; this names the culprit)."""
    rules_import = re.compile(r"^\s*(from|import) lithoform\.(rules\b(?!_)|mechanics\.\w+\.rules\b)|import rules\b", re.M)
    for module in MECHANIC_TEXTS:
        assert not rules_import.search(Path(str(module.__file__)).read_text()), module.__name__
