"""'If you do' / 'If you don't' / 'Otherwise' after an optional or fallible instruction (608.2c), the text
part: the sentence mark that gives a `MayThen` or `DoThen` what happens when the instruction wasn't done.
Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.effects_flow import DoThen, May, MayThen, Sequence
from lithoform.compiler.fallible import can_fail
from lithoform.compiler.values import SentenceMark, replace, sequence


class IfYouDidRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def if_you_dont_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("if_dont", tuple(self._finish(c[0])))  # type: ignore[attr-defined]


def mark_not_done(mark: SentenceMark, last: Any) -> Any:
    """'If you don't, ...' or 'Otherwise, ...' after 'you may X' (with or without its 'if you do') or after an
    instruction that can fail: the part that happens when it wasn't done; None when the mark isn't this one."""
    if mark.name not in ("if_dont", "otherwise"):
        return None
    otherwise = sequence(list(mark.effects))
    if isinstance(last, MayThen | DoThen) and last.otherwise is None:
        return replace(last, otherwise=otherwise)
    if mark.name != "if_dont":
        return None  # 'otherwise' with no 'if' before it
    if isinstance(last, May):
        return MayThen(last.effect, Sequence(()), otherwise)
    if can_fail(last):
        return DoThen(last, Sequence(()), otherwise)
    return None


TRANSFORMER = IfYouDidRules
MARKS = (mark_not_done,)
