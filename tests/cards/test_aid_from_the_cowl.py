"""Aid from the Cowl, compiled from its Oracle text: 'Revolt — At the beginning of your end step, if a permanent you
controlled left the battlefield this turn, reveal the top card of your library. If it's a permanent card, you may put
it onto the battlefield. Otherwise, you may put it on the bottom of your library.' (608.2c: 'otherwise' after a
conditional offer is whether the card was put onto the battlefield, as for Treasure Chest and Matter Reshaper)."""

from __future__ import annotations

from support import P1, board, cast, names, pass_both, pass_until

from lithoform import Game


def _end_step(top: str) -> Game:
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Aid from the Cowl", "Grizzly Bears"],
                  "library": [top, "Island", "Island"]})
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    pass_both(game)  # revolt: Grizzly Bears left the battlefield this turn
    pass_until(game, "end")
    while game.pending.kind == "priority" and game.state.stack:
        pass_both(game)
    return game


def test_declining_to_put_a_permanent_card_onto_the_battlefield_offers_the_bottom() -> None:
    """Ruling: "If the revealed card is not a permanent card or if you choose not to put it onto the battlefield, you
    may put it on the bottom of your library. If you don’t, it remains on top of your library." """
    game = _end_step("Serra Angel")
    assert game.pending.kind == "may", game.pending
    game.apply("no")  # not onto the battlefield
    assert game.pending.kind == "may", game.pending  # the bottom is offered
    game.apply("yes")
    library = [game.state.objects[o].card for o in game.state.zones["library:0"]]
    assert library[-1] == "Serra Angel" and "Serra Angel" not in names(game, "battlefield", P1)


def test_putting_it_onto_the_battlefield_offers_nothing_more() -> None:
    game = _end_step("Serra Angel")
    game.apply("yes")
    assert "Serra Angel" in names(game, "battlefield", P1)
    assert game.pending.kind != "may"
