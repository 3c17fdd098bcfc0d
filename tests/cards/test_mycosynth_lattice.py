"""Mycosynth Lattice: "All permanents are artifacts in addition to their other types. All cards that aren't on the
battlefield, spells, and permanents are colorless. Players may spend mana as though it were mana of any color."
(205.1b, 611.3a, 613.1d-e, 609.4b; mechanics/group_statics, zone_colors, spend_any_color)."""

from __future__ import annotations

from support import board, cast, resolve_stack

from lithoform import Game

P1, P2 = 0, 1


def _lattice(p1: dict, p2: dict | None = None) -> Game:
    p1 = {**p1, "battlefield": ["Mycosynth Lattice", *p1.get("battlefield", [])]}
    return board(p1, p2)


def test_mycosynth_lattice_makes_permanents_artifacts_but_not_spells() -> None:
    """Ruling: "Mycosynth Lattice turns all permanents on the battlefield into artifacts. Spells on the stack and
    cards in other zones aren't permanents, so those spells and cards don't become artifacts." """
    game = _lattice({"battlefield": ["Forest", "Mountain"], "hand": ["Grizzly Bears", "Lightning Bolt"]},
                    {"battlefield": ["Hill Giant"]})
    assert {"Artifact", "Creature"} <= set(game.chars(game.find("Hill Giant")).types)
    assert {"Artifact", "Land"} <= set(game.chars(game.find("Forest")).types)
    assert "Artifact" not in game.chars(game.find("Grizzly Bears", zone="hand")).types
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    assert "Artifact" not in game.chars(bolt).types


def test_mycosynth_lattice_makes_everything_colorless_in_every_zone() -> None:
    """Ruling: "Mycosynth Lattice's second ability makes everything, in every zone of the game, colorless." """
    game = _lattice({"hand": ["Lightning Bolt"], "graveyard": ["Shock"], "library": ["Giant Growth"]},
                    {"battlefield": ["Grizzly Bears"]})
    for name, zone in (("Grizzly Bears", None), ("Lightning Bolt", "hand"), ("Shock", "graveyard"),
                       ("Giant Growth", "library")):
        assert game.chars(game.find(name, zone=zone)).colors == frozenset(), name


def test_mycosynth_lattice_lets_any_mana_pay_colored_costs() -> None:
    """Ruling: "The Lattice's third ability lets players spend even colorless mana as though it had a color."
    Lightning Bolt ({R}) cast with a Plains's white mana; Grizzly Bears ({1}{G}) with two Plains."""
    game = _lattice({"battlefield": [{"card": "Plains", "count": 3}], "hand": ["Lightning Bolt", "Grizzly Bears"]})
    cast(game, game.find("Lightning Bolt"), "P2")
    resolve_stack(game)
    assert game.state.players[P2].life == 17
    cast(game, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert "Grizzly Bears" in {game.chars(o).name for o in game.zone("battlefield", P1)}


def test_without_mycosynth_lattice_white_mana_cant_cast_a_red_spell() -> None:
    """The baseline (106.1, 601.2g): without the Lattice, a Plains can't pay {R}."""
    game = board({"battlefield": [{"card": "Plains", "count": 3}], "hand": ["Lightning Bolt"]})
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_mycosynth_lattice_an_answer_kept_from_a_game_without_it_isnt_reused() -> None:
    """609.4b: the payability answers kept for the same mana supply (two Plains can't pay {1}{G}) don't stand
    once the Lattice lets any mana pay a colored symbol."""
    without = board({"battlefield": [{"card": "Plains", "count": 2}], "hand": ["Grizzly Bears"]})
    assert not any(a.kind == "cast" for a in without.legal_actions())
    game = _lattice({"battlefield": [{"card": "Plains", "count": 2}], "hand": ["Grizzly Bears"]})
    assert any(a.kind == "cast" for a in game.legal_actions())
