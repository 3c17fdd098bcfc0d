"""Static bans on casting spells of a kind, the rules part (101.2: a 'can't' beats a 'can'; 601.3: a spell a
rule forbids can't begin to be cast). Asked at the core's CAST_BANS hook for the card about to be cast,
read from its characteristics (109.3) as they are where it is (a card in hand has its printed ones). 'During
your turn': the ability's controller is the active player (500); 'during combat': the combat phase (506.1)."""

from __future__ import annotations

from lithoform.mechanics.cast_bans.nodes import SpellCastBan
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.rules.hooks import CAST_BANS
from lithoform.state.model import GameState

_COMBAT_STEPS = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
                           "end_of_combat"})


def _bans(state: GameState, ban: SpellCastBan, controller: int, player: int) -> bool:
    if ban.who == "you" and player != controller or ban.who == "opponents" and player == controller:
        return False
    if ban.during == "your turn" and state.active != controller:
        return False
    return not (ban.during == "combat" and state.step not in _COMBAT_STEPS)


def spell_cast_banned(state: GameState, player: int, oid: int) -> bool:
    """101.2, 601.3: whether a permanent's ban forbids `player` to cast the card `oid` now."""
    bans = battlefield_abilities(state, SpellCastBan)
    if not bans:
        return False
    c = chars(state, oid)
    zone = state.objects[oid].zone  # 601.2a: the zone it is cast from ('from graveyards or libraries')
    return any(_bans(state, ban, state.objects[source].controller, player) and characteristics_fit(ban.filter, c)
               and (not ban.zones or zone in ban.zones) for source, ban in bans)


CAST_BANS.register(spell_cast_banned, needs=("SpellCastBan",))
