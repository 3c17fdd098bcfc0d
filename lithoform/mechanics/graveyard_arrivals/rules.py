"""Triggers on cards put into a graveyard from another zone (603.2; 404.2: a card goes to its owner's
graveyard). The battlefield's 'dies' and 'is put into a graveyard from the battlefield' are the core's
(matching.zone_change_triggers: 603.6c, 603.10a look back); this mechanic adds 'from anywhere' and 'from a
library', matched against the card in the graveyard it was put into."""

from __future__ import annotations

from lithoform.cards.tree import TriggeredAbility
from lithoform.mechanics.graveyard_arrivals.text import PUT_INTO_GRAVEYARD
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import CARD_PUT_INTO_GRAVEYARD
from lithoform.rules.triggers.matching import add_triggers, battlefield_and_graveyard_triggers
from lithoform.state.model import GameState, Obj


def put_into_graveyard(state: GameState, old: Obj, new: Obj) -> None:
    """603.2: 'whenever a [card] is put into [whose] graveyard from [anywhere | a library]' triggers once for
    each card put there (a token is no card, 111.1); the card's own 'when ~ is put into your graveyard from
    your library' triggers from the graveyard (Narcomoeba)."""
    for ability in chars(state, new.id).abilities:
        if isinstance(ability, TriggeredAbility) and ability.trigger.event == PUT_INTO_GRAVEYARD \
                and ability.trigger.this and _from_fits(ability, old):
            add_triggers(state, [(new.id, new.owner, chars(state, new.id).name, ability)], new.id)
    for pid, controller, name, ability in battlefield_and_graveyard_triggers(state, PUT_INTO_GRAVEYARD):
        if ability.trigger.this or pid == new.id or not _from_fits(ability, old):
            continue
        if matches(state, ability.trigger.filter, new.id, controller, pid):
            add_triggers(state, [(pid, controller, name, ability)], new.id)


def _from_fits(ability: TriggeredAbility, old: Obj) -> bool:
    return ability.trigger.from_zone is None or ability.trigger.from_zone == old.zone


CARD_PUT_INTO_GRAVEYARD.register(put_into_graveyard, needs=(PUT_INTO_GRAVEYARD,))
