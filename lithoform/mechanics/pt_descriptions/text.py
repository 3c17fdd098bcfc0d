"""'target 1/1 creature', 'each 1/1 creature you control' (208.1), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported, text


def _with_pt(d: Desc, tok: Any) -> Desc:
    """The description narrowed to objects whose power and toughness are the printed numbers (a 1/1 creature)."""
    values = text(tok).split("/")
    if not all(v.isdigit() for v in values) or d.types != ["Creature"]:
        raise Unsupported(f"a {text(tok)} description of something other than a creature")
    power, toughness = (int(v) for v in values)
    d.power_at_least = d.power_at_most = power
    d.toughness_at_least = d.toughness_at_most = toughness
    return d


class PtDescriptionsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def target_pt_one(self, c: list) -> Any:
        return self.target_one([_with_pt(c[1], c[0])])  # type: ignore[attr-defined]

    def obj_each_pt(self, c: list) -> Any:
        return self.obj_each([_with_pt(c[1], c[0])])  # type: ignore[attr-defined]


TRANSFORMER = PtDescriptionsRules
