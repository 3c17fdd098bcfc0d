"""CR 107.3a, 601.2b: "As an additional cost to cast this spell, discard X cards": the spell's X is announced
as it is cast (no X in its mana cost), then X cards are discarded as the costs are paid (601.2h); the effect
reads the same X. Played with the compiled Sickening Dreams ({1}{B} sorcery: 'As an additional cost to cast
this spell, discard X cards. Sickening Dreams deals X damage to each creature and each player.') and Channeled
Force."""

from __future__ import annotations

from support import board, names, resolve_stack, use_compiled

use_compiled("Sickening Dreams", "Channeled Force")


def _cast_dreams(game, x: int) -> None:
    game.apply(f"cast {game.find('Sickening Dreams')}")
    assert game.pending.kind == "x" and game.pending.max == 2  # the other two cards of the hand
    game.apply(f"x {x}")
    while game.pending.kind == "discard":
        game.apply(f"discard {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_107_3a_x_announced_then_that_many_discarded() -> None:
    game = board({"hand": ["Sickening Dreams", "Ponder", "Opt"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"]})
    _cast_dreams(game, 2)
    assert sorted(names(game, "graveyard", 0)) == ["Opt", "Ponder"]
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [18, 18]
    assert "Grizzly Bears" in names(game, "graveyard", 0)


def test_107_3a_x_zero_discards_nothing() -> None:
    game = board({"hand": ["Sickening Dreams", "Ponder", "Opt"], "battlefield": ["Swamp", "Swamp", "Grizzly Bears"]})
    _cast_dreams(game, 0)
    resolve_stack(game)
    assert [p.life for p in game.state.players] == [20, 20]
    assert len(game.state.zones["hand:0"]) == 2
    assert game.find("Grizzly Bears", zone="battlefield")
