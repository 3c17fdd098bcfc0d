"""Masked Vandal, compiled from its Oracle text: 'When Masked Vandal enters the battlefield, you may exile a
creature card from your graveyard. If you do, exile target artifact or enchantment an opponent controls.'
(608.2c 'if you do'; 406.2; mechanics/graveyard_exile)"""

from __future__ import annotations

from support import board, cast, pass_both

VANDAL = "Masked Vandal"


def _vandal(graveyard: list[str]):  # noqa: ANN202
    game = board({"battlefield": ["Forest", "Forest"], "hand": [VANDAL], "graveyard": graveyard},
                 {"battlefield": ["Ornithopter"]})
    cast(game, VANDAL)
    pass_both(game)  # the Vandal resolves; its trigger needs a target (603.3d)
    game.apply(f"target {game.find('Ornithopter')}")
    return game


def test_ruling_the_card_is_chosen_as_it_resolves_and_then_the_target_is_exiled() -> None:
    """Ruling: 'You choose the target artifact or enchantment an opponent controls as you put the triggered
    ability on the stack. Once the ability starts resolving, you choose which creature card to exile from
    your graveyard, if any.'"""
    game = _vandal(["Grizzly Bears", "Shock"])
    pass_both(game)
    game.apply("yes")
    assert [game.state.objects[o].card for o in game.state.zones["exile"]] == ["Grizzly Bears", "Ornithopter"]


def test_with_no_creature_card_nothing_is_exiled() -> None:
    game = _vandal(["Shock"])
    pass_both(game)
    game.apply("yes")
    assert not game.state.zones["exile"]
    assert game.find("Ornithopter") in game.state.zones["battlefield"]
