"""Commit // Memory, Commit ({3}{U} instant): 'Put target spell or nonland permanent into its owner's library
second from the top.' (115.1 a target of either kind, 401.4 the position)."""

from __future__ import annotations

from support import board, cast, legal, pass_both, use_compiled

from lithoform.state.model import BATTLEFIELD, LIBRARY, STACK, zone_key

COMMIT = "Commit // Memory"

use_compiled(COMMIT)

P2_LIBRARY = ["Mountain", "Forest", "Swamp"]


def _library_names(game, player: int) -> list[str]:  # noqa: ANN001
    return [game.state.objects[o].card for o in game.state.zones[zone_key(LIBRARY, player)]]


def test_ruling_a_spell_put_into_its_owners_library_doesnt_resolve() -> None:
    """Ruling (2017-04-18): "If a spell is put into its owner's library, it's removed from the stack and thus will
    not resolve. The spell isn't countered; it just no longer exists." (401.4: second from the top)"""
    game = board({"battlefield": ["Island"] * 4, "hand": [COMMIT]},
                 {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": list(P2_LIBRARY)},
                 active="P2")
    bolt = cast(game, "Lightning Bolt", "P1")
    game.apply("pass")  # P2 passes; P1 holds priority with the Bolt on the stack
    cast(game, COMMIT, bolt, face=0)
    pass_both(game)  # Commit resolves
    assert not game.state.stack or bolt not in game.state.zones[STACK]
    assert _library_names(game, 1) == ["Mountain", "Lightning Bolt", "Forest", "Swamp"]
    assert game.state.players[0].life == 20


def test_a_nonland_permanent_goes_second_from_the_top_and_a_land_cant_be_targeted() -> None:
    """115.1, 401.4: a nonland permanent is a legal target and goes second from the top of its owner's library;
    a land isn't ('nonland permanent')."""
    game = board({"battlefield": ["Island"] * 4, "hand": [COMMIT]},
                 {"battlefield": ["Grizzly Bears", "Forest"], "library": list(P2_LIBRARY)})
    bears, forest = game.find("Grizzly Bears"), game.find("Forest")
    game.apply(f"cast {game.find(COMMIT, zone='hand')} 0")
    assert legal(game, f"target {bears}") and not legal(game, f"target {forest}")
    game.apply(f"target {bears}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert bears not in game.state.zones[BATTLEFIELD]
    assert _library_names(game, 1) == ["Mountain", "Grizzly Bears", "Forest", "Swamp"]
