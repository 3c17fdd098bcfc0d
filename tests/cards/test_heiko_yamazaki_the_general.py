"""Heiko Yamazaki, the General: 'Whenever a Samurai or Warrior you control attacks alone, you may cast target artifact
card from your graveyard this turn.' (601.3: a permission until the turn ends; mechanics/graveyard_cast_turn)."""

from __future__ import annotations

from support import basics, board, pass_both, pass_until

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

HEIKO = "Heiko Yamazaki, the General"


def test_it_compiles() -> None:
    assert compile_card(get_card(HEIKO)).ok
    assert compile_card(get_card("Norika Yamazaki, the Poet")).ok


def _attack_alone():  # type: ignore[no-untyped-def]
    game = board({"battlefield": [HEIKO, *basics(Plains=2)], "graveyard": ["Ornithopter", "Bonesplitter"]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find(HEIKO)} P2")
    game.apply("done")
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {game.find('Bonesplitter', zone='graveyard')}")
    return game


def _castable(game, name: str) -> bool:  # type: ignore[no-untyped-def]
    oid = game.find(name, zone="graveyard")
    return any(a.kind == "cast" and a.args[0] == oid for a in game.legal_actions())


def test_normal_timing_applies_and_only_the_target_may_be_cast() -> None:
    """Ruling: 'You must still pay all costs and follow all normal timing rules when casting an artifact from your
    graveyard this way. Normally, this means you will not be able to cast that card until your post-combat main
    phase.'"""
    game = _attack_alone()
    pass_both(game)  # the ability resolves
    assert not _castable(game, "Bonesplitter")  # declare attackers step: not sorcery timing (307.1)
    pass_until(game, "main2")
    assert _castable(game, "Bonesplitter")
    assert not _castable(game, "Ornithopter")


def test_601_3_the_permission_ends_with_the_turn() -> None:
    game = _attack_alone()
    pass_both(game)
    pass_until(game, "main1", turn=5)
    assert not _castable(game, "Bonesplitter")
