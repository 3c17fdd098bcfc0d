"""Arboreal Grazer, compiled from its Oracle text: 'When Arboreal Grazer enters the battlefield, you may put a
land card from your hand onto the battlefield tapped.' (608.2d, 110.2a, 305.9; mechanics/put_from_hand)"""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.state.model import BATTLEFIELD

GRAZER = "Arboreal Grazer"


def _cards(game, zone: str) -> list[str]:  # noqa: ANN001
    return [game.state.objects[o].card for o in game.state.zones[zone]]


def test_ruling_it_doesnt_count_as_playing_a_land() -> None:
    """Ruling: 'Arboreal Grazer's effect doesn't count as playing a land. It can put a land card onto the
    battlefield even if you've already played your land for the turn.'"""
    game = board({"battlefield": ["Forest"], "hand": ["Island", GRAZER, "Swamp", "Mountain"]})
    game.apply(next(a for a in game.legal_actions() if a.kind == "play"
                    and game.state.objects[int(a.args[0])].card == "Island"))
    cast(game, GRAZER)
    pass_both(game)  # the Grazer resolves; its ability triggers
    pass_both(game)  # the ability resolves: the choice
    q = game.state.question
    assert q is not None and q.min == 0 and q.max == 1
    assert sorted(game.state.objects[o].card for o in q.options) == ["Mountain", "Swamp"]
    swamp = game.find("Swamp")
    game.apply(f"choose {swamp}")
    swamp = game.find("Swamp")
    assert game.state.objects[swamp].zone == BATTLEFIELD and game.state.objects[swamp].tapped
    assert game.state.objects[swamp].controller == 0
    assert game.state.players[0].lands_played == 1  # 305.9: not a land play
    assert not any(a.kind == "play" for a in game.legal_actions())


def test_you_may_choose_none() -> None:
    game = board({"battlefield": ["Forest"], "hand": [GRAZER, "Swamp"]})
    cast(game, GRAZER)
    pass_both(game)
    pass_both(game)
    game.apply("choose")
    assert "Swamp" in _cards(game, "hand:0")
