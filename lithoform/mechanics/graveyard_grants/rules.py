"""'[Cards] in your graveyard have retrace / flashback', the rules part (611.3a, 601.3, 702.81a, 702.34a).

The static ability of a permanent (on the battlefield) or of an emblem (in the command zone, 114.4) applies
to whatever cards of its controller's graveyard match its description at each moment (611.3a), so the
permission is found afresh each time the player's castable cards are listed (rules/stack/permissions.py).

- Retrace (702.81a): 'You may cast this card from your graveyard by discarding a land card as an additional
  cost to cast it.' A retraced spell goes where it would go as usual (Wrenn and Six's ruling: back to the
  graveyard when it resolves or is countered).
- Flashback (702.34a), its cost the card's mana cost: cast under mechanics/graveyard_cast_turn's granted
  flashback permission, whose cost (118.9) and exile as it leaves the stack that mechanic applies.
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import CardFace, Cost, Filter
from lithoform.catalog.registry import get_def
from lithoform.mechanics.graveyard_cast_turn.rules import GRANTED_FLASHBACK
from lithoform.mechanics.graveyard_grants.nodes import GraveyardCardsHave
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import CAST_PERMISSIONS, PERMISSION_COSTS
from lithoform.rules.stack.permissions import Permission
from lithoform.state.model import COMMAND, GRAVEYARD, GameState, Obj, zone_key

GRANTED_RETRACE = "granted_retrace"
# 702.81a: discarding a land card is the additional cost
RETRACE_COST = Cost(discard=1, discard_filter=Filter(types=("Land",)))
_VIAS = {"Retrace": GRANTED_RETRACE, "Flashback": GRANTED_FLASHBACK}


def _grants(state: GameState, player: int) -> Iterator[tuple[int, GraveyardCardsHave]]:
    """(source, ability) for each such ability `player` controls: their permanents' (611.3a) and their
    emblems' (114.4: an emblem's abilities function in the command zone)."""
    for pid, a in battlefield_abilities(state, GraveyardCardsHave):
        if state.objects[pid].controller == player:
            yield pid, a
    for oid in state.zones[COMMAND]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.controller == player and obj.printed is not None:
            for a in obj.printed.abilities:
                if isinstance(a, GraveyardCardsHave):
                    yield oid, a


def graveyard_grant_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3: the cards of `player`'s graveyard that a static ability of theirs gives retrace or flashback;
    a card two abilities give the same keyword is listed once."""
    grants = list(_grants(state, player))
    if not grants:
        return
    seen: set[tuple[int, str]] = set()
    for oid in state.zones[zone_key(GRAVEYARD, player)]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or get_def(obj.card).layout in SPLIT_LAYOUTS:
            continue  # a split card's halves (709.3) aren't cast from a graveyard here
        types = chars(state, oid).types
        if "Land" in types or not {"Instant", "Sorcery"} & set(types):
            continue  # 305.9: a land is never cast; 702.34a: flashback casts only instants and sorceries
        for source, a in grants:
            via = _VIAS[a.keyword]
            if (oid, via) not in seen and matches(state, a.cards, oid, player, source):
                seen.add((oid, via))
                yield Permission(oid, via, False, None, RETRACE_COST if via == GRANTED_RETRACE else None)


def retrace_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """702.81a, 601.2f: retrace adds discarding a land card to the spell's costs; its mana cost is paid."""
    return (None, RETRACE_COST) if via == GRANTED_RETRACE else None


CAST_PERMISSIONS.register(graveyard_grant_permissions, needs=("GraveyardCardsHave",))
PERMISSION_COSTS.register(retrace_costs)
