"""614.12, 614.1c, 607.2d, 400.7: 'As ~ enters, choose a color / a creature type' is a replacement effect
that modifies how the permanent enters: its controller makes the choice as it enters, before it is on the
battlefield, and the permanent's other abilities refer to 'the chosen color' or 'the chosen type'. A
permanent that leaves the battlefield and returns is a new object with no memory of its old choice (400.7)."""

from __future__ import annotations

from support import board, cast, events, names, pass_both, pt

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card
from lithoform.mechanics.enters_choice.nodes import AsEntersChoose
from lithoform.rules.continuous.chosen import chosen_value

BANNER = "Vanquisher's Banner"


def _cast_and_choose(game: Game, card: str, option: str) -> None:
    cast(game, card)
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.player == 0, p
    game.apply(f"choose {p.labels.index(option)}")


def test_614_12_the_ability_compiles_to_a_choice_made_as_it_enters() -> None:
    for card, kind in ((BANNER, "creature type"), ("Hall of Triumph", "color")):
        compiled = compile_card(get_card(card))
        assert compiled.card is not None, compiled.unparsed
        assert AsEntersChoose(kind, f"As {card} enters the battlefield, choose a {kind}.") in compiled.card.faces[0].abilities


def test_614_12_the_choice_is_made_as_it_enters_before_it_is_on_the_battlefield() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 5}, "Llanowar Elves"], "hand": [BANNER]})
    cast(game, BANNER)
    pass_both(game)
    assert game.pending.kind == "choose" and "614.12" in game.pending.prompt
    assert BANNER not in [game.state.objects[o].card for o in game.state.zones["battlefield"]]
    assert "Elf" in game.pending.labels[:3]  # the types among the player's own cards are offered first
    game.apply(f"choose {game.pending.labels.index('Elf')}")
    assert BANNER in names(game, "battlefield")
    assert events(game, "as_enters_choice")


def test_607_2d_creatures_of_the_chosen_type_get_the_bonus_others_dont() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 5}, "Llanowar Elves", "Grizzly Bears"],
                  "hand": [BANNER]}, {"battlefield": ["Elvish Mystic"]})
    _cast_and_choose(game, BANNER, "Elf")
    assert pt(game, game.find("Llanowar Elves")) == (2, 2)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)  # a Bear: not the chosen type
    assert pt(game, game.find("Elvish Mystic")) == (1, 1)  # 'you control'


def test_607_2d_the_chosen_color() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 6}, "Llanowar Elves", "Merfolk of the Pearl Trident"],
                  "hand": ["Hall of Triumph"]})
    _cast_and_choose(game, "Hall of Triumph", "blue")
    assert pt(game, game.find("Merfolk of the Pearl Trident")) == (2, 2)
    assert pt(game, game.find("Llanowar Elves")) == (1, 1)


def test_614_12_a_permanent_set_up_directly_has_chosen_nothing_and_gives_no_bonus() -> None:
    game = board({"battlefield": [BANNER, "Llanowar Elves", "Grizzly Bears"]})
    assert chosen_value(game.state, game.find(BANNER), "creature type") is None
    assert pt(game, game.find("Llanowar Elves")) == (1, 1)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)


def test_400_7_a_permanent_that_returns_is_a_new_object_and_chooses_again() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 12}, "Llanowar Elves", "Grizzly Bears"],
                  "hand": [BANNER, "Boomerang"]})
    _cast_and_choose(game, BANNER, "Elf")
    first = game.find(BANNER)
    cast(game, "Boomerang", first)
    pass_both(game)
    assert BANNER in names(game, "hand")
    assert pt(game, game.find("Llanowar Elves")) == (1, 1)
    _cast_and_choose(game, BANNER, "Bear")
    assert game.find(BANNER) != first
    assert chosen_value(game.state, game.find(BANNER), "creature type") == "Bear"
    assert pt(game, game.find("Llanowar Elves")) == (1, 1)
    assert pt(game, game.find("Grizzly Bears")) == (3, 3)
