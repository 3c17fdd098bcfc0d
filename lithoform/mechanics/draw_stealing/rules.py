"""'If an opponent would draw a card except the first one they draw in each of their draw steps, instead that
player skips that draw and you draw a card.' (Notion Thief), the rules part.

614.11: the opponent's draw is replaced: it doesn't happen, and the Thief's controller draws a card instead (a new
draw, which other replacement effects may replace in turn, 614.5). The first card a player draws in their own draw
step (504.1) isn't replaced. Rulings: "If an opponent is instructed to draw a card then discard a card, and Notion
Thief causes you to draw a card instead, that opponent still discards a card." (the rest of the instruction goes on,
614.11a); with a Thief on each side, 616.1: the affected player chooses one, and each effect applies to one draw
only once (614.5) — "if each player in a two-player game controls a Notion Thief and one would draw a card, it
really will be that player who draws a card." The Thieves already applied to the draw being replaced are passed on
to the draws that replace it (a chain of draws done at once, 614.11a: `applied`, the keys of the chain's effects)."""

from __future__ import annotations

from lithoform.mechanics.draw_stealing.nodes import OpponentDrawStolen
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.replacement.events import first_in_draw_step
from lithoform.rules.zones import draw_in_chain
from lithoform.state import procedure
from lithoform.state.model import GameState, Question

_KEY = "notion_thief"  # a Thief's key in a chain's applied effects: (_KEY, its object id)


def _stolen(state: GameState, player: int, applied: tuple[tuple[object, ...], ...] = ()) -> bool:
    """614.11, 614.5: the first Thief not yet applied in this chain of draws replaces the player's draw."""
    if first_in_draw_step(state, player):
        return False
    thieves = [oid for oid, _ in battlefield_abilities(state, OpponentDrawStolen)
               if state.objects[oid].controller != player and (_KEY, oid) not in applied]
    if not thieves:
        return False
    thief = thieves[0]
    if len(thieves) > 1:  # 616.1: the affected player chooses which applies first
        picked = procedure.ask(Question(player, "choose", "616.1: choose the replacement effect to apply to the draw",
                                        tuple(thieves), 1, 1, labels=tuple(chars(state, t).name for t in thieves)))
        thief = picked[0]
    controller = state.objects[thief].controller
    state.emit("next_draw_replaced", ("614.11",), player=player, card=chars(state, thief).name)
    # (only the Thieves go on in the chain: the draw that replaces is the controller's own, which their own 'draw
    # instead' effects may still replace, 614.11a)
    draw_in_chain(state, controller, tuple(k for k in applied if k[0] == _KEY) + ((_KEY, thief),))
    return True


hooks.DRAW_REPLACED.register(_stolen, needs=("OpponentDrawStolen",))
