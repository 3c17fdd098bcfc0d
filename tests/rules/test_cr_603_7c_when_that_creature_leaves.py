"""CR 603.7a / 603.7c / 603.6c: 'When that creature leaves the battlefield this turn, sacrifice ~.' (Kjeldoran
Elite Guard, Heart Wolf): a delayed triggered ability on the creature named before, triggering once when it
leaves the battlefield by any zone change (mechanics/dies_this_turn)."""

from __future__ import annotations

from support import activate, basics, board, cast, names, pass_both, pass_until, resolve_stack

from lithoform.play.game import Game


def _guarded(*hand: str) -> Game:
    """P1's Kjeldoran Elite Guard gives P1's Grizzly Bears +2/+2 at the beginning of combat."""
    game = board({"battlefield": ["Kjeldoran Elite Guard", "Grizzly Bears", *basics(Island=1, Plains=2)],
                  "hand": list(hand)})
    pass_until(game, "beginning_of_combat")
    activate(game, "Kjeldoran Elite Guard", 1, game.find("Grizzly Bears"))
    pass_both(game)
    return game


def test_603_6c_bounced_creature_leaves_the_battlefield() -> None:
    game = _guarded("Unsummon")
    cast(game, "Unsummon", game.find("Grizzly Bears"))
    pass_both(game)
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "hand", 0)
    assert "Kjeldoran Elite Guard" in names(game, "graveyard", 0)


def test_603_7c_it_waits_only_for_that_creature() -> None:
    game = _guarded()
    pass_until(game, "end")
    assert "Kjeldoran Elite Guard" in names(game, "battlefield", 0)
    pass_until(game, "upkeep", turn=4)
    assert not game.state.delayed  # 514.2: it ended with the turn
