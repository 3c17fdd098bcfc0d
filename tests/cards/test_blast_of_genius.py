"""Blast of Genius: 'Choose any target. Draw three cards, then discard a card. Blast of Genius deals damage
equal to the discarded card's mana value to that permanent or player.' (115.4: any target, 601.2c)."""

from __future__ import annotations

from support import board, cast, names, pass_both, resolve_stack

LANDS = ["Island"] * 3 + ["Mountain"] * 3


def test_cr_115_4_the_chosen_any_target_is_dealt_the_damage() -> None:
    """115.4: 'any target' is a creature, player, planeswalker or battle; 'that permanent or player' is it."""
    game = board({"battlefield": LANDS, "hand": ["Blast of Genius"], "library": ["Shivan Dragon", "Island", "Island"]})
    game.apply(f"cast {game.find('Blast of Genius')}")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    game.apply(f"choose {game.pending.options[0]}")  # the first card drawn: Shivan Dragon, mana value 6
    assert names(game, "graveyard") == ["Blast of Genius", "Shivan Dragon"]
    assert game.state.players[1].life == 14


def test_ruling_an_illegal_target_means_no_cards_are_drawn() -> None:
    """Ruling (2018-12-07): 'If the target permanent or player becomes an illegal target for Blast of Genius,
    the spell doesn't resolve. You don't draw or discard any cards.'"""
    game = board({"battlefield": LANDS, "hand": ["Blast of Genius"], "library": ["Shivan Dragon", "Island", "Island"]},
                 {"battlefield": ["Grizzly Bears", "Island"], "hand": ["Unsummon"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Blast of Genius')}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    game.apply("pass")
    cast(game, "Unsummon", bears)  # P2 returns the target before Blast of Genius resolves
    resolve_stack(game)
    assert names(game, "hand") == []
    assert len(game.zone("library", 0)) == 3
    assert names(game, "graveyard") == ["Blast of Genius"]
