"""Players with hexproof or shroud: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode


class YouHaveKeyword(AbilityNode):
    """'You have hexproof.' / 'You have shroud.': while the permanent is on the battlefield, its controller has
    the keyword (702.11c, 702.18a); with `condition` only while it holds ('As long as it's your turn, you and ~
    have hexproof.', Gruul Spellbreaker; 611.3a)."""

    keyword: str
    text: str = ""
    condition: unions.Condition | None = None


class YouGainKeywordsThisTurn(EffectNode):
    """'You ... gain hexproof from blue and from black until end of turn.' (611.2a, 514.2)."""

    keywords: tuple[str, ...]


class PlayerKeywords(PartNode):
    """The continuous effect `YouGainKeywordsThisTurn` makes: `player` has the keywords. In no layer."""

    player: int
    keywords: tuple[str, ...] = ()
