"""Matter Reshaper, compiled from its Oracle text: 'When Matter Reshaper dies, reveal the top card of your library.
You may put that card onto the battlefield if it's a permanent card with mana value 3 or less. Otherwise, put that
card into your hand.' (701.20a reveal; 608.2c the condition and the 'otherwise' branch; 202.3 mana value)."""

from __future__ import annotations

from support import P1, board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Matter Reshaper")


def _dies(top: str) -> Game:
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain", "Matter Reshaper"],
                  "library": [top, "Island", "Island"]})
    cast(game, "Lightning Bolt", game.find("Matter Reshaper"))
    pass_both(game)  # Bolt resolves, Reshaper dies: its trigger goes on the stack
    pass_both(game)
    return game


def test_a_permanent_card_with_mana_value_3_or_less_may_be_put_onto_the_battlefield() -> None:
    game = _dies("Grizzly Bears")
    assert game.pending.kind == "may", game.pending
    game.apply("yes")
    assert "Grizzly Bears" in names(game, "battlefield", P1)
    assert "Grizzly Bears" not in names(game, "hand", P1)


def test_if_you_dont_put_the_card_onto_the_battlefield_you_put_it_into_your_hand() -> None:
    """Ruling: "If you don’t put the card onto the battlefield for any reason, you put the card into your hand." """
    game = _dies("Grizzly Bears")
    assert game.pending.kind == "may", game.pending
    game.apply("no")
    assert names(game, "hand", P1) == ["Grizzly Bears"]
    assert "Grizzly Bears" not in names(game, "battlefield", P1)


def test_a_card_that_isnt_a_permanent_card_or_has_mana_value_over_3_goes_into_the_hand() -> None:
    """'Otherwise': an instant, or a permanent card with mana value 4, is put into the hand with no choice."""
    for top in ("Lightning Bolt", "Serra Angel"):
        game = _dies(top)
        assert game.pending.kind == "priority"
        assert names(game, "hand", P1) == [top]
