"""'If you would begin your turn while ~ is tapped, you may skip that turn instead. If you do, untap ~.' (Time
Vault), the rules part.

614.1b: 'skip' makes this a replacement effect, of the turn's beginning; 614.10: a skipped turn doesn't happen.
The choice is made as the turn would begin and only if the permanent is tapped then (the Time Vault rulings), by
its controller, whose turn it is; with several such permanents they apply one (616.1), and the turn is gone.
If they skip it, the permanent untaps before anything else happens in the next turn."""

from __future__ import annotations

from lithoform.mechanics.skip_turn_untap.nodes import SkipTurnToUntap
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import TURN_SKIP_OFFERS, TURN_SKIP_TAKEN
from lithoform.rules.zones import set_tapped
from lithoform.state.model import GameState, Obj


def tapped_skip_offers(state: GameState, player: int) -> tuple[int, ...]:
    """614.10: `player`'s tapped permanents with the ability, as their turn would begin."""
    out: list[int] = []
    for oid, _ability in battlefield_abilities(state, SkipTurnToUntap):
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.controller == player and obj.tapped and oid not in out:
            out.append(oid)
    return tuple(out)


def untap_after_skip(state: GameState, oid: int) -> None:
    """'If you do, untap ~.' (608.2c of the replacement: it untaps before the next turn begins)."""
    obj = state.objects.get(oid)
    if isinstance(obj, Obj) and any(isinstance(a, SkipTurnToUntap) for pid, a in
                                    battlefield_abilities(state, SkipTurnToUntap) if pid == oid):
        set_tapped(state, oid, False, rules=("614.10",))


TURN_SKIP_OFFERS.register(tapped_skip_offers, needs=("SkipTurnToUntap",))
TURN_SKIP_TAKEN.register(untap_after_skip, needs=("SkipTurnToUntap",))
