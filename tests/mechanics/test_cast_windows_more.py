"""More casting windows (601.3, 500.1; mechanics/cast_timing): 'Cast this spell only during your end step.'
(Necrologia), 'only during the declare blockers step', 'only before blockers are declared', 'only after
combat', 'only during an opponent's turn', 'only during your turn and only during combat'."""

from __future__ import annotations

from support import basics, board, castable, pass_until, use_compiled

from lithoform.carddb import find_card
from lithoform.compiler.compiler import compile_card

use_compiled("Necrologia")


def _necrologia(active: str) -> object:
    return board({"hand": ["Necrologia"], "battlefield": basics(Swamp=5), "library": ["Swamp"] * 5},
                 {"hand": [], "library": ["Swamp"] * 5}, active=active)


def test_601_3_only_during_your_end_step() -> None:
    """Necrologia: not in P1's main phase; in P1's end step, yes."""
    game = _necrologia("P1")
    assert not castable(game, "Necrologia")
    pass_until(game, "end")
    assert castable(game, "Necrologia")


def test_601_3_not_during_an_opponents_end_step() -> None:
    game = _necrologia("P2")
    pass_until(game, "end")
    assert game.state.active == 1
    if game.pending.player != 0:
        game.apply("pass")
    assert not castable(game, "Necrologia")


def test_601_3_the_windows_compile_for_each_card_that_has_them() -> None:
    """Each window is read (other text of these cards may still be refused)."""
    for name in ("Fog Patch", "Camouflage", "Rapid Fire", "Master Warcraft", "Glyph of Reincarnation",
                 "Delirium", "Wake the Dead", "Savage Beating", "Siren's Call", "Illusionist's Gambit"):
        refused = [u.phrase for u in compile_card(find_card(name).card).unparsed]
        assert not any(p.startswith("cast ~ only") for p in refused), (name, refused)
