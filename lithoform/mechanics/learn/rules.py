"""Learn (701.48), the rules part.

701.48a: 'You may discard a card. If you do, draw a card. If you didn't discard a card, you may reveal a Lesson
card you own from outside the game and put it into your hand.' The first part is the core's 'you may ...; if you
do, ...' (MayThen, 608.2c); the Lesson comes from the player's sideboard (400.11a, mechanics/outside_game).
Ruling (Cram Session): 'If instructed to learn, you may do nothing. Discarding a card and putting a Lesson card
into your hand are both optional.'"""

from __future__ import annotations

from lithoform.cards.tree import Discard, DrawCards, Filter, MayThen
from lithoform.mechanics.learn.nodes import Learn
from lithoform.mechanics.outside_game.rules import offer_from_outside
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect, run_effect

LESSON = Filter(subtypes=("Lesson",))  # 'a Lesson card' (205.3k: Lesson is a spell type)


def _learn(ctx: Ctx, e: Learn) -> None:
    for player in players_of(ctx, e.who):
        before = len(ctx.discarded)
        run_effect(ctx, MayThen(Discard(1, e.who), DrawCards(1, e.who)))
        if len(ctx.discarded) > before:  # 701.48a: a card was discarded, so no Lesson
            continue
        offer_from_outside(ctx, player, LESSON, "reveal a Lesson card you own from outside the game? (701.48a)",
                           purpose="lesson")


register_effect(Learn, _learn)
