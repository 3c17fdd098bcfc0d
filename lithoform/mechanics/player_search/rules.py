"""Another player searching their library, the rules part (701.23a, 110.2a, 608.2d, 608.2h).

'Exile target creature. Its controller may search their library for a basic land card, put that card onto
the battlefield tapped, then shuffle.' (Path to Exile): 'its controller' is the target's controller as it
last existed (608.2h); that player chooses whether to search (608.2d), searches their own library, and the
card enters under their control (110.2a). If they don't search, they don't shuffle."""

from __future__ import annotations

from lithoform.mechanics.player_search.nodes import PlayerSearches
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.effects import library
from lithoform.rules.effects.interpreter import register_effect


def player_searches(ctx: Ctx, e: PlayerSearches) -> None:
    """701.23a: each player `who` stands for may search as the instruction says, as that player."""
    for player in players_of(ctx, e.who):
        if e.optional and library.search_forbidden(ctx, player, player):
            continue  # 101.2: they can't choose to search, so they don't shuffle (Ashiok's and Mindlock Orb's rulings)
        if e.optional:
            (yes,) = ctx.ask(player, "may", "search your library? (701.23a)", (1, 0), 1, 1)
            if not yes:
                ctx.state.emit("declined", ("608.2d",), player=player, card=chars(ctx.state, ctx.source).name)
                continue
        theirs = Ctx(ctx.state, ctx.oid, player, ctx.source, ctx.choices, ctx.legal, trigger_object=ctx.trigger_object)
        effects.run_effect(theirs, e.search)


register_effect(PlayerSearches, player_searches)
