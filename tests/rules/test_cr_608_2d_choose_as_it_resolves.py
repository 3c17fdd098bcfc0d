"""608.2d, 607.2d: 'Choose a color.' / 'Choose a creature type.' as an instruction: the controller chooses as the
spell resolves, and 'of the chosen type', 'of that color' later in its text read that choice."""

from __future__ import annotations

from support import board, cast, events, hand_size, names, pass_both, pt

from lithoform import Game
from lithoform.rules.continuous.characteristics import chars


def _choose(game: Game, option: str) -> None:
    p = game.pending
    assert p.kind == "choose" and "608.2d" in p.prompt, p
    game.apply(f"choose {p.labels.index(option)}")


def test_608_2d_distant_melody_draws_for_each_permanent_of_the_chosen_type() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 4}, "Llanowar Elves", "Elvish Mystic",
                                  "Grizzly Bears"], "hand": ["Distant Melody"]})
    before = hand_size(game, 0)
    cast(game, "Distant Melody")
    pass_both(game)
    _choose(game, "Elf")
    assert hand_size(game, 0) == before - 1 + 2  # two Elves: two cards
    assert events(game, "chosen_now")


def test_607_2d_outbreak_all_creatures_of_that_type_get_minus_one() -> None:
    game = board({"battlefield": [{"card": "Swamp", "count": 4}, "Llanowar Elves", "Grizzly Bears"],
                  "hand": ["Outbreak"]}, {"battlefield": ["Elvish Mystic"]})
    game.apply(f"cast {game.find('Outbreak')}")
    game.apply("alternative none")  # the mana cost
    game.apply("autopay")
    pass_both(game)
    _choose(game, "Elf")
    assert "Llanowar Elves" in names(game, "graveyard", 0)
    assert "Elvish Mystic" in names(game, "graveyard", 1)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)


def test_607_2d_sudden_demise_deals_x_damage_to_each_creature_of_the_chosen_color() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 3}, "Grizzly Bears"], "hand": ["Sudden Demise"]},
                 {"battlefield": ["Merfolk of the Pearl Trident", "Savannah Lions"]})
    cast(game, "Sudden Demise", x=1)
    pass_both(game)
    _choose(game, "blue")
    assert "Merfolk of the Pearl Trident" in names(game, "graveyard", 1)
    assert "Savannah Lions" in names(game, "battlefield", 1)
    assert "Grizzly Bears" in names(game, "battlefield", 0)


def test_702_16_brave_the_elements_white_creatures_gain_protection_from_the_chosen_color() -> None:
    """Brave the Elements: "Choose a color. White creatures you control gain protection from the chosen color
    until end of turn." """
    game = board({"battlefield": ["Plains", "Savannah Lions", "Grizzly Bears"], "hand": ["Brave the Elements"]})
    cast(game, "Brave the Elements")
    pass_both(game)
    _choose(game, "red")
    assert "protection from red" in chars(game.state, game.find("Savannah Lions")).keywords
    assert "protection from red" not in chars(game.state, game.find("Grizzly Bears")).keywords
