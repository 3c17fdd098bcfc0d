"""Clash (701.30), the text part: 'clash with an opponent' (an instruction of the controller, 701.30b) and
the sentence 'If you win, [effects].' after it, a sentence mark that gives the clash before it what happens
if its controller wins (701.30d). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import May, Trigger
from lithoform.compiler.values import VP, SentenceMark, Unsupported, sequence
from lithoform.mechanics.clash.nodes import CLASH_WON, CLASHED, Clash, WonClash


class ClashRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def clash(self, c: list) -> VP:
        return VP(lambda _you: Clash(), "you", "clash")

    def trig_you_clash(self, c: list) -> Trigger:
        """'Whenever you clash' (701.30a-b): once each clash its controller takes part in, after it ends; 'if
        you won' reads whether they won it (701.30d)."""
        self.scope.clash_event = True  # type: ignore[attr-defined]
        return Trigger(CLASHED)

    def trig_you_clash_and_win(self, c: list) -> Trigger:
        """'Whenever you clash and win' (701.30d): only a clash its controller won."""
        return Trigger(CLASH_WON)

    def cond_won_clash(self, c: list) -> WonClash:
        if not self.scope.clash_event:  # type: ignore[attr-defined]
            raise Unsupported("'if you won' outside a 'whenever you clash' ability")
        return WonClash()

    def if_win_clash_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("win_clash", tuple(self._finish(c[0])))  # type: ignore[attr-defined]


def mark_win_clash(mark: SentenceMark, last: Any) -> Any:
    """'If you win, ...' changes the clash before it ('you may clash with an opponent' too), or nothing."""
    if mark.name != "win_clash":
        return None
    if isinstance(last, Clash) and last.win is None:
        return Clash(sequence(list(mark.effects)))
    if isinstance(last, May) and isinstance(last.effect, Clash) and last.effect.win is None:
        return May(Clash(sequence(list(mark.effects))))
    return None


TRANSFORMER = ClashRules
MARKS = (mark_win_clash,)
