"""Free casts during the resolution: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class MayCastFromHandFree(EffectNode):
    """'You may cast a spell with mana value 4 or less from your hand without paying its mana cost.': as it
    resolves the controller may choose one card in their hand that matches `filter` (checked now, 608.2h) and
    cast it during the resolution (608.2g) for no mana (118.9)."""

    filter: Filter = Filter()


class MayCastTargetFree(EffectNode):
    """'You may cast target instant card from your graveyard without paying its mana cost.': the target card
    (still where it was, 608.2b) may be cast during the resolution (608.2g) for no mana (118.9). `exile`: 'If
    that spell would be put into your graveyard, exile it instead.' (614.1a)"""

    what: unions.Ref
    exile: bool = False
    free: bool = True  # False: 'you may cast target ... card' with its costs paid as usual (601.2f-h)


class MayCastThatFree(EffectNode):
    """'You may cast that card without paying its mana cost.' after an instruction of the same resolution moved
    the card (Bring to Light: the card the search found and exiled): the controller may cast it now, during the
    resolution (608.2g), for no mana (118.9), if it is still in that zone (400.7); else it stays where it is."""

    what: unions.Ref


class SearchExileCastOthers(EffectNode):
    """'Search your library for up to three monocolored cards with different names and exile them. An opponent
    chooses one of those cards. Shuffle that card into your library. You may cast the other cards without paying
    their mana costs.': the controller searches (701.23a) for up to `count` cards matching `filter`, no two with
    the same name, and exiles them; an opponent chooses one (608.2d), which is shuffled into the library
    (701.24a); the controller may cast any of the others during the resolution (608.2g) for no mana (118.9)."""

    count: int
    filter: Filter = Filter()


class SearchEachLibraryExileCast(EffectNode):
    """'For each player, search that player's library for a nonland card and exile it, then that player shuffles.
    You may cast those cards without paying their mana costs.' (Jace, Architect of Thought): for each player in
    turn order the controller searches that library (701.23a; a stated quality may find none, 701.23b) and exiles
    the card found, then its owner shuffles (701.24a); the controller may then cast any of the exiled cards during
    the resolution (608.2g), in the order they choose, for no mana (118.9)."""

    filter: Filter = Filter()


class MayCastFromExileFree(EffectNode):
    """'You may cast up to three spells from among face-up cards your opponents own from exile without paying their
    mana costs.' (Ashiok, Nightmare Muse): as it resolves the controller may cast, one at a time and in the order
    they choose, up to `count` face-up cards in exile (406.3) that match `filter` (its `owner` relative to the
    controller, 108.3), during the resolution (608.2g) for no mana (118.9). Any such card counts, not only the
    ones this object exiled; lands can't be cast (601.1)."""

    count: int
    filter: Filter = Filter()
