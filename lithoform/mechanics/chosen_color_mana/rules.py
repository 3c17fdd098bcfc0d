"""'Add one mana of the chosen color.' (106.1a, 605.1a, 605.3b, 607.2d), the rules part.

The mana ability resolves at once (605.3b) and adds one mana of the color its permanent chose as it entered
('As ~ enters, choose a color', a replacement effect, 614.12; the choice is the permanent's, 607.2d). With no
color chosen (the permanent didn't enter with that choice, e.g. it lost the ability first), it adds no mana.
The ability's tree holds one placeholder option, so that activating it is one action; MANA_PRODUCED gives that
option its color both when it is activated and when the payment planner asks (payment.made_options)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.mana import mana_units
from lithoform.mechanics.chosen_color_mana.nodes import PLACEHOLDER, ChosenColorMana
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.chosen import chosen_value
from lithoform.rules.effects.interpreter import chosen_mana, register_effect
from lithoform.rules.hooks import MANA_PRODUCED
from lithoform.rules.payment import add_mana
from lithoform.state.model import GameState


def _chosen(state: GameState, source: int) -> str:
    color = chosen_value(state, source, "color")
    return f"{{{color}}}" if color else ""  # '' is no mana (mana_units of an empty cost)


def mana_produced(state: GameState, player: int, source: int, effect: Any, option: str) -> str:
    """605.3b: the mana 'Add one mana of the chosen color' adds as it is activated (and as planned)."""
    if not isinstance(effect, ChosenColorMana) or option != PLACEHOLDER:
        return option  # ('Add {R} or one mana of the chosen color': {R} is itself)
    return _chosen(state, source)


def _add_chosen(ctx: Ctx, e: ChosenColorMana) -> None:
    """The same instruction resolving outside a mana ability (106.4: into its controller's pool)."""
    chosen = _chosen(ctx.state, ctx.source)
    options = tuple(o for o in (chosen if o == PLACEHOLDER else o for o in e.mana.options) if o)
    option = chosen_mana(ctx, options) if options else ""  # ('Add {R} or ...': the controller's choice)
    if option:
        add_mana(ctx.state, ctx.controller, mana_units(option, ctx.source))


MANA_PRODUCED.register(mana_produced, needs=("ChosenColorMana",))
register_effect(ChosenColorMana, _add_chosen)
