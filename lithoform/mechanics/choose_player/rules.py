"""'Choose an opponent.' / 'Choose a player.', the rules part (608.2d, 607.2d, 115.1, 800.4a).

The controller chooses as the spell or ability resolves, among the players still in the game (800.4a: a
player who has left the game can't be chosen); the choice is kept under the source (as mechanics/enters_choice
keeps it, 607.2d; its last known information if it has left its zone, 113.7a), where 'that player' reads it.
'Choose target opponent.' does nothing as it resolves: the target was chosen as it was put on the stack."""

from __future__ import annotations

from lithoform.mechanics.choose_player.nodes import ChoosePlayerNow, ChosenPlayer, TargetOnly
from lithoform.mechanics.enters_choice.rules import record_choice
from lithoform.rules import context
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.chosen import chosen_value
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import Obj, player_ref


def _choose_player_now(ctx: Ctx, e: ChoosePlayerNow) -> None:
    """608.2d: the choice of a player (800.4a: among those still in the game; an opponent: not oneself)."""
    st = ctx.state
    src = st.objects.get(ctx.source) or st.lki.get(ctx.source)
    if not isinstance(src, Obj):
        return
    players = [p.index for p in st.players if not p.lost and (e.kind == "player" or p.index != ctx.controller)]
    if not players:
        return
    if e.at_random:  # nobody chooses: the game's seeded generator does (GUIDE principle 10)
        record_choice(st, src, e.kind, str(players[st.random(len(players))]), "chosen_now", ("608.2d", "607.2d"))
        return
    refs = tuple(player_ref(p) for p in players)
    (ref,) = ctx.ask(ctx.controller, "choose", f"choose {'an' if e.kind == 'opponent' else 'a'} {e.kind} (608.2d)",
                     refs, 1, 1)
    record_choice(st, src, e.kind, str(players[refs.index(ref)]), "chosen_now", ("608.2d", "607.2d"))


def _chosen_player(ctx: Ctx, ref: ChosenPlayer) -> tuple[int, ...]:
    """607.2d: the player the source chose; none if it chose nobody."""
    value = chosen_value(ctx.state, ctx.source, ref.kind)
    return (player_ref(int(value)),) if value else ()


def _target_only(ctx: Ctx, e: TargetOnly) -> None:
    """601.2c: the target was chosen as it was put on the stack; resolving, it does nothing itself."""


register_effect(ChoosePlayerNow, _choose_player_now)
register_effect(TargetOnly, _target_only)
context.EXTRA_REFS[ChosenPlayer] = _chosen_player
