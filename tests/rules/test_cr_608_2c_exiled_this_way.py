"""CR 608.2c, 608.2h: 'If a creature card was exiled this way, each opponent loses 1 life and you gain 1 life.'
(Graveyard Trespasser) and 'For each creature card exiled this way, ...' (Graveyard Glutton;
mechanics/exiled_this_way): what the resolving ability exiled, matched as it was before it was exiled."""

from __future__ import annotations

from support import board, cast, pass_both

TRESPASSER = "Graveyard Trespasser // Graveyard Glutton"


def _trespasser_exiles(card: str):
    game = board({"battlefield": [{"card": "Swamp", "count": 3}], "hand": [TRESPASSER]}, {"graveyard": [card]})
    cast(game, "Graveyard Trespasser")
    pass_both(game)  # the creature spell resolves; its trigger asks for its target
    target = game.find(card, zone="graveyard")
    game.apply(f"target {target}")
    if game.pending.kind == "target":
        game.apply("done")
    pass_both(game)
    return game


def test_608_2c_a_creature_card_exiled_drains_1() -> None:
    game = _trespasser_exiles("Grizzly Bears")
    assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("exile")]
    assert (game.state.players[0].life, game.state.players[1].life) == (21, 19)


def test_608_2c_a_noncreature_card_exiled_nothing_more() -> None:
    game = _trespasser_exiles("Shock")
    assert "Shock" in [game.chars(o).name for o in game.zone("exile")]
    assert (game.state.players[0].life, game.state.players[1].life) == (20, 20)


def test_107_1_for_each_creature_card_exiled_this_way() -> None:
    """At night Graveyard Trespasser enters as Graveyard Glutton (its daybound ruling: 'If it is night,
    permanents with daybound ... will enter with their nightbound faces up'): 'exile up to two target cards
    from graveyards. For each creature card exiled this way, each opponent loses 1 life and you gain 1 life.'"""
    game = board({"battlefield": [{"card": "Swamp", "count": 3}], "hand": [TRESPASSER]},
                 {"graveyard": ["Grizzly Bears", "Hill Giant", "Shock"]})
    game.state.day_night = "night"
    cast(game, "Graveyard Trespasser")
    pass_both(game)
    assert game.chars(game.zone("battlefield")[-1]).name == "Graveyard Glutton"
    game.apply(f"target {game.find('Grizzly Bears', zone='graveyard')}")
    game.apply(f"target {game.find('Hill Giant', zone='graveyard')}")
    pass_both(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (22, 18)
