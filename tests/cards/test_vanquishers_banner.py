"""Vanquisher's Banner, compiled from its Oracle text, and its rulings in games.

Oracle text: As Vanquisher's Banner enters the battlefield, choose a creature type. / Creatures you control
of the chosen type get +1/+1. / Whenever you cast a creature spell of the chosen type, draw a card."""

from __future__ import annotations

from support import board, cast, controlled, hand_size, pass_both, pay_with, pt

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

BANNER = "Vanquisher's Banner"


def _banner_choosing(game: Game, option: str) -> None:
    cast(game, BANNER, pay=False)
    pay_with(game, *controlled(game, "Island"))
    pass_both(game)
    game.apply(f"choose {game.pending.labels.index(option)}")


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(BANNER)).card is not None


def test_the_choice_is_made_as_it_enters_and_the_bonus_applies_immediately() -> None:
    """Ruling (2017-09-29): 'The choice of creature type is made as Vanquisher's Banner enters the
    battlefield. Players can't respond to this choice. The bonus starts applying immediately.'"""
    game = board({"battlefield": [{"card": "Island", "count": 5}, "Llanowar Elves"], "hand": [BANNER]})
    cast(game, BANNER)
    pass_both(game)
    assert game.pending.kind == "choose"  # no priority between the spell resolving and the choice
    game.apply(f"choose {game.pending.labels.index('Elf')}")
    assert not game.state.zones["stack"]
    assert pt(game, game.find("Llanowar Elves")) == (2, 2)


def test_the_draw_trigger_resolves_before_the_creature_spell() -> None:
    """Ruling (2017-09-29): 'The last ability of Vanquisher's Banner resolves before the spell that caused it
    to trigger. The ability will resolve even if the creature spell is countered.'"""
    game = board({"battlefield": [{"card": "Island", "count": 5}, {"card": "Forest", "count": 4}],
                  "hand": [BANNER, "Llanowar Elves", "Grizzly Bears"]})
    _banner_choosing(game, "Elf")
    before = hand_size(game)
    cast(game, "Llanowar Elves")
    stack = game.state.zones["stack"]
    assert len(stack) == 2  # the trigger above the Elves spell
    pass_both(game)
    assert hand_size(game) == before  # the trigger resolved: one card drawn (the Elves left the hand)
    assert game.state.objects[game.state.zones["stack"][-1]].card == "Llanowar Elves"
    pass_both(game)
    cast(game, "Grizzly Bears")  # not the chosen type: no trigger
    assert len(game.state.zones["stack"]) == 1
