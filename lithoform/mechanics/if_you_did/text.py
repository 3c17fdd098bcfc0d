"""'If you do' / 'If you don't' / 'Otherwise' after an optional or fallible instruction (608.2c), the text
part: the sentence mark that gives a `MayThen` or `DoThen` what happens when the instruction wasn't done.
Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.effects_flow import DoThen, May, MayThen, Sequence
from lithoform.cards.tree import SacrificeChosen, You
from lithoform.compiler.fallible import can_fail
from lithoform.compiler.values import SentenceMark, Unsupported, replace, sequence


class IfYouDidRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def if_you_dont_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("if_dont", tuple(self._finish(c[0])))  # type: ignore[attr-defined]

    def they_did(self, c: list) -> None:
        """'If that player does,': read before the clauses after it (the transformer goes left to right), so
        that 'they' in them is the player of the instruction before, not what it sacrificed (608.2c)."""
        if self.scope.player is None:  # type: ignore[attr-defined]
            raise Unsupported("'if they do' with no player named before")
        self.scope.last = self.scope.player  # type: ignore[attr-defined]

    def if_they_do_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("if_they_do", tuple(self._finish(c[-1])))  # type: ignore[attr-defined]


def mark_they_did(mark: SentenceMark, last: Any) -> Any:
    """'If they do, ...' / 'If that player does, ...' after another player's sacrifice (608.2c, 701.21a): with no
    such permanent to sacrifice, nothing is sacrificed and the rest doesn't happen; None when the mark isn't this
    one."""
    if mark.name != "if_they_do":
        return None
    if isinstance(last, SacrificeChosen) and not isinstance(last.who, You) and last.amount is None:
        return DoThen(last, sequence(list(mark.effects)))
    raise Unsupported("'if they do' after something other than another player's sacrifice")


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
MARKS = (mark_not_done, mark_they_did)
