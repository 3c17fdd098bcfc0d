"""'Can't search' effects (701.23, 101.2): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode

PLAYERS = "players"  # every player
OPPONENTS = "opponents"  # the controller's opponents


class CantSearch(AbilityNode):
    """A static ability of a permanent that stops searches of libraries (701.23, 101.2: 'can't' wins): 'Players can't
    search libraries.' (Mindlock Orb), 'Your opponents can't search libraries.' (Stranglehold); `own_only`: 'Spells
    and abilities your opponents control can't cause their controller to search their library.' (Ashiok, Dream
    Render): only an opponent's search of their own library caused by a spell or ability they control."""

    who: str = PLAYERS
    own_only: bool = False
    text: str = ""


class SearchTopOnly(AbilityNode):
    """'If an opponent would search a library, that player searches the top four cards of that library instead.'
    (Aven Mindcensor; 614.1a, 701.23): a replacement of its controller's opponents' searches, `count` cards deep."""

    count: int = 4
    text: str = ""
