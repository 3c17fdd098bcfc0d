"""Reality Heist, compiled from its Oracle text: 'Look at the top seven cards of your library. You may reveal up
to two artifact cards from among them and put them into your hand. Put the rest on the bottom of your library in
a random order.' (701.20a: up to two of the fitting cards, as many as the player chooses)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled, zone_names

use_compiled("Reality Heist")

LIBRARY = ["Ornithopter", "Forest", "Sol Ring", "Memnite", "Shock", "Island", "Swamp", "Plains"]


def _heist():
    game = board({"hand": ["Reality Heist"], "battlefield": basics(Island=7), "library": list(LIBRARY)})
    cast(game, "Reality Heist")
    pass_both(game)
    return game


def test_up_to_two_artifact_cards_go_to_the_hand() -> None:
    game = _heist()
    if game.pending.kind == "may":
        game.apply("yes")
    p = game.pending
    assert p.kind == "choose" and p.max == 2
    assert game.find("Forest", zone="library") not in p.options  # only artifact cards
    game.apply("choose " + " ".join(str(game.find(n, zone="library")) for n in ("Ornithopter", "Memnite")))
    assert sorted(names(game, "hand")) == ["Memnite", "Ornithopter"]
    assert zone_names(game, "library")[0] == "Plains"  # the other five went to the bottom
    assert len(names(game, "library")) == 6


def test_none_may_be_chosen() -> None:
    game = _heist()
    if game.pending.kind == "may":
        game.apply("no")
    else:
        game.apply("choose")
    assert names(game, "hand") == []
