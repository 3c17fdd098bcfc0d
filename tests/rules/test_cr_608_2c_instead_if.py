"""CR 608.2c: a spell's later text may change an earlier instruction ('... deals 4 damage instead if ...',
'If ..., ... instead.'); the condition is checked as the spell resolves (mechanics/instead_if)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.cards.tree import IfThen


def _blast(artifacts: int) -> int:
    game = board({"battlefield": ["Mountain"] + ["Ornithopter"] * artifacts, "hand": ["Galvanic Blast"]})
    cast(game, game.find("Galvanic Blast"), "P2")
    pass_both(game)
    return game.state.players[1].life


def test_608_2c_trailing_instead_if_replaces_the_amount_when_the_condition_holds() -> None:
    """Galvanic Blast: 'deals 2 damage to any target.' then 'Metalcraft — ... deals 4 damage instead if you
    control three or more artifacts.'"""
    assert _blast(2) == 18
    assert _blast(3) == 16


def test_608_2c_the_two_lines_compile_to_one_instruction_with_two_outcomes() -> None:
    from lithoform.catalog.registry import get_def

    effect = get_def("Galvanic Blast").faces[0].spell.effect
    assert isinstance(effect, IfThen)
    assert (effect.then.amount, effect.otherwise.amount) == (4, 2)


def test_608_2c_instead_if_a_whole_instruction_is_replaced() -> None:
    """Hunger of the Howlpack: 'Put a +1/+1 counter on target creature.' then 'Morbid — Put three +1/+1
    counters on that creature instead if a creature died this turn.'"""
    for died, expected in ((False, 1), (True, 3)):
        game = board({"battlefield": ["Forest", "Mountain", "Grizzly Bears", "Memnite"],
                      "hand": ["Hunger of the Howlpack", "Shock"]})
        bears = game.find("Grizzly Bears")
        if died:
            cast(game, game.find("Shock"), game.find("Memnite"))
            pass_both(game)
        cast(game, game.find("Hunger of the Howlpack"), bears)
        pass_both(game)
        assert game.state.objects[bears].counter("+1/+1") == expected


def test_608_2c_leading_if_instead_on_the_next_line_too() -> None:
    """Fiery Impulse: 'deals 2 damage to target creature.' then 'Spell mastery — If there are two or more
    instant and/or sorcery cards in your graveyard, Fiery Impulse deals 3 damage instead.'"""
    for graveyard, survives in (([], True), (["Shock", "Opt"], False)):
        game = board({"battlefield": ["Mountain"], "hand": ["Fiery Impulse"], "graveyard": graveyard},
                     {"battlefield": ["Centaur Courser"]})
        courser = game.find("Centaur Courser")
        cast(game, game.find("Fiery Impulse"), courser)
        pass_both(game)
        assert (courser in game.zone("battlefield")) == survives
