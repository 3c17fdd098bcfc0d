"""'If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead.'
(Blightsteel Colossus, Progenitus, Nexus of Fate), the rules part. 614.1a: a replacement effect of the object's
own ability, applied to its move to a graveyard from any zone (the battlefield: it dies or is destroyed; the
stack: a resolved or countered spell; the hand: discarded; the library: milled). The ability functions in
every zone, as the object's own characteristics there say (a permanent that lost its abilities goes to the
graveyard). The card is revealed (701.20a) and put into its owner's library, which is then shuffled (701.24a).
The core asks GRAVEYARD_DESTINATION for the zone (616.1: the controller chooses when Rest in Peace would exile
it instead) and, once the card has arrived, ARRIVED_INSTEAD for the reveal and the shuffle (rules/zones.py)."""

from __future__ import annotations

from lithoform.catalog.registry import get_def
from lithoform.mechanics.shuffle_instead.nodes import SelfShuffleInsteadOfGraveyard
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import ARRIVED_INSTEAD, GRAVEYARD_DESTINATION
from lithoform.rules.zones import shuffle
from lithoform.state.model import GRAVEYARD, LIBRARY, GameState, Obj

NODE = "SelfShuffleInsteadOfGraveyard"


def _printed_has_it(card: str) -> bool:
    """Whether the card's printed faces have the ability (a quick test before its characteristics are read)."""
    try:
        definition = get_def(card)
    except KeyError:
        return False
    return any(isinstance(a, SelfShuffleInsteadOfGraveyard) for f in definition.faces for a in f.abilities)


def shuffle_instead_destination(state: GameState, oid: int) -> tuple[str, int] | None:
    """614.1a: its owner's library instead of a graveyard (revealed as it arrives: `shuffle_after`)."""
    obj = state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.token or not _printed_has_it(obj.card):
        return None
    if not any(isinstance(a, SelfShuffleInsteadOfGraveyard) for a in chars(state, oid).abilities):
        return None
    return LIBRARY, oid


def shuffle_after(state: GameState, old: Obj, new: int, to: str) -> None:
    """701.24a: the library the card was put into instead of a graveyard is shuffled (the replacement's last
    instruction)."""
    arrived = state.objects.get(new)
    if to != GRAVEYARD or arrived is None or arrived.zone != LIBRARY or not _printed_has_it(old.card):
        return
    was = state.lki_chars.get(old.id)
    if was is not None and not any(isinstance(a, SelfShuffleInsteadOfGraveyard) for a in was.abilities):
        return  # another replacement effect sent it to the library
    state.emit("reveal_cards", ("701.20a",), player=old.owner, cards=[old.card])
    shuffle(state, old.owner)
    state.emit("shuffle", ("701.24a",), player=old.owner)


GRAVEYARD_DESTINATION.register(shuffle_instead_destination, needs=(NODE,))
ARRIVED_INSTEAD.register(shuffle_after, needs=(NODE,))
