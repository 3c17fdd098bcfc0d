"""Changing the target of a spell or ability (115.7a), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Bare, Suffix, Unsupported
from lithoform.mechanics.change_targets.nodes import ChangeATargetToThis, ChangeTheTarget


class ChangeTargetsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def change_the_target(self, c: list) -> ChangeTheTarget:
        """115.7a: 'Change the target of target spell with a single target.'"""
        if isinstance(c[0], Bare):
            raise Unsupported("changing the target of a bare description")
        return ChangeTheTarget(c[0])

    def change_a_target_to_this(self, c: list) -> ChangeATargetToThis:
        """115.7b: 'Change a target of target spell or ability to ~.'"""
        if isinstance(c[0], Bare):
            raise Unsupported("changing a target of a bare description")
        return ChangeATargetToThis(c[0])

    def sfx_single_target(self, c: list) -> Suffix:
        """'with a single target': exactly one target chosen, counting a player or object targeted through
        several instances of 'target' once for each (Deflection rulings)."""
        return Suffix("single_target", True)


TRANSFORMER = ChangeTargetsRules
