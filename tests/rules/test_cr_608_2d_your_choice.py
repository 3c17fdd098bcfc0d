"""CR 608.2d: a choice an instruction asks for ('the color of your choice', 'the creature type of your choice')
is made as the spell or ability resolves (mechanics/your_choice, read as 'Choose a color. ... the chosen
color ...'). 105.3: 'becomes [a color]' replaces the object's colors (layer 5); 205.1a: 'becomes [a creature
type]' replaces its creature types (layer 4)."""

from __future__ import annotations

from support import activate, board, cast, resolve_stack

from lithoform import Game


def _answer_choice(game: Game, label: str) -> None:
    """Passes priority until the resolving effect asks for its choice, and picks the option labelled `label`."""
    for _ in range(20):
        p = game.pending
        if p.kind == "choose":
            game.apply(f"choose {p.options[list(p.labels).index(label)]}")
            return
        game.apply("pass")
    raise AssertionError(game.pending)


def test_608_2d_caldera_kavu_becomes_the_color_chosen_on_resolution() -> None:
    """Caldera Kavu ruling: "You choose a color on resolution." '{G}: Caldera Kavu becomes the color of your
    choice until end of turn.' It becomes blue only (105.3: the new color replaces black)."""
    game = board({"battlefield": ["Caldera Kavu", "Forest"]})
    kavu = game.find("Caldera Kavu")
    activate(game, kavu, 2)
    _answer_choice(game, "blue")
    resolve_stack(game)
    assert game.chars(kavu).colors == {"U"}


def test_514_2_the_color_ends_with_the_turn() -> None:
    game = board({"battlefield": ["Rainbow Crow", "Island"]})
    crow = game.find("Rainbow Crow")
    activate(game, crow, 1)
    _answer_choice(game, "red")
    resolve_stack(game)
    assert game.chars(crow).colors == {"R"}
    for _ in range(200):
        if game.state.turn == 4:
            break
        game.apply("pass" if game.pending.kind == "priority" else "done")
    assert game.chars(crow).colors == {"U"}


def test_205_1a_mistform_dreamer_has_only_the_chosen_creature_type() -> None:
    """Mistform Dreamer: '{1}: Mistform Dreamer becomes the creature type of your choice until end of turn.'
    It loses Illusion and becomes a Goblin only (205.1a)."""
    game = board({"battlefield": ["Mistform Dreamer", "Island"]})
    dreamer = game.find("Mistform Dreamer")
    assert "Illusion" in game.chars(dreamer).subtypes
    activate(game, dreamer, 1)
    _answer_choice(game, "Goblin")
    resolve_stack(game)
    assert game.chars(dreamer).subtypes == {"Goblin"}


def test_608_2d_extinction_destroys_the_chosen_creature_type_only() -> None:
    """Extinction: 'Destroy all creatures of the creature type of your choice.'"""
    game = board({"battlefield": [{"card": "Swamp", "count": 5}], "hand": ["Extinction"]},
                 {"battlefield": ["Raging Goblin", "Goblin Piker", "Grizzly Bears"]})
    cast(game, game.find("Extinction"))
    _answer_choice(game, "Goblin")
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="battlefield")
    assert game.find("Raging Goblin", zone="graveyard") and game.find("Goblin Piker", zone="graveyard")


def test_608_2d_root_greevil_chooses_after_being_sacrificed() -> None:
    """Root Greevil: '{2}{G}, {T}, Sacrifice Root Greevil: Destroy all enchantments of the color of your
    choice.' The Greevil is gone as the ability resolves; the choice is the ability's all the same."""
    game = board({"battlefield": ["Root Greevil", {"card": "Forest", "count": 3}]},
                 {"battlefield": ["Pacifism", "Bad Moon"]})
    activate(game, "Root Greevil", 1)
    _answer_choice(game, "white")
    resolve_stack(game)
    assert game.find("Pacifism", zone="graveyard")
    assert game.find("Bad Moon", zone="battlefield")
