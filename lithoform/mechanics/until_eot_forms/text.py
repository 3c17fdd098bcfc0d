"""Instructions with a trailing 'until end of turn', the text part (611.2a). Data only."""

from __future__ import annotations

from lark import Token

from lithoform.cards.tree import ApplyContinuous, ChooseOne, ModifyPTBy, SetBasePT
from lithoform.compiler.values import VP, Bare, Unsupported, text


class UntilEotFormsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def have_base_pt_until_eot(self, c: list) -> VP:
        """'~ has base power and toughness 5/5 until end of turn' (layer 7b, 613.4b; 514.2)."""
        values = text(c[0]).split("/")
        if "x" in values:
            raise Unsupported("base power and toughness X with a trailing duration")
        power, toughness = (int(v) for v in values)
        return VP(lambda what: ApplyContinuous((SetBasePT(power, toughness),), what), "object", "become")

    def have_base_power_until_eot(self, c: list) -> VP:
        """'target creature has base power 2 until end of turn' (layer 7b, 613.4b): the power alone."""
        power = int(c[0])
        return VP(lambda what: ApplyContinuous((SetBasePT(power, 0, only="power"),), what), "object", "become")

    def pump_either(self, c: list) -> VP:
        """'gets +1/-1 or -1/+1 until end of turn': one of the two boosts, chosen by the controller as the spell or
        ability resolves (608.2d), each a P/T change until end of turn (613.4c, 514.2)."""
        either, until = c
        first, second = (Token("PT", v) for v in str(either).split(" or "))
        boosts = [self.pump([tok, until]) for tok in (first, second)]  # type: ignore[attr-defined]
        labels = (text(first), text(second))
        return VP(lambda what: ChooseOne(tuple(b.make(what) for b in boosts), labels), "object", "pump")

    def double_possessive_power(self, c: list) -> VP:
        """'double target creature's power until end of turn' (701.10b: it gets +X/+0, X its power)."""
        what = c[0]
        if isinstance(what, Bare):
            raise Unsupported("a bare singular description")
        return VP(lambda who: ModifyPTBy(0, 0, what, double_power=True), "you")


    def pump_additional(self, c: list) -> VP:
        """'get an additional +1/+1 [until end of turn]': a boost of its own, on top of an earlier one (the
        same as 'get +1/+1', 613.4c)."""
        return self.pump(c)  # type: ignore[attr-defined]


TRANSFORMER = UntilEotFormsRules
