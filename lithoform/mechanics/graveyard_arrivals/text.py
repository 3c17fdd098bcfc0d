"""Triggers on cards put into a graveyard, the text part (see __init__). Data only: the trigger's filter says
whose graveyard (Filter.owner, 404.2), its `from_zone` where the card came from."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported, replace

# Trigger.event: a card arrived in a graveyard from another zone (rules.py; matching.zone_change_triggers asks)
PUT_INTO_GRAVEYARD = "put_into_graveyard"


def _card_filter(d: Desc, owner: str | None) -> Filter:
    """'a creature card', 'a land card', 'another card', 'a black card': a card (not a token, 111.1) as it is in
    the graveyard, owned by `owner` ("you", "opponent", None: any player)."""
    if d.noun not in ("card", "") or d.plural or d.zone not in ("battlefield", "card") or d.controller:
        raise Unsupported("something other than a kind of card put into a graveyard")
    f = d.filter()
    return replace(f, owner=owner, token=False if d.noun == "card" else f.token)


class GraveyardArrivalRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    face_types: tuple[str, ...]

    def ga_yours(self, c: list) -> str:
        return "you"

    def ga_opponents(self, c: list) -> str:
        return "opponent"

    def ga_library(self, c: list) -> None:
        return None

    def trig_self_into_owned_graveyard(self, c: list) -> Trigger:
        """'When ~ is put into your graveyard from the battlefield' (603.6c, 603.10a): it leaves and goes to
        its owner's graveyard (404.2), which must be the ability controller's (or an opponent's)."""
        owner = c[0]
        event = "dies" if "Creature" in self.face_types else "to_graveyard"  # 700.4
        return Trigger(event, this=True, filter=Filter(owner=owner))

    def trig_into_owned_graveyard(self, c: list) -> Trigger:
        """'Whenever a creature is put into an opponent's graveyard from the battlefield': a permanent of that
        kind (its last known information, 603.10a) owned by that player, tokens included (111.7)."""
        d, owner = _desc(c), next(x for x in c if isinstance(x, str))
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural or d.controller:
            raise Unsupported("something other than a kind of permanent put into a graveyard")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("to_graveyard", filter=replace(d.filter(), owner=owner))

    def trig_permanent_into_a_graveyard(self, c: list) -> Trigger:
        """'Whenever a permanent you control is put into a graveyard' (110.1: a permanent is on the battlefield, so
        this is 'from the battlefield', 603.6c; its last known information, 603.10a)."""
        d = _desc(c)
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("something other than a kind of permanent put into a graveyard")
        return self.trig_put_into_graveyard(c)  # type: ignore[attr-defined]

    def trig_into_graveyard_anywhere(self, c: list) -> Trigger:
        """'Whenever a card is put into an opponent's graveyard from anywhere' (603.2)."""
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(PUT_INTO_GRAVEYARD, filter=_card_filter(_desc(c), _owner(c)))

    def trig_into_graveyard_from_library(self, c: list) -> Trigger:
        """'Whenever a land card is put into your graveyard from your library' (603.2): milled, surveilled,
        discarded from... only from a library (the owner's: 404.2, 401.1)."""
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(PUT_INTO_GRAVEYARD, filter=_card_filter(_desc(c), _owner(c)), from_zone="library")


def _desc(c: list) -> Desc:
    return next(x for x in c if isinstance(x, Desc))


def _owner(c: list) -> Any:
    """The graveyard's owner after the description: "you", "opponent", or None ('a graveyard': anyone's)."""
    rest = c[[i for i, x in enumerate(c) if isinstance(x, Desc)][0] + 1:]
    return rest[0] if rest else None


TRANSFORMER = GraveyardArrivalRules
