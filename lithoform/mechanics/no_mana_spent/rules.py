"""'You can't spend mana to cast this spell.' (Hogaak), the rules part: a static ability of the card as it is cast
(604.1; 601.2g-h: no mana ability's mana may pay its cost, 101.2). The core's MANA_SPEND_BANNED hook point asks it:
the spell may be cast only if its other ways of paying (convoke, 702.51a; delve, 702.66a) can pay its whole total
cost, and while it is paid only they are offered, then 'pay' once nothing is left (rules/legal.py)."""

from __future__ import annotations

from lithoform.mechanics.no_mana_spent.nodes import NoManaToCast
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import MANA_SPEND_BANNED
from lithoform.state.model import GameState


def no_mana_to_cast(state: GameState, oid: int) -> bool:
    return oid in state.objects and any(isinstance(a, NoManaToCast) for a in chars(state, oid).abilities)


MANA_SPEND_BANNED.register(no_mana_to_cast, needs=("NoManaToCast",))
