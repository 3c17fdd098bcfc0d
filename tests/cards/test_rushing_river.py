"""Rushing River: 'Kicker—Sacrifice a land. / Return target nonland permanent to its owner's hand. If this spell was
kicked, return another target nonland permanent to its owner's hand.' (702.33a: a kicker cost other than mana;
601.2b-c: the kicker announced before the targets, the second target only the kicked spell's; 702.33d)."""

from __future__ import annotations

from support import board, names, pass_both, use_compiled

from lithoform import Game

CARD = "Rushing River"


def test_it_compiles() -> None:
    assert use_compiled(CARD)


def _game() -> Game:
    use_compiled(CARD)
    return board({"battlefield": [{"card": "Island", "count": 3}, {"card": "Forest", "count": 1, "tapped": True}],
                  "hand": [CARD]},
                 {"battlefield": ["Grizzly Bears", "Icy Manipulator"]})


def test_ruling_unkicked_it_has_one_target() -> None:
    """Ruling (2004-10-04): 'You choose a second target only if you choose to pay the Kicker cost.'"""
    game = _game()
    game.apply(f"cast {game.find(CARD)}")
    assert game.pending.kind == "additional"
    game.apply("additional none")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.kind != "target"
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert names(game, "hand", 1) == ["Grizzly Bears"]
    assert game.find("Icy Manipulator", zone="battlefield")


def test_ruling_kicked_by_sacrificing_a_tapped_land_it_returns_two() -> None:
    """Ruling (2004-10-04): 'You can sacrifice a tapped land.' Kicked, it has a second target (601.2c) and returns
    both (702.33d)."""
    game = _game()
    forest = game.find("Forest")
    game.apply(f"cast {game.find(CARD)}")
    game.apply("additional kicker")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.kind == "target"
    game.apply(f"target {game.find('Icy Manipulator')}")
    while game.pending.kind != "priority":
        options = [str(a) for a in game.legal_actions() if a.kind not in ("cancel", "concede")]
        choice = next((o for o in options if str(forest) in o), None) or next(
            (o for o in options if o.startswith("autopay")), options[0])
        game.apply(choice)
    assert game.find("Forest", zone="graveyard")
    pass_both(game)
    assert sorted(names(game, "hand", 1)) == ["Grizzly Bears", "Icy Manipulator"]


def test_601_2c_with_one_nonland_permanent_it_can_be_cast_unkicked() -> None:
    """601.2c: unkicked it needs only its first target, so one nonland permanent on the battlefield is enough."""
    use_compiled(CARD)
    game = board({"battlefield": [{"card": "Island", "count": 3}], "hand": [CARD]}, {"battlefield": ["Grizzly Bears"]})
    assert f"cast {game.find(CARD)}" in [str(a) for a in game.legal_actions()]
