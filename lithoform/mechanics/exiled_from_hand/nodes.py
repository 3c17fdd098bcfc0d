"""Exiling a card from the hand to pay an ability's cost, then casting it from exile: the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class GainUntilCastFromExile(EffectNode):
    """'Target land gains "..." until ~ is cast from exile' (611.2a): the effect lasts until the card the cost
    exiled is cast; if it never is (or left exile another way), it lasts indefinitely."""

    parts: tuple[unions.Part, ...]
    what: unions.Ref


class MayCastSelfWhileExiled(EffectNode):
    """'You may cast ~ for as long as it remains exiled.' (601.3): the card the cost exiled (a new object,
    400.7) may be cast by the ability's controller while it stays in exile."""
