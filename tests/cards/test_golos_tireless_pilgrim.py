"""Golos, Tireless Pilgrim: "{2}{W}{U}{B}{R}{G}: Exile the top three cards of your library. You may play them this
turn without paying their mana costs." (406.2, 601.3, 118.9; mechanics/exile_to_play)"""

from __future__ import annotations

from support import activate, board, pass_until, resolve_top, use_compiled

from lithoform import Game

use_compiled("Golos, Tireless Pilgrim")

GOLOS = "Golos, Tireless Pilgrim"
MANA = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Forest", "Forest"]


def _golos(library: list[str], **p1: object) -> Game:
    game = board({"battlefield": [GOLOS, *MANA], "library": library, **p1})
    activate(game, game.find(GOLOS), 1)
    resolve_top(game)
    return game


def _plays(game: Game) -> dict[str, str]:
    return {game.state.objects[a.args[0]].card: str(a) for a in game.legal_actions() if a.kind in ("cast", "play")}


def test_exiles_three_and_each_may_be_played_without_paying_its_mana_cost() -> None:
    """The spells are cast for no mana (118.9: an alternative cost): Serra Angel with every land tapped."""
    game = _golos(["Serra Angel", "Forest", "Lightning Bolt", "Plains"])
    assert sorted(game.state.objects[o].card for o in game.state.zones["exile"]) == [
        "Forest", "Lightning Bolt", "Serra Angel"]
    assert set(_plays(game)) == {"Serra Angel", "Forest", "Lightning Bolt"}
    game.apply(_plays(game)["Serra Angel"])
    resolve_top(game)
    assert "Serra Angel" in [game.state.objects[o].card for o in game.state.zones["battlefield"]]


def test_ruling_cards_not_played_remain_in_exile_and_the_permission_ends_with_the_turn() -> None:
    """Ruling (2019-07-12): "If you don't play some or all of the cards exiled with Golos's last ability, those
    cards remain in exile." ('this turn': the permission is gone in the next turn.)"""
    game = _golos(["Serra Angel", "Forest", "Lightning Bolt"] + ["Plains"] * 10)
    pass_until(game, "main1", turn=5)
    assert sorted(game.state.objects[o].card for o in game.state.zones["exile"]) == [
        "Forest", "Lightning Bolt", "Serra Angel"]
    assert _plays(game).keys().isdisjoint({"Serra Angel", "Forest", "Lightning Bolt"})


def test_ruling_timing_and_land_plays_still_apply() -> None:
    """Ruling (2019-07-12): "Golos's last ability doesn't change when you can play the exiled cards. For example,
    if you exile a sorcery card, you can cast it only during your main phase when the stack is empty. If you
    exile a land card, you can play it only during your main phase and only if you have an available land play
    remaining." """
    game = _golos(["Divination", "Forest", "Plains"], hand=["Mountain"])
    game.apply(f"play {game.find('Mountain', zone='hand')}")  # the turn's land play
    assert "Forest" not in _plays(game) and "Plains" not in _plays(game)
    game.apply("pass")
    assert game.pending.player == 1  # P2 has priority: a sorcery can't be cast now
    assert "Divination" not in _plays(game)


def test_ruling_x_is_zero_when_cast_without_paying_its_mana_cost() -> None:
    """Ruling (2019-07-12): "If a spell has {X} in its mana cost, you must choose 0 as the value of X when casting
    it without paying its mana cost." Fireball ({X}{R}) cast this way deals 0 damage."""
    game = _golos(["Fireball", "Plains", "Plains"])
    game.apply(_plays(game)["Fireball"])
    game.apply("target -2")
    while game.pending.kind == "target":
        game.apply("done")
    resolve_top(game)
    assert game.state.players[1].life == 20
    cast = next(e for e in game.state.events() if e.kind == "cast")
    assert cast.args.get("card") == "Fireball"
