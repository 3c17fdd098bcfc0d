"""The next draw replaced: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode


class NextDrawInstead(EffectNode):
    """'The next time you would draw a card this turn, [effect] instead.' (614.11): as this resolves, a replacement
    effect on its controller's next draw this turn: `effect` is done by that player instead of the draw."""

    effect: unions.Effect


class DrawDoInstead(AbilityNode):
    """'If you would draw a card [while your library has no cards in it], [you may] [effect] instead.' (614.11): a
    static replacement effect on its controller's draws; `effect` None: the draw is skipped ('you may skip that
    draw instead'); `may`: the player chooses at each draw whether it applies; `library_empty`: only while their
    library has no cards in it (121.4)."""

    effect: unions.Effect | None = None
    may: bool = False
    library_empty: bool = False
    text: str = ""
