"""'... becomes the color / creature type / basic land type of your choice', the rules part: the value the
source chose as the effect resolved (608.2d), applied as a continuous effect from a resolving ability (611.2):
layer 5 for a color (105.3: it replaces the object's colors), layer 4 for a creature type (205.1a: it replaces
the creature types; 205.1b: 'in addition to its other types' keeps them) and for a basic land type (305.7: the
land's land types and rules-text abilities are replaced by that type and its mana ability)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AddTypes, ApplyContinuous, RemoveTypes, SetColors, SetLandTypes
from lithoform.mechanics.changeling.rules import creature_types
from lithoform.mechanics.enters_choice.rules import COLORS
from lithoform.mechanics.your_choice.nodes import BecomesChosen, BecomesColorsOfChoice
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.chosen import chosen_value
from lithoform.rules.effects.interpreter import register_effect, run_effect


def _becomes_chosen(ctx: Ctx, e: BecomesChosen) -> None:
    """The chosen color or creature type, until `e.until`; nothing if nothing was chosen."""
    value = chosen_value(ctx.state, ctx.source, e.kind)
    if not value:
        return
    parts: tuple[Any, ...]
    if e.kind == "color":
        parts = (SetColors((value,)),)
    elif e.kind == "basic land type":  # 305.7: its land types become the chosen one; 205.1b: it keeps them
        parts = (AddTypes(subtypes=(value,)),) if e.in_addition else (SetLandTypes((value,)),)
    elif e.in_addition:
        parts = (AddTypes(subtypes=(value,)),)
    else:
        parts = (RemoveTypes(subtypes=tuple(t for t in creature_types() if t != value)), AddTypes(subtypes=(value,)))
    run_effect(ctx, ApplyContinuous(parts, e.what, e.until))


def _becomes_colors_of_choice(ctx: Ctx, e: BecomesColorsOfChoice) -> None:
    """105.3, 608.2d: one or more colors chosen as it resolves (nothing to choose for no object); layer 5."""
    if not ctx.refs(e.what):
        return
    labels = tuple(name for name, _ in COLORS)
    picked = ctx.ask(ctx.controller, "choose", "choose one or more colors (105.3, 608.2d)", tuple(range(5)), 1, 5,
                     labels=labels)
    colors = tuple(COLORS[i][1] for i in sorted(picked))
    ctx.state.emit("chosen_now", ("608.2d", "105.3"), card=chars(ctx.state, ctx.source).name, kind="colors",
                   choice=", ".join(COLORS[i][0] for i in sorted(picked)))
    run_effect(ctx, ApplyContinuous((SetColors(colors),), e.what, e.until))


register_effect(BecomesChosen, _becomes_chosen)
register_effect(BecomesColorsOfChoice, _becomes_colors_of_choice)
