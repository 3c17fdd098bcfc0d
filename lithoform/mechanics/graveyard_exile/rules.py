"""Exiling from graveyards, the rules part (406.2, 608.2d, 609.3).

'Target player exiles a card from their graveyard.': that player chooses the card as it resolves (608.2d);
a graveyard is a public zone (404.2), so the choice shows nothing hidden. With no card there, nothing
happens (609.3)."""

from __future__ import annotations

from lithoform.mechanics.graveyard_exile.nodes import ExileOwnGraveyardCard, OwnsCardInExile
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, GRAVEYARD, GameState, zone_key


def exile_own_graveyard_card(ctx: Ctx, e: ExileOwnGraveyardCard) -> None:
    """406.2, 608.2d: each player chooses one matching card in their graveyard and exiles it."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        options = tuple(c for c in st.zones[zone_key(GRAVEYARD, player)]
                        if matches(st, e.filter, c, ctx.controller, ctx.source))
        if not options:
            continue
        picked = options if len(options) == 1 else ctx.ask(player, "choose", "choose a card in your graveyard to "
                                                            "exile", options, 1, 1)
        move(st, picked[0], EXILE, rules=("406.2", "608.2d"))


def owns_card_in_exile(state: GameState, cond: OwnsCardInExile, ctx: Ctx) -> bool:
    """406.3, 108.3: a card in the exile zone whose owner is the ability's controller (tokens aren't cards)."""
    return any(state.objects[o].owner == ctx.controller and not state.objects[o].token for o in state.zones[EXILE])


register_effect(ExileOwnGraveyardCard, exile_own_graveyard_card)
EXTRA_CONDITIONS[OwnsCardInExile] = owns_card_in_exile
