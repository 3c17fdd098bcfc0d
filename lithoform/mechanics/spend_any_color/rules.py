"""'Players may spend mana as though it were mana of any color.' (Mycosynth Lattice), the rules part.

609.4b: 'If an effect allows a player to spend mana "as though it were mana of any [type or color]," this affects
only how the player may pay a cost. It doesn't change that cost, and it doesn't change what mana was actually spent
to pay that cost.' The core asks SPEND_AS_ANY_COLOR where a spell's or ability's total cost is worked out and where
its payability is checked; while it says yes, each colored symbol of the cost (and each hybrid one) may be paid
with any mana, colorless mana included (the Lattice's ruling: 'The Lattice's third ability lets players spend even
colorless mana as though it had a color.'). {C} still needs colorless mana, {S} snow mana; a Phyrexian symbol keeps
its own reading (its color or 2 life). Restrictions on the mana itself still apply ('it doesn't remove
restrictions on the mana', the ruling): they are checked as the mana is spent, as ever."""

from __future__ import annotations

from lithoform.mechanics.spend_any_color.nodes import SpendAsAnyColor
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import SPEND_AS_ANY_COLOR
from lithoform.state.model import GameState


def spends_as_any_color(state: GameState, player: int) -> bool:
    """609.4b: whether a permanent's static ability lets `player` spend mana as though it were of any color."""
    for pid, ability in battlefield_abilities(state, SpendAsAnyColor):
        if ability.who == "players" or state.objects[pid].controller == player:
            return True
    return False


SPEND_AS_ANY_COLOR.register(spends_as_any_color, needs=("SpendAsAnyColor",))
