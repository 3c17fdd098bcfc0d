"""'Exile the top N cards of your library' as a cost (601.2h, 602.2b, 118.3; mechanics/graveyard_exile), compiled
from the Oracle text: Arc-Slogger, Royal Herbalist."""

from __future__ import annotations

from support import board, can_activate, life, names, pass_both

from lithoform import Game


def _pay_exiles(game: Game) -> None:
    """601.2h: each card exiled is the library's top card as it is paid (the only option)."""
    while game.pending.kind == "exile":
        assert len(game.pending.options) == 1
        game.apply(f"exile {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_cr_601_2h_arc_slogger_exiles_the_top_ten_cards() -> None:
    library = ["Island" for _ in range(12)]
    game = board({"battlefield": ["Arc-Slogger", "Mountain"], "library": library}, {})
    slogger = game.find("Arc-Slogger", zone="battlefield")
    game.apply(f"activate {slogger} 1")
    game.apply("target P2")
    _pay_exiles(game)
    assert len(game.zone("library", 0)) == 2
    assert names(game, "exile", 0) == ["Island"] * 10
    pass_both(game)
    assert life(game, 1) == 18


def test_cr_118_3_unpayable_with_too_few_cards_in_library() -> None:
    """118.3: a cost can't be paid without the resources: nine cards can't pay 'exile the top ten cards'."""
    game = board({"battlefield": ["Arc-Slogger", "Mountain"], "library": ["Island"] * 9}, {})
    assert not can_activate(game, game.find("Arc-Slogger", zone="battlefield"))


def test_royal_herbalist_exiles_the_top_card() -> None:
    game = board({"battlefield": ["Royal Herbalist", "Plains", "Plains"], "library": ["Forest", "Island"]}, {})
    game.apply(f"activate {game.find('Royal Herbalist', zone='battlefield')} 1")
    _pay_exiles(game)
    assert names(game, "exile", 0) == ["Forest"]
    pass_both(game)
    assert life(game, 0) == 21
