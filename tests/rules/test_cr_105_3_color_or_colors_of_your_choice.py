"""CR 105.3, 608.2d, 613.1e: 'Target creature becomes the color or colors of your choice until end of turn.' The
controller chooses one or more colors as it resolves (never colorless); the new colors replace the old (layer 5).
Without a duration, the effect lasts indefinitely (611.2a)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pass_until, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Quickchange", "Prismatic Lace", "Grizzly Bears", "Ornithopter")


def _colors(game, name: str) -> set[str]:  # type: ignore[no-untyped-def]
    return set(chars(game.state, game.find(name)).colors)


def test_105_3_one_or_more_colors_until_end_of_turn() -> None:
    """Quickchange (ruling 2005-10-01): "You can choose any single color or any combination of more than one
    color. You can't choose colorless." """
    game = board({"hand": ["Quickchange"], "battlefield": ["Grizzly Bears", *basics(Island=2)],
                  "library": ["Island"] * 3})
    cast(game, "Quickchange", game.find("Grizzly Bears"))
    pass_both(game)
    assert game.pending.kind == "choose" and (game.pending.min, game.pending.max) == (1, 5)
    game.apply("choose 0 2")  # white and black
    assert _colors(game, "Grizzly Bears") == {"W", "B"}
    pass_until(game, "upkeep", turn=4)
    assert _colors(game, "Grizzly Bears") == {"G"}


def test_105_3_an_artifact_stays_an_artifact() -> None:
    """Quickchange (ruling 2005-10-01): "Quickchange won't make an artifact stop being an artifact. It'll just be
    a colorful artifact." """
    game = board({"hand": ["Quickchange"], "battlefield": ["Ornithopter", *basics(Island=2)],
                  "library": ["Island"] * 3})
    cast(game, "Quickchange", game.find("Ornithopter"))
    pass_both(game)
    game.apply("choose 3")
    assert _colors(game, "Ornithopter") == {"R"}
    assert "Artifact" in chars(game.state, game.find("Ornithopter")).types


def test_611_2a_without_a_duration_it_lasts() -> None:
    """Prismatic Lace: 'Target permanent becomes the color or colors of your choice. (This effect lasts
    indefinitely.)'"""
    game = board({"hand": ["Prismatic Lace"], "battlefield": ["Grizzly Bears", *basics(Island=1)],
                  "library": ["Island"] * 3})
    cast(game, "Prismatic Lace", game.find("Grizzly Bears"))
    pass_both(game)
    game.apply("choose 1")
    pass_until(game, "upkeep", turn=4)
    assert _colors(game, "Grizzly Bears") == {"U"}
