"""Cards in a hand drawn this turn: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class PayOrPutBackDrawn(EffectNode):
    """'choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the card on top of
    your library.' (Sylvan Library): the controller chooses `count` cards of their hand that they drew this turn
    (121.1; all of them if fewer), then for each, pays `life` life (119.4: only with at least that much) or puts it
    on top of their library (401.4)."""

    count: int
    life: int
