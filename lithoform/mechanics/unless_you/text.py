"""'... unless you sacrifice / return ...', the text part (118.12). Data only: imports the cards and the
compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Destroy, SacrificeObjects, Tap, This, UnlessPays
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, Bare, Unsupported, mana
from lithoform.mechanics.unless_you.nodes import UnlessYouMove


def _ref(np: Any) -> Any:
    if isinstance(np, Bare):
        raise Unsupported("a bare singular description")
    return np


def _yours(n: Any, d: Desc, action: str) -> tuple[int, Any]:
    """The number and kind of permanents the controller would move: only their own (701.21a: a player
    sacrifices only permanents they control; 'return ... you control')."""
    count = n if isinstance(n, int) else _int(n)
    if not isinstance(count, int) or count < 1:
        raise Unsupported(f"'unless you {action}' a number of permanents that isn't fixed")
    if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
        raise Unsupported(f"'unless you {action}' something other than permanents")
    f = d.filter()
    if f.controller not in (None, "you"):
        raise Unsupported(f"'unless you {action}' another player's permanents")
    return count, f


class UnlessYouRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def uy_count(self, c: list) -> Any:
        return c[0] if c else 1

    def uy_sacrifice_unless_sacrifice(self, c: list) -> VP:
        """'Sacrifice ~ unless you sacrifice a Forest.' (Plant Elemental; 118.12)"""
        what = _ref(c[0])
        count, f = _yours(c[1], c[2], "sacrifice")
        return VP(lambda who: UnlessYouMove("sacrifice", count, f, SacrificeObjects(what)), "you",
                  "sacrifice unless sacrifice")

    def uy_sacrifice_unless_return(self, c: list) -> VP:
        """'Sacrifice it unless you return an untapped Island you control to its owner's hand.' (Coral Atoll)"""
        what = _ref(c[0])
        count, f = _yours(c[1], c[2], "return")
        return VP(lambda who: UnlessYouMove("return", count, f, SacrificeObjects(what)), "you",
                  "sacrifice unless return")

    def uy_tap_unless_sacrifice(self, c: list) -> VP:
        """'Tap ~ unless you sacrifice another creature.' (Apocalypse Demon)"""
        what = _ref(c[0])
        count, f = _yours(c[1], c[2], "sacrifice")
        return VP(lambda who: UnlessYouMove("sacrifice", count, f, Tap(what)), "you", "tap unless sacrifice")

    def uy_deal_unless_pay(self, c: list) -> VP:
        """'~ deals 8 damage to you unless you pay {G}{G}{G}{G}.' (Force of Nature; 118.12, 120.3): the
        controller chooses whether to pay as it resolves; the damage is dealt if they don't."""
        amount, (recipients, after), cost = c[0], c[1], mana(c[2])
        if after or len(recipients) != 1:
            raise Unsupported("'deals damage ... unless you pay' to more than one recipient")
        if "{E}" in cost:  # energy is paid with counters (107.14), not offered by the payment decision
            raise Unsupported("'unless you pay' with energy ({E})")
        return VP(lambda source: [UnlessPays(cost, self._deal(amount, recipients[0], source))],  # type: ignore[attr-defined]
                  "source")

    def uy_destroy_unless_pay(self, c: list) -> VP:
        """'Destroy this creature unless you pay {1}.' (The Tabernacle at Pendrell Vale; 118.12, 701.8a)"""
        what, cost = _ref(c[0]), mana(c[1])
        if "{E}" in cost:  # energy is paid with counters (107.14), not offered by the payment decision
            raise Unsupported("'unless you pay' with energy ({E})")
        return VP(lambda who: UnlessPays(cost, Destroy(what)), "you", "destroy unless pay")

    def uy_sacrifice_unless_its_mana_cost(self, c: list) -> VP:
        """'Sacrifice this permanent unless you pay its mana cost.' (Pendrell Flux; 118.12): 'its' is the object
        to be sacrificed, its mana cost read as the ability resolves (118.6: none can't be paid)."""
        what = _ref(c[0])
        if not isinstance(what, This):
            raise Unsupported("'unless you pay its mana cost' of something other than ~")
        return VP(lambda who: UnlessPays("", SacrificeObjects(what), cost_of=what), "you", "sacrifice unless pay")


TRANSFORMER = UnlessYouRules
