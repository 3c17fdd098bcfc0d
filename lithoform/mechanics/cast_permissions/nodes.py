"""Casting spells and playing lands from other zones (601.3, 305.1), flashback (702.34): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.costs import Cost
from lithoform.cards.nodes.refs import Filter


class CastFromGraveyard(AbilityNode):
    """'You may cast this card from your graveyard by paying [cost] rather than paying its mana cost'
    (flashback, 702.34a: `keyword` "Flashback", instant and sorcery spells only, exiled whenever it would
    leave the stack) or '... by paying [cost] in addition to paying its other costs' (Demonic Embrace):
    a static ability that functions in the graveyard (113.6m) and permits casting from it (601.3).
    `alternative`: the cost paid rather than the mana cost (118.9); `additional`: costs added (601.2f)."""

    alternative: Cost | None = None
    additional: Cost | None = None
    keyword: str = ""
    text: str = ""
    # '... as long as you control a Zombie' / '... if you gained life this turn' (601.3): checked as the player would
    # cast it, from their point of view
    condition: unions.Condition | None = None
    # 'You may cast ~ from exile.' (Misthollow Griffin): the zones it functions in and permits casting from (601.3,
    # 113.6m): its owner's graveyard unless `graveyard` is False; exile too when `exile`
    graveyard: bool = True
    exile: bool = False


class PlayFromLibraryTop(AbilityNode):
    """'You may play lands / cast [filter] spells from the top of your library' (601.3, 305.1): a static
    ability of a permanent that lets its controller play the top card of their library. `lands`: playing a
    land (305.1, still one of the land plays, 305.2); `spells`: casting spells matching `filter`. `look`:
    the controller may look at that card any time (401.5); `reveal`: it's revealed to every player."""

    lands: bool = False
    spells: Filter | None = None
    look: bool = False
    reveal: bool = False
    text: str = ""
    # 'Players play with the top card of their libraries revealed.' (Lantern of Insight): every player's library,
    # not only its controller's (401.5)
    players: bool = False
