"""Oubliette (compiled from its Oracle text), played through the engine.

Oracle text: When Oubliette enters the battlefield, target creature phases out until Oubliette leaves the
battlefield. Tap that creature as it phases in this way.
610.4: a permanent phased out 'until' an event phases in immediately after it; 702.26a-d (mechanics/phasing)."""

from __future__ import annotations

from support import board, cast, pass_until, resolve_stack, resolve_top, use_compiled

use_compiled("Oubliette")

_MINE = {"hand": ["Oubliette", "Disenchant"], "battlefield": [{"card": "Swamp", "count": 3},
                                                              {"card": "Plains", "count": 2}]}


def _oubliette_on(game, victim: int) -> None:
    cast(game, "Oubliette")
    resolve_top(game)  # Oubliette enters; its ability triggers
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {victim}")


def test_610_4_phases_out_and_stays_out_through_untap_steps_then_phases_in_tapped() -> None:
    """Rulings (2020-08-07): 'A creature phased out by Oubliette doesn't phase in during its controller's untap
    step as normal. Rather, it phases in immediately after Oubliette leaves the battlefield.' and 'Phasing out
    doesn't cause any leaves the battlefield abilities to trigger.'"""
    game = board(_MINE, {"battlefield": ["Hill Giant"]})
    giant = game.find("Hill Giant")
    _oubliette_on(game, giant)
    resolve_stack(game)
    assert game.state.objects[giant].zone == "phased_out"
    assert not any(e.kind == "zone_change" and e.args.get("obj") == giant for e in game.state.events())
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P2's untap step: it doesn't phase in
    assert game.state.objects[giant].zone == "phased_out"
    pass_until(game, "main1", turn=game.state.turn + 1)
    cast(game, "Disenchant", game.find("Oubliette"))
    resolve_stack(game)
    assert "Oubliette" in [game.chars(i).name for i in game.zone("graveyard", 0)]
    assert game.state.objects[giant].zone == "battlefield"  # the same object: phasing is no zone change
    assert game.state.objects[giant].tapped  # 'Tap that creature as it phases in this way.'
    assert not any(e.kind == "tap" for e in game.state.events() if e.args.get("obj") == giant)


def test_ruling_oubliette_gone_before_resolution_nothing_phases_out() -> None:
    """Ruling (2020-08-07): 'If Oubliette leaves the battlefield before its triggered ability resolves, the
    target creature won't be phased out or tapped.'"""
    game = board(_MINE, {"battlefield": ["Hill Giant"]})
    giant = game.find("Hill Giant")
    _oubliette_on(game, giant)
    cast(game, "Disenchant", game.find("Oubliette"))
    resolve_stack(game)
    assert game.state.objects[giant].zone == "battlefield" and not game.state.objects[giant].tapped
