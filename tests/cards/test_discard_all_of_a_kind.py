"""'Target player reveals their hand and discards all nonland cards.' (Amnesia) and 'Choose a color. Target
player reveals their hand and discards all cards of that color.' (Persecute): every card of that kind in the
hand is discarded, nobody chooses which (701.9a)."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Amnesia", "Persecute")


def test_amnesia_discards_every_nonland_card() -> None:
    game = board({"hand": ["Amnesia"], "battlefield": basics(Island=6)},
                 {"hand": ["Forest", "Shock", "Grizzly Bears", "Island"]})
    cast(game, "Amnesia", "P2")
    pass_both(game)
    assert sorted(names(game, "hand", 1)) == ["Forest", "Island"]
    assert sorted(names(game, "graveyard", 1)) == ["Grizzly Bears", "Shock"]
    assert any(e.kind.startswith("reveal") for e in game.state.events())


def test_persecute_discards_the_cards_of_the_chosen_color() -> None:
    game = board({"hand": ["Persecute"], "battlefield": basics(Swamp=4)},
                 {"hand": ["Forest", "Shock", "Grizzly Bears", "Lightning Bolt"]})
    cast(game, "Persecute", "P2")
    pass_both(game)
    p = game.pending
    assert p.kind == "choose"
    game.apply(f"choose {p.options[p.labels.index('red')] if 'red' in p.labels else p.options[3]}")
    assert sorted(names(game, "hand", 1)) == ["Forest", "Grizzly Bears"]
    assert sorted(names(game, "graveyard", 1)) == ["Lightning Bolt", "Shock"]
