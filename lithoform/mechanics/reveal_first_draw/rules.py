"""'Reveal the first card you draw on each of your turns. Whenever you reveal a land card this way, ...', the rules
part. A static ability (604.1) of a permanent: as its controller draws their first card of the turn (121.1; on
their own turn only, for 'on each of your turns'), they reveal it (701.20a), and that permanent's 'Whenever you
reveal a [kind] card this way' abilities whose kind the card is trigger (603.2), the card their object. The
draw is seen at the core's CARD_DRAWN hook point (as miracle's reveal is)."""

from __future__ import annotations

from lithoform.cards.tree import TriggeredAbility
from lithoform.mechanics.reveal_first_draw.nodes import REVEALED_FIRST_DRAW, RevealFirstDraw
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import CARD_DRAWN
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def _first_draw(state: GameState, player: int) -> bool:
    """121.1: the card just drawn is the player's first this turn (its draw event is already logged)."""
    return sum(1 for e in events_this_turn(state) if e.kind == "draw" and e.args.get("player") == player) == 1


def reveal_first_draw(state: GameState, player: int, card: int) -> None:
    sources = [(pid, ab) for pid, ab in battlefield_abilities(state, RevealFirstDraw)
               if state.objects[pid].controller == player and (not ab.your_turns or state.active == player)]
    if not sources or not _first_draw(state, player):
        return
    state.emit("reveal", ("701.20a",), player=player, cards=[state.objects[card].card])
    for pid, _ab in sources:
        c = chars(state, pid)
        found = [(pid, player, c.name, a) for a in c.abilities if isinstance(a, TriggeredAbility)
                 and a.trigger.event == REVEALED_FIRST_DRAW and matches(state, a.trigger.filter, card, player, pid)]
        add_triggers(state, found, card)


CARD_DRAWN.register(reveal_first_draw, needs=("RevealFirstDraw",))
