"""'~'s owner shuffles it into their library.' (Blitz Hellion), 'Choose target artifact or enchantment. Its owner
shuffles it into their library.' (Deglamer), 'Shuffle your library.' (Myr Mindservant): 701.24a
(mechanics/shuffle_into_library)."""

from __future__ import annotations

from support import activate, board, cast, lands, resolve_stack

from lithoform import Game


def _zone(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[o].card for o in game.state.zones[f"{zone}:{player}"]]


def test_deglamer_puts_the_target_into_its_owners_library() -> None:
    """Deglamer: 'Choose target artifact or enchantment. Its owner shuffles it into their library.' (P2's
    Ornithopter goes into P2's library, not the caster's)"""
    game = board({"battlefield": [lands("Forest", 2)], "hand": ["Deglamer"]}, {"battlefield": ["Ornithopter"]})
    cast(game, "Deglamer", game.find("Ornithopter"))
    resolve_stack(game)
    assert "Ornithopter" in _zone(game, "library", 1)
    assert "Ornithopter" not in _zone(game, "library", 0) and "Ornithopter" not in _zone(game, "graveyard", 1)


def test_cerulean_sphinx_shuffles_itself_into_its_owners_library() -> None:
    """Cerulean Sphinx: '{U}: Cerulean Sphinx's owner shuffles it into their library.'"""
    game = board({"battlefield": ["Cerulean Sphinx", lands("Island", 1)]})
    activate(game, game.find("Cerulean Sphinx"))
    resolve_stack(game)
    assert "Cerulean Sphinx" in _zone(game, "library")
    assert not [o for o in game.state.zones["battlefield"] if game.chars(o).name == "Cerulean Sphinx"]
    assert any(e.kind == "shuffle" or e.kind == "renumber" for e in game.state.events())


def test_myr_mindservant_shuffles_your_library() -> None:
    """Myr Mindservant: '{2}, {T}: Shuffle your library.' (701.24a)"""
    game = board({"battlefield": ["Myr Mindservant", lands("Island", 2)],
                  "library": ["Forest", "Island", "Plains", "Swamp", "Mountain", "Wastes"] * 3})
    before = sorted(_zone(game, "library"))
    activate(game, game.find("Myr Mindservant"))
    resolve_stack(game)
    assert sorted(_zone(game, "library")) == before
    assert any(e.kind == "shuffle" for e in game.state.events())
