"""Explore (701.44), the text part: '~ explores', 'it explores', 'target creature you control explores', 'it
explores, then it explores again' (two explores, read by `LINES`), and the trigger 'whenever a creature you
control explores' (an event the rules part emits once the process is complete, 701.44b). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.explore.nodes import Explore

EXPLORES = "explores"  # the trigger event (701.44b; rules.py emits it)


class ExploreRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def explore(self, c: list) -> VP:
        return VP(lambda what: Explore(what), "object", "explore")

    def trig_explores(self, c: list) -> Trigger:
        """'Whenever a creature you control explores' (Wildgrowth Walker): 'it' is the exploring creature."""
        n, d = c
        if n != 1 or not isinstance(d, Desc):
            raise Unsupported("'N [things] explore'")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(EXPLORES, filter=self._trigger_filter([d]))  # type: ignore[attr-defined]


def explores_again(text: str, subtypes: tuple[str, ...]) -> str | None:
    """Jadelight Ranger: 'it explores, then it explores again' is two explores, one after the other (701.44a
    each time): read as 'it explores, then it explores'; None when the line doesn't say it."""
    if ", then it explores again" not in text:
        return None
    return text.replace(", then it explores again", ", then it explores")


TRANSFORMER = ExploreRules
LINES = (explores_again,)  # a mechanic's own form of a whole line (compiler.py rewrites it before parsing)
