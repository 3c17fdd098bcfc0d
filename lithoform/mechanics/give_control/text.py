"""Giving control to another player, the text part. Data only: imports the cards and the compiler's basics.
'Target opponent gains control of ~' is read by the core's `gain_control` (compiler/verbs.py), whose verb
phrase makes a GiveControl for a subject other than you."""

from __future__ import annotations

from lithoform.cards.tree import ChoosePlayerNow, ChosenPlayer, GiveControl, OwnersGainControl, Sequence
from lithoform.compiler.values import Bare, Unsupported, all_permanents


class GiveControlRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def an_opponent_gains_control(self, c: list) -> Sequence:
        """'An opponent gains control of it.' (608.2d: the controller chooses an opponent as it resolves)."""
        what = c[0]
        until = c[1] if len(c) > 1 else "permanent"
        if until not in ("permanent", "end_of_turn") or isinstance(what, Bare):
            raise Unsupported("'an opponent gains control of' something other than objects")
        return Sequence((ChoosePlayerNow("opponent"), GiveControl(ChosenPlayer("opponent"), what, until)))

    def _owned(self, c: list, you_only: bool) -> OwnersGainControl:
        return OwnersGainControl(all_permanents(list(self._words(c[0]))), you_only)  # type: ignore[attr-defined]

    def owners_gain_control(self, c: list) -> OwnersGainControl:
        """'Each player gains control of all creatures they own.' (613.1b)"""
        return self._owned(c, False)

    def you_gain_control_owned(self, c: list) -> OwnersGainControl:
        """'Gain control of all permanents you own.' (613.1b)"""
        return self._owned(c, True)


TRANSFORMER = GiveControlRules
