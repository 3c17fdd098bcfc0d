"""Grafdigger's Cage: "Creature cards in graveyards and libraries can't enter the battlefield. Players can't cast
spells from graveyards or libraries." (101.2: a 'can't' beats an effect that would put the card there; 601.2a:
the zone a spell is cast from.)"""

from __future__ import annotations

from support import P1, P2, basics, battlefield_names, board, cast, castable, events, pass_both, use_compiled

use_compiled("Grafdigger's Cage", "Exhume", "Grizzly Bears", "Think Twice", "Island")
CAGE = "Grafdigger's Cage"


def test_101_2_creature_cards_stay_in_the_graveyard() -> None:
    """Exhume under the Cage: each player chooses, and neither creature card moves (no zone change)."""
    game = board({"hand": ["Exhume"], "battlefield": [CAGE, *basics(Swamp=2)], "graveyard": ["Grizzly Bears"]},
                 {"graveyard": ["Grizzly Bears"]})
    cast(game, game.find("Exhume"))
    pass_both(game)
    while game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")
    assert "Grizzly Bears" not in battlefield_names(game)
    assert game.zone("graveyard", P1) and game.zone("graveyard", P2)
    assert [e.args["card"] for e in events(game, "cant_enter")] == ["Grizzly Bears", "Grizzly Bears"]


def test_601_2a_no_spell_from_a_graveyard() -> None:
    """Think Twice's flashback (702.34a) would cast it from the graveyard: not with the Cage out."""
    game = board({"battlefield": [*basics(Island=3)], "graveyard": ["Think Twice"], "hand": ["Think Twice"]})
    assert castable(game, "Think Twice")  # the one in hand
    flashback = [a for a in game.legal_actions() if a.kind == "cast"]
    game2 = board({"battlefield": [CAGE, *basics(Island=3)], "graveyard": ["Think Twice"], "hand": ["Think Twice"]})
    caged = [a for a in game2.legal_actions() if a.kind == "cast"]
    assert len(flashback) == 2 and len(caged) == 1  # only the card in hand may be cast
