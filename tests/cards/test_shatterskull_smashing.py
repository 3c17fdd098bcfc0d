"""Shatterskull Smashing // Shatterskull, the Hammer Pass (modal double-faced, 712): 'Shatterskull Smashing deals X
damage divided as you choose among up to two target creatures and/or planeswalkers. If X is 6 or more, Shatterskull
Smashing deals twice X damage divided as you choose among them instead.' / 'As Shatterskull, the Hammer Pass enters
the battlefield, you may pay 3 life. If you don't, it enters the battlefield tapped.' (601.2d, 608.2c, 115.1d)."""

from __future__ import annotations

from support import board, lands, life, pass_both, use_compiled

from lithoform import Game

CARD = "Shatterskull Smashing // Shatterskull, the Hammer Pass"
FRONT = "Shatterskull Smashing"


def test_it_compiles() -> None:
    assert use_compiled(CARD)


def _announce(game: Game, x: int, targets: list[int]) -> int:
    game.apply(f"cast {game.find(FRONT)}")
    spell = game.state.announcing
    game.apply(f"x {x}")
    for t in targets:
        game.apply(f"target {t}")
    if game.pending.kind == "target":
        game.apply("done")
    return spell


def _board(mountains: int) -> Game:
    use_compiled(CARD)
    return board({"battlefield": [lands("Mountain", mountains)], "hand": [CARD]},
                 {"battlefield": ["Serra Angel", "Colossal Dreadmaw"]})


def test_ruling_two_targets_each_get_at_least_one() -> None:
    """Ruling (2020-09-25): 'You divide the damage as you cast Shatterskull Smashing, not as it resolves. If you
    choose two targets, each target must be assigned at least 1 damage.'"""
    game = _board(5)
    angel, dreadmaw = game.find("Serra Angel"), game.find("Colossal Dreadmaw")
    _announce(game, 3, [angel, dreadmaw])
    assert game.pending.kind == "divide"
    assert [a.args for a in game.legal_actions() if a.kind == "divide"] == [(1,), (2,)]
    game.apply("divide 2 1")
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[angel].damage == 2 and game.state.objects[dreadmaw].damage == 1


def test_ruling_x_of_6_or_more_divides_twice_x() -> None:
    """Ruling (2020-09-25): 'If X is 6 or more, you divide twice X damage; you don't assign X damage and then
    double that damage.'"""
    game = _board(8)
    angel, dreadmaw = game.find("Serra Angel"), game.find("Colossal Dreadmaw")
    _announce(game, 6, [angel, dreadmaw])
    assert game.pending.kind == "divide"
    game.apply("divide 5 7")  # 12 in all: twice X
    game.apply("autopay")
    pass_both(game)
    assert game.find("Serra Angel", zone="graveyard") and game.find("Colossal Dreadmaw", zone="graveyard")


def test_115_1d_up_to_two_targets_allows_none() -> None:
    """115.1d: 'up to two' targets: it may be cast with none (and deals no damage)."""
    game = _board(3)
    _announce(game, 1, [])
    game.apply("autopay")
    pass_both(game)
    assert game.find(FRONT, zone="graveyard")
    assert game.state.objects[game.find("Serra Angel")].damage == 0


def test_land_face_enters_tapped_unless_three_life_paid() -> None:
    """712.11b, 614.12: played as its back face, it asks for 3 life as it enters; without it, it is tapped."""
    use_compiled(CARD)
    game = board({"hand": [CARD]}, {})
    game.apply(f"play {game.find(FRONT)} 1")
    assert game.pending is not None
    options = [str(a) for a in game.legal_actions()]
    assert any("yes" in o or "pay" in o for o in options), options
    game.apply(next(o for o in options if "yes" in o or "pay" in o))
    land = game.find("Shatterskull, the Hammer Pass")
    assert not game.state.objects[land].tapped and life(game, 0) == 17
