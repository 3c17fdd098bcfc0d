"""Mana of the colors of a linked exiled card (607.2a, 106.1a), the rules part.

The options are those the state gives now (cards/mana_abilities.options_from_state): a color of a card the
source's linked ability exiled and that is still in exile (400.7: a card that left exile is a new object the
link no longer names). Chrome Mox's rulings: 'If no card is imprinted on Chrome Mox, it can't add mana to your
mana pool. It can never add {C} to your mana pool, even if the imprinted card has a colorless mana symbol in its
mana cost.' and 'If you imprinted a multicolored card, you choose one of that card's colors each time you tap
Chrome Mox for mana.'"""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.linked_color_mana.nodes import LinkedColorMana
from lithoform.rules.context import Ctx, linked
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import add_one_of, register_effect
from lithoform.rules.hooks import MANA_PRODUCED
from lithoform.state.model import EXILE, GameState


def linked_colors(state: GameState, source: int, key: str) -> set[str]:
    """607.2a, 105.2: the colors (W U B R G) of the cards linked to `source` under `key` that are in exile."""
    found: set[str] = set()
    for oid in linked(state, source, key):
        obj = state.objects.get(oid)
        if obj is not None and getattr(obj, "zone", None) == EXILE:
            found |= set(chars(state, oid).colors)
    return found


def mana_produced(state: GameState, player: int, source: int, effect: Any, option: str) -> str:
    """605.3b, 607.2a: an option that isn't a color of the exiled card becomes no mana."""
    if not isinstance(effect, LinkedColorMana):
        return option
    return option if option.strip("{}") in linked_colors(state, source, effect.key) else ""


def _add_linked_colors(ctx: Ctx, e: LinkedColorMana) -> None:
    """The same instruction resolving outside a mana ability (106.4: into its controller's pool)."""
    can = linked_colors(ctx.state, ctx.source, e.key)
    add_one_of(ctx, tuple(o for o in e.mana.options if o.strip("{}") in can), ("106.3",))


MANA_PRODUCED.register(mana_produced, needs=("LinkedColorMana",))
register_effect(LinkedColorMana, _add_linked_colors)
