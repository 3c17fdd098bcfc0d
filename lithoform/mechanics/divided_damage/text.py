"""Damage divided as you choose among a number of targets (601.2d), the text part: the target requirement
('one or two targets': 1 to 2 of any target; 'any number of target creatures': 0 or more creatures) and the
divided DealDamage. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import DealDamage, PreventNextDamage, TargetSpec, This
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.values import VP, Partial, Unsupported

ANY_NUMBER = 99  # 'any number of targets' (115.1d); the announcement caps it at the amount (601.2d)


class DividedDamageRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _divided_spec(self, words: Any, lo: int, hi: int) -> TargetSpec:
        d = words if isinstance(words, Desc) else None
        if d is None:
            try:
                d = describe(list(self._words(words)), [])  # type: ignore[attr-defined]
            except DescriptionError as e:
                raise Unsupported(str(e)) from None
        if not d.plural:
            raise Unsupported("a singular description after 'among ... target'")
        try:
            return d.target_spec(lo, hi)
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    def divided_one_or_two(self, c: list) -> TargetSpec:
        return TargetSpec("any", min=1, max=2)

    def divided_any_number(self, c: list) -> TargetSpec:
        return TargetSpec("any", min=0, max=ANY_NUMBER)

    def divided_one_or_two_desc(self, c: list) -> TargetSpec:
        return self._divided_spec(c[0], 1, 2)

    def divided_one_to_three_desc(self, c: list) -> TargetSpec:
        return self._divided_spec(c[0], 1, 3)

    def divided_any_number_desc(self, c: list) -> TargetSpec:
        return self._divided_spec(c[0], 0, ANY_NUMBER)

    def divided_up_to_two_desc(self, c: list) -> TargetSpec:
        return self._divided_spec(c[0], 0, 2)

    def deal_twice_divided_partial(self, c: list) -> VP:
        """'[~] deals twice X damage divided as you choose among them instead' (601.2d, 608.2c): only the amount of
        the divided damage before it changes; the targets and their shares are the same."""
        return VP(lambda source: Partial(c[0]), "source")

    def deal_divided_among(self, c: list) -> VP:
        """601.2d: '[source] deals N damage divided as you choose among ...'."""
        amount, spec = c
        to = self.scope.target(spec)  # type: ignore[attr-defined]

        def make(source: Any) -> DealDamage:
            if not isinstance(source, This):
                raise Unsupported("divided damage from another source")
            return DealDamage(amount, to, divided=True)

        return VP(make, "source")

    def prevent_next_divided(self, c: list) -> VP:
        """615.7, 601.2d: a prevention shield on each of any number of targets (any target, 115.4), the amount
        divided among them as the spell is cast (each target at least 1)."""
        to = self.scope.target(TargetSpec("any", min=0, max=ANY_NUMBER))  # type: ignore[attr-defined]
        return VP(lambda who: PreventNextDamage(c[0], to, divided=True), "you")


TRANSFORMER = DividedDamageRules
