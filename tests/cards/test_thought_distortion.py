"""Thought Distortion ({4}{B}{B} sorcery): "This spell can't be countered. / Target opponent reveals their hand.
Exile all noncreature, nonland cards from that player's hand and graveyard." (701.16a reveal; 701.13a exile from
the hand, 402, and the graveyard, 404: mechanics/exile_hand_and_graveyard). Rulings quoted from the card
database."""

from __future__ import annotations

from support import board, cast, names, pass_both, resolve_stack, use_compiled, zone_names

DISTORTION = "Thought Distortion"
use_compiled(DISTORTION)


def _game(p2_battlefield: list, p2_hand: list):
    return board({"hand": [DISTORTION], "battlefield": [{"card": "Swamp", "count": 6}],
                  "graveyard": ["Lightning Bolt"]},
                 {"battlefield": p2_battlefield, "hand": p2_hand, "graveyard": ["Counterspell", "Grizzly Bears"]})


def test_exiles_noncreature_nonland_cards_from_that_players_hand_and_graveyard() -> None:
    """701.13a: P2's instant and artifact cards in hand and the instant card in their graveyard are exiled;
    their creature and land cards stay, and P1's own graveyard is untouched."""
    game = _game([], ["Lightning Bolt", "Sol Ring", "Hill Giant", "Island"])
    cast(game, DISTORTION, -2)
    pass_both(game)
    assert sorted(zone_names(game, "exile")) == ["Counterspell", "Lightning Bolt", "Sol Ring"]
    assert sorted(zone_names(game, "hand", 1)) == ["Hill Giant", "Island"]
    assert zone_names(game, "graveyard", 1) == ["Grizzly Bears"]
    assert "Lightning Bolt" in zone_names(game, "graveyard", 0)


def test_ruling_a_counterspell_can_target_it_but_it_still_resolves() -> None:
    """Ruling: "A spell or ability that counters spells can still target Thought Distortion. When that spell or
    ability resolves, Thought Distortion won't be countered, but any additional effects of that spell or ability
    will still happen." (101.1, 701.6a)"""
    game = _game(["Island", "Island"], ["Counterspell", "Sol Ring"])
    distortion = cast(game, DISTORTION, -2)
    game.apply("pass")  # P2 gets priority (117.3c)
    cast(game, game.find("Counterspell", zone="hand"), distortion)
    resolve_stack(game)
    assert DISTORTION in names(game, "graveyard", 0)
    assert sorted(zone_names(game, "exile")) == ["Counterspell", "Counterspell", "Sol Ring"]
    assert not any(e.kind == "countered" for e in game.state.events())
