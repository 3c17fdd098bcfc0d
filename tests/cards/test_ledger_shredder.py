"""Ledger Shredder, compiled from its Oracle text: 'Flying. Whenever a player casts their second spell each
turn, Ledger Shredder connives. (Draw a card, then discard a card. If you discarded a nonland card, put a
+1/+1 counter on this creature.)' The card database (April 2022) has no rulings for it: the test checks the
reminder text, which states 701.50a."""

from __future__ import annotations

from support import board, cast, pass_both


def test_reminder_text_the_second_spell_of_a_turn_makes_it_connive_and_a_nonland_discard_grows_it() -> None:
    game = board({"battlefield": ["Ledger Shredder", "Mountain", "Mountain"], "hand": ["Shock", "Shock"],
                  "library": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    shredder = game.find("Ledger Shredder")
    cast(game, game.find("Shock", zone="hand"), game.find("Grizzly Bears"))
    pass_both(game)
    assert not any(e.kind == "connive" for e in game.state.events())  # the first spell: nothing
    cast(game, game.find("Shock", zone="hand"), game.find("Hill Giant"))
    pass_both(game)  # the trigger resolves first: draw Lightning Bolt, the only card in hand, discarded
    assert game.state.objects[shredder].counter("+1/+1") == 1
    assert "Lightning Bolt" in [game.chars(o).name for o in game.zone("graveyard", 0)]


def test_reminder_text_another_players_second_spell_counts_too() -> None:
    """'Whenever a player casts their second spell each turn': any player, not only its controller."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Shock", "Shock"]},
                 {"battlefield": ["Ledger Shredder"], "library": ["Forest"]})
    cast(game, game.find("Shock", zone="hand"), "P2")
    pass_both(game)
    cast(game, game.find("Shock", zone="hand"), "P2")
    pass_both(game)
    # the Shredder's controller draws and discards: a land, so no counter (701.50a)
    assert [game.chars(o).name for o in game.zone("graveyard", 1)] == ["Forest"]
    assert game.state.objects[game.find("Ledger Shredder")].counter("+1/+1") == 0
