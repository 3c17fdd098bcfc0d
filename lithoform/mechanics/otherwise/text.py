"""'Otherwise, ...' after an 'If ..., ...' sentence (608.2c), the text part: a sentence mark that gives the
conditional instruction before it what happens when its condition is false. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.amounts import CountersOn
from lithoform.cards.nodes.conditions import CountersOnThisAtLeast
from lithoform.cards.nodes.effects_flow import IfThen
from lithoform.cards.nodes.refs import This
from lithoform.compiler.values import SentenceMark, replace, sequence
from lithoform.mechanics.player_verbs.nodes import CountAtMost


class OtherwiseRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def cond_this_has_counters(self, c: list) -> CountersOnThisAtLeast:
        """'if ~ has three or more invitation counters on it' (122.1), checked as the effect resolves."""
        n, kind = c[0], c[1]
        self.scope.last = This()  # type: ignore[attr-defined]  # 'transform it': ~, named last
        return CountersOnThisAtLeast(str(kind), int(n))

    def cond_no_counters_on_this(self, c: list) -> CountAtMost:
        """'if there are no charge counters on ~' (122.1): counted on the source as the effect resolves (its
        last known counters once it has left the battlefield, 608.2h)."""
        self.scope.last = This()  # type: ignore[attr-defined]
        return CountAtMost(CountersOn(str(c[0])), 0)

    def otherwise_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("otherwise", tuple(self._finish(c[0])))  # type: ignore[attr-defined]


def mark_otherwise(mark: SentenceMark, last: Any) -> Any:
    """The 'if' instruction before it, with its 'otherwise' part; None when the mark isn't this one."""
    if mark.name != "otherwise" or not isinstance(last, IfThen) or last.otherwise is not None:
        return None
    return replace(last, otherwise=sequence(list(mark.effects)))


TRANSFORMER = OtherwiseRules
MARKS = (mark_otherwise,)
