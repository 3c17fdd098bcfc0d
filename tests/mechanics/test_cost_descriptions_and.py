"""601.2f, 118.7: cost reductions whose spells are described with 'and' ('Kithkin spells and Soldier spells',
'Blue spells and red spells', 'each instant and sorcery card'): a spell or card of either kind (each once)."""

from __future__ import annotations

from support import board, castable, use_compiled

use_compiled("Ballyrush Banneret", "Nightscape Familiar", "Bedlam Reveler")


def test_ballyrush_banneret_reduces_a_kithkin_soldier_by_one_only() -> None:
    """Ruling (Ballyrush Banneret, 2008-04-01): "A spell you cast that's both creature types costs {1} less to
    cast, not {2} less." Kithkin Greatheart ({1}{W}, a Kithkin Soldier) costs {W}: one Plains casts it, none
    doesn't; Veteran Armorer ({1}{W}, a Human Soldier) costs {W} too."""
    for name in ("Kithkin Greatheart", "Veteran Armorer"):
        game = board({"battlefield": ["Ballyrush Banneret", "Plains"], "hand": [name]})
        assert castable(game, name)
        game = board({"battlefield": ["Ballyrush Banneret"], "hand": [name]})
        assert not castable(game, name)
    game = board({"battlefield": ["Plains"], "hand": ["Veteran Armorer"]})
    assert not castable(game, "Veteran Armorer")


def test_nightscape_familiar_reduces_blue_and_red_spells_not_others() -> None:
    """'Blue spells and red spells you cast cost {1} less to cast.' (118.7: the generic part): Hill Giant
    ({3}{R}) costs {2}{R} with three lands; Grizzly Bears ({1}{G}) still costs {1}{G}."""
    game = board({"battlefield": ["Nightscape Familiar", "Mountain", "Mountain", "Mountain"], "hand": ["Hill Giant"]})
    assert castable(game, "Hill Giant")
    game = board({"battlefield": ["Nightscape Familiar", "Forest"], "hand": ["Grizzly Bears"]})
    assert not castable(game, "Grizzly Bears")


def test_bedlam_reveler_counts_instant_and_sorcery_cards() -> None:
    """'This spell costs {1} less to cast for each instant and sorcery card in your graveyard.' (the ruling: it
    can't reduce {R}{R}): six such cards make it {R}{R}; a land card doesn't count."""
    gy = ["Shock", "Shock", "Shock", "Lava Axe", "Lava Axe", "Lava Axe"]
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Bedlam Reveler"], "graveyard": gy})
    assert castable(game, "Bedlam Reveler")
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Bedlam Reveler"], "graveyard": gy[:5] + ["Forest"]})
    assert not castable(game, "Bedlam Reveler")
