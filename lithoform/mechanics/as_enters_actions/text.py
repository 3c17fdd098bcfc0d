"""'As ~ enters, <instruction>', the text part: the transformer rules of grammar.lark. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import EachOpponent, This
from lithoform.compiler.values import Unsupported, mentions, sequence
from lithoform.mechanics.as_enters_actions.nodes import AsEntersDo
from lithoform.mechanics.enters_choice.nodes import AsEntersChoose
from lithoform.mechanics.hands.nodes import LookAtHand


def _fixed(n: Any) -> int:
    if not isinstance(n, int) or n < 1:
        raise Unsupported("'enters with' a number of counters that isn't fixed")
    return n


class AsEntersActionsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _as_enters_effect(self, clauses: Any) -> Any:
        effects = self._finish(clauses)  # type: ignore[attr-defined]  (compiler/sentences.py)
        if not effects:
            raise Unsupported("'as ~ enters,' with no instruction")
        if self.scope.targets:  # type: ignore[attr-defined]
            raise Unsupported("'as ~ enters' with a target (614.12: a replacement effect targets nothing)")
        effect = sequence(effects)
        if mentions(effect, This):  # 614.12: it isn't on the battlefield yet; 'put a counter on it' is another rule
            raise Unsupported("'as ~ enters,' with an instruction about ~ itself")
        return effect

    def st_as_enters_do(self, c: list) -> AsEntersDo:
        """'As ~ enters, discard your hand.' (614.1c)"""
        return AsEntersDo(self._as_enters_effect(c[0]))

    def st_as_enters_do_if_done(self, c: list) -> AsEntersDo:
        """'As ~ enters, you may return ... . If you do, ~ enters with a +1/+1 counter on it.' (614.1c, 608.2c)"""
        n, kind = c[-3], c[-2]
        return AsEntersDo(self._as_enters_effect(c[0]), str(kind), _fixed(n), if_done=True)

    def st_as_enters_do_per_removed(self, c: list) -> AsEntersDo:
        """'... . ~ enters with a +1/+1 counter on it for each counter removed this way.' (Thief of Blood)"""
        n, kind = c[-3], c[-2]
        return AsEntersDo(self._as_enters_effect(c[0]), str(kind), _fixed(n), per_removed=True)

    def st_as_enters_look_then_name(self, c: list) -> list:
        """'As ~ enters, look at an opponent's hand, then choose any card name.' (Sorcerous Spyglass; 614.1c,
        614.12): the hand is looked at first (400.2; the two-player game's one opponent), then the name is chosen
        (201.3: any card's name, not only one seen there: the card's ruling), in that order (zone_changes.py
        follows the instructions before it asks the choices)."""
        if " ".join(self._words(c[-1])) != "card":  # type: ignore[attr-defined]
            raise Unsupported("'choose any ... name' other than a card name")
        return [AsEntersDo(LookAtHand(EachOpponent())), AsEntersChoose("card name")]


TRANSFORMER = AsEntersActionsRules
