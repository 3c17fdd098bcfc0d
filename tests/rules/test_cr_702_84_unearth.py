"""CR 702.84a unearth: “Unearth [cost]” means “[Cost]: Return this card from your graveyard to the battlefield. It
gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead
of putting it anywhere else. Activate only as a sorcery.” Played with the compiled Dregscape Zombie (2/1,
'Unearth {B}')."""

from __future__ import annotations

from support import board, pass_until, resolve_stack, use_compiled, zone_names

ZOMBIE = "Dregscape Zombie"
use_compiled(ZOMBIE)


def _unearthed():
    game = board({"graveyard": [ZOMBIE], "battlefield": ["Swamp"]},
                 {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    zombie = game.find(ZOMBIE, zone="graveyard")
    game.apply(next(a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == zombie))
    if game.pending.kind != "priority":
        game.apply("autopay")
    resolve_stack(game)
    return game


def test_702_84a_returns_with_haste() -> None:
    game = _unearthed()
    zombie = game.find(ZOMBIE, zone="battlefield")
    assert "haste" in game.chars(zombie).keywords


def test_702_84a_exiled_at_the_next_end_step() -> None:
    game = _unearthed()
    pass_until(game, "end")
    resolve_stack(game)
    assert ZOMBIE in zone_names(game, "exile")


def test_702_84a_if_it_would_leave_it_is_exiled_instead() -> None:
    """Ruling (Dregscape Zombie): "If a creature returned to the battlefield with unearth would leave the
    battlefield for any reason, it's exiled instead." A Bolt kills it: it goes to exile, not the graveyard."""
    game = _unearthed()
    game.apply("pass")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {game.find(ZOMBIE)}")
    game.apply("autopay")
    resolve_stack(game)
    assert ZOMBIE in zone_names(game, "exile")
    assert ZOMBIE not in zone_names(game, "graveyard")


def test_702_84a_only_as_a_sorcery() -> None:
    game = board({"graveyard": [ZOMBIE], "battlefield": ["Swamp"]}, active="P2")
    game.apply("pass")
    zombie = game.find(ZOMBIE, zone="graveyard")
    assert not any(a.kind == "activate" and a.args[0] == zombie for a in game.legal_actions())
