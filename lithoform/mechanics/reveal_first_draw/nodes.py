"""'Reveal the first card you draw each turn.', the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode

# the trigger event of 'Whenever you reveal a land card this way' (the drawn card is the triggering object)
REVEALED_FIRST_DRAW = "revealed_first_draw"


class RevealFirstDraw(AbilityNode):
    """A static ability (604.1): its controller reveals the first card they draw each turn (`your_turns`: only on
    their own turns) as they draw it (701.20a); the permanent's 'Whenever you reveal a [kind] card this way'
    abilities trigger on that reveal."""

    your_turns: bool = False
    text: str = ""
