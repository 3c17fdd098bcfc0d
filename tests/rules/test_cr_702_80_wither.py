"""CR 702.80a, 120.3d-e: damage dealt to a creature by a source with wither isn't marked: its controller puts
that many -1/-1 counters on the creature (Boggart Ram-Gang, 3/3). Damage it deals to a player is ordinary
(120.3a)."""

from __future__ import annotations

from support import board

from lithoform import Game

RAM_GANG = "Boggart Ram-Gang"


def _fight(theirs: list) -> Game:
    game = board({"battlefield": [RAM_GANG]}, {"battlefield": theirs}, step="beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack {game.find(RAM_GANG)} P2")
    game.apply("done")
    while game.pending.kind == "priority" and game.state.step != "main2":
        game.apply("pass")
    return game


def _to_main2(game: Game) -> None:
    while game.state.step != "main2":
        game.apply("pass")


def test_702_80a_a_blocker_gets_minus_counters_not_damage():
    game = _fight(["Craw Wurm"])
    wurm = game.find("Craw Wurm")
    game.apply(f"block {wurm} {game.find(RAM_GANG)}")
    game.apply("done")
    _to_main2(game)
    obj = game.state.objects[wurm]
    assert obj.counter("-1/-1") == 3 and obj.damage == 0
    assert (game.chars(wurm).power, game.chars(wurm).toughness) == (3, 1)


def test_702_80a_damage_to_a_player_is_life_loss():
    game = _fight([])
    _to_main2(game)
    assert game.state.players[1].life == 17 and game.state.players[1].poison == 0
