"""Kozilek's Return: "Devoid. Kozilek's Return deals 2 damage to each creature. Whenever you cast an Eldrazi
creature spell with mana value 7 or greater, you may exile Kozilek's Return from your graveyard. If you do,
Kozilek's Return deals 5 damage to each creature." (113.6m: the trigger functions in the graveyard; 603.2)."""

from __future__ import annotations

from support import battlefield_names, board, cast, names, pass_both

from lithoform import Game

P1, P2 = 0, 1


def _cast_crusher(where: str) -> Game:
    zones = {"hand": ["Ulamog's Crusher"], "graveyard": []}
    zones[where].append("Kozilek's Return")
    game = board({"battlefield": [{"card": "Mountain", "count": 8}], **zones},
                 {"battlefield": ["Hill Giant", "Craw Wurm"]})
    cast(game, game.find("Ulamog's Crusher"))
    return game


def test_kozileks_return_triggers_from_the_graveyard_and_resolves_before_the_eldrazi() -> None:
    """Ruling: "The last ability triggers only if Kozilek's Return is in your graveyard as you cast the Eldrazi
    creature spell. That ability will resolve before the Eldrazi creature spell does. In other words, that
    Eldrazi won't be on the battlefield yet and won't be dealt damage by Kozilek's Return." """
    game = _cast_crusher("graveyard")
    assert game.pending.kind == "priority" and len(game.state.stack) == 2
    pass_both(game)
    assert game.pending.kind != "priority"  # 'you may exile ...'
    game.apply("yes")
    assert names(game, "exile", P1) == ["Kozilek's Return"]
    assert battlefield_names(game, P2) == []  # 5 damage: the 3/3 and the 6/4 die
    pass_both(game)
    assert "Ulamog's Crusher" in battlefield_names(game, P1)


def test_kozileks_return_declined_stays_in_the_graveyard_and_deals_no_damage() -> None:
    """'If you do': declining to exile it, nothing is dealt."""
    game = _cast_crusher("graveyard")
    pass_both(game)
    game.apply("no")
    assert names(game, "graveyard", P1) == ["Kozilek's Return"]
    assert battlefield_names(game, P2) == ["Craw Wurm", "Hill Giant"]


def test_kozileks_return_in_hand_doesnt_trigger() -> None:
    """113.6m: the ability moves the card out of the graveyard, so it functions only there."""
    game = _cast_crusher("hand")
    assert len(game.state.stack) == 1
