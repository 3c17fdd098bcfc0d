"""Sanctum of Ugin, compiled from its Oracle text: 'Whenever you cast a colorless spell with mana value 7 or
greater, you may sacrifice Sanctum of Ugin. If you do, search your library for a colorless creature card,
reveal it, put it into your hand, then shuffle.' (105.2c: colorless is having no color)"""

from __future__ import annotations

from support import board, cast

SANCTUM = "Sanctum of Ugin"


def test_105_2c_a_colorless_seven_drop_triggers_it() -> None:
    game = board({"battlefield": [SANCTUM] + ["Wastes"] * 8, "hand": ["Meteor Golem"], "library": ["Ornithopter", "Grizzly Bears"]})
    cast(game, "Meteor Golem")  # {7}, colorless, mana value 7
    assert any(game.state.objects[o].source_name == SANCTUM for o in game.state.stack
               if hasattr(game.state.objects[o], "source_name"))


def test_105_2c_a_colored_spell_doesnt() -> None:
    game = board({"battlefield": [SANCTUM] + ["Forest"] * 8, "hand": ["Craterhoof Behemoth"]})
    cast(game, "Craterhoof Behemoth")  # {5}{G}{G}{G}: green
    assert len(game.state.stack) == 1


def test_it_finds_a_colorless_creature_card_only() -> None:
    from support import pass_both

    game = board({"battlefield": [SANCTUM] + ["Wastes"] * 8, "hand": ["Meteor Golem"],
                  "library": ["Ornithopter", "Grizzly Bears", "Sol Ring"]})
    cast(game, "Meteor Golem")
    pass_both(game)  # the Sanctum's trigger resolves
    game.apply("yes")  # sacrifice it
    q = game.state.question
    assert q is not None and [game.state.objects[o].card for o in q.options] == ["Ornithopter"]
