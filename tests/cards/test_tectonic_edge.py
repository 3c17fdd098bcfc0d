"""Tectonic Edge: "{T}: Add {C}. / {1}, {T}, Sacrifice Tectonic Edge: Destroy target nonbasic land. Activate
only if an opponent controls four or more lands." (602.5b)"""

from __future__ import annotations

from support import basics, board, pass_both, use_compiled

use_compiled("Tectonic Edge")

EDGE = "Tectonic Edge"


def _edge_ability(game) -> bool:
    edge = game.find(EDGE)
    return any(a.kind == "activate" and a.args[:2] == (edge, 2) for a in game.legal_actions())


def test_only_if_an_opponent_controls_four_or_more_lands() -> None:
    three = board({"battlefield": [EDGE, *basics(Plains=1)]},
                  {"battlefield": [*basics(Swamp=2), "Tectonic Edge"]})
    assert not _edge_ability(three)
    four = board({"battlefield": [EDGE, *basics(Plains=1)]},
                 {"battlefield": [*basics(Swamp=3), "Tectonic Edge"]})
    assert _edge_ability(four)


def test_ruling_checked_only_as_it_is_activated_and_any_nonbasic_land_may_be_targeted() -> None:
    """Rulings (2010-03-01): "Tectonic Edge's second ability checks how many lands an opponent controls only
    at the time you activate the ability." / "... you can target any nonbasic land with it (not just one
    controlled by an opponent that controls four or more lands)." """
    game = board({"battlefield": [EDGE, *basics(Plains=1)]},
                 {"battlefield": [*basics(Swamp=3), "Breeding Pool"]})
    edge = game.find(EDGE)
    game.apply(f"activate {edge} 2")
    assert set(game.pending.options) >= {game.find("Breeding Pool")}
    game.apply(f"target {game.find('Breeding Pool')}")
    game.apply("autopay")
    pass_both(game)
    assert "Breeding Pool" in [game.state.objects[o].card for o in game.zone("graveyard", 1)]
