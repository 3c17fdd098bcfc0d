"""Clash (701.30), the text part: 'clash with an opponent' (an instruction of the controller, 701.30b) and
the sentence 'If you win, [effects].' after it, a sentence mark that gives the clash before it what happens
if its controller wins (701.30d). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import May
from lithoform.compiler.values import VP, SentenceMark, sequence
from lithoform.mechanics.clash.nodes import Clash


class ClashRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def clash(self, c: list) -> VP:
        return VP(lambda _you: Clash(), "you", "clash")

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
