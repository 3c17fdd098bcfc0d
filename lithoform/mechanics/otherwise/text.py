"""'Otherwise, ...' after an 'If ..., ...' sentence (608.2c), the text part: a sentence mark that gives the
conditional instruction before it what happens when its condition is false. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.amounts import CountersOn
from lithoform.cards.nodes.conditions import CountersOnThisAtLeast
from lithoform.cards.nodes.effects_flow import IfThen, May, MayThen, Sequence
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
    otherwise = sequence(list(mark.effects))
    if isinstance(last.then, May):
        # 'If it's an artifact card, you may put it onto the battlefield. Otherwise, put that card into your hand.'
        # (Treasure Chest), 'You may put that card onto the battlefield if it's ... Otherwise, ...' (Matter
        # Reshaper): their rulings read 'otherwise' as whether you put it, not whether it's that kind of card, so
        # it happens too when the offer is declined or the card can't be put there (608.2c)
        return replace(last, then=MayThen(last.then.effect, Sequence(()), otherwise), otherwise=otherwise)
    return replace(last, otherwise=otherwise)


TRANSFORMER = OtherwiseRules
MARKS = (mark_otherwise,)
