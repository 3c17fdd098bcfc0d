"""Another player's payment on resolution, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import DrawCards, Triggering, TriggeringController, XValue
from lithoform.compiler.values import VP, Unsupported, mana
from lithoform.mechanics.unless_player_pays.nodes import UnlessPlayerPays


class UnlessPlayerPaysRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def draw_unless_that_player_pays(self, c: list) -> VP:
        """118.12: the draw happens unless 'that player' pays; {X} is the sentence's 'where X is'."""
        draw: Any = self.draw([c[0]])  # type: ignore[attr-defined]  # the core's 'draw N cards'
        payer = c[1]
        if not self.scope.is_player(payer):  # type: ignore[attr-defined]
            raise Unsupported("'unless [object] pays'")
        symbols = mana(c[2]).upper()
        if symbols == "{X}":
            generic: Any = XValue()
        elif symbols.strip("{}").isdigit():
            generic = int(symbols.strip("{}"))
        else:
            raise Unsupported("'unless that player pays' other than generic mana")

        def make(who: Any) -> Any:
            drawn = draw.make(who)
            if not isinstance(drawn, DrawCards):
                raise Unsupported("a draw with more to it, unless a player pays")
            return UnlessPlayerPays(payer, generic, drawn)

        return VP(make, "player", "draw unless pays")


    def counter_unless_that_player_pays(self, c: list) -> VP:
        """'counter it unless that player pays {1}' after a spell-cast trigger: 'that player' is the spell's
        controller (the triggering spell's, TriggeringController), the payer 'counter ... unless its controller
        pays' asks (701.6a, 118.12); any other player or object is refused."""
        what, cost = c
        payer = self.pl_that_player([])  # type: ignore[attr-defined]
        if not (isinstance(payer, TriggeringController) and isinstance(what, Triggering)):
            raise Unsupported("'counter ... unless that player pays' where that player may not control it")
        if "X" in mana(cost).upper():  # CounterUnlessPays's mana is text: a 'where X is' count can't reach it
            raise Unsupported("'counter ... unless that player pays {X}, where X is ...'")
        return self.counter_unless([what, cost])  # type: ignore[attr-defined]


TRANSFORMER = UnlessPlayerPaysRules
