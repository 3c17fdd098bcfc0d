"""Voltage Surge ({R} instant), compiled from its Oracle text: "As an additional cost to cast this spell, you may
sacrifice an artifact. / Voltage Surge deals 2 damage to target creature or planeswalker. If this spell's additional
cost was paid, Voltage Surge deals 4 damage instead." (601.2b: an optional additional cost, announced as the spell
is cast; 601.2h: the artifact sacrificed while paying; mechanics/optional_costs). The card has no rulings."""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform import Game

SURGE = "Voltage Surge"
use_compiled(SURGE)


def _game(mine: list[str]) -> Game:
    return board({"hand": [SURGE], "battlefield": ["Mountain", *mine]}, {"battlefield": ["Colossal Dreadmaw"]})


def _cast(game: Game, pay: bool) -> list[str]:
    """Casts Voltage Surge at Colossal Dreadmaw, paying the optional cost when `pay`; returns the questions asked
    about it."""
    asked = []
    game.apply(f"cast {game.find(SURGE, zone='hand')}")
    while game.pending.kind == "additional":
        asked.append(game.pending.prompt)
        game.apply(f"additional {game.pending.labels[0] if pay else 'none'}")
    game.apply(f"target {game.find('Colossal Dreadmaw')}")
    if game.pending.kind == "sacrifice":
        game.apply(f"sacrifice {game.find('Ornithopter')}")
    game.apply("autopay")
    return asked


def _damage(game: Game) -> int:
    return game.state.objects[game.find("Colossal Dreadmaw")].damage


def test_without_the_additional_cost_it_deals_2_damage() -> None:
    game = _game(["Ornithopter"])
    assert len(_cast(game, pay=False)) == 1  # asked, declined (601.2b)
    pass_both(game)
    assert _damage(game) == 2
    assert game.state.objects[game.find("Ornithopter")].zone == "battlefield"


def test_sacrificing_an_artifact_as_it_is_cast_makes_it_deal_4_damage() -> None:
    """601.2b, 601.2h: the artifact is sacrificed as the spell is cast, before it resolves."""
    game = _game(["Ornithopter"])
    _cast(game, pay=True)
    assert game.state.objects[game.find("Ornithopter")].zone == "graveyard"
    pass_both(game)
    assert _damage(game) == 4


def test_with_no_artifact_the_cost_is_not_offered() -> None:
    """601.2b: an additional cost that can't be paid isn't announced; the spell deals 2."""
    game = _game(["Grizzly Bears"])
    assert _cast(game, pay=True) == []
    pass_both(game)
    assert _damage(game) == 2
