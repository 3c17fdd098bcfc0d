"""Ignorant Bliss ({1}{R} instant): 'Exile all cards from your hand face down. At the beginning of the next end step,
return those cards to your hand, then draw a card.' (406.3; 603.7a-c: 'those cards' are the cards exiled, fixed as
the delayed triggered ability is made)."""

from __future__ import annotations

from support import board, cast, pass_until, resolve_stack, use_compiled, zone_names

BLISS = "Ignorant Bliss"

use_compiled(BLISS)


def _blissed():
    game = board({"hand": [BLISS, "Lightning Bolt", "Counterspell"], "battlefield": [{"card": "Mountain", "count": 2}],
                  "library": ["Island"] * 5})
    cast(game, BLISS)
    resolve_stack(game)
    return game


def test_ruling_no_player_may_look_at_the_cards_while_face_down() -> None:
    """Ruling (2006-05-01): "No player may look at the cards while they're face down." (406.3a: no
    characteristics)"""
    game = _blissed()
    assert zone_names(game, "hand") == []
    exiled = game.zone("exile", 0)
    assert len(exiled) == 2
    assert all(game.state.objects[c].face_down and game.chars(c).name == "" for c in exiled)


def test_at_the_next_end_step_those_cards_return_then_a_card_is_drawn() -> None:
    game = _blissed()
    pass_until(game, "end")
    resolve_stack(game)
    assert sorted(zone_names(game, "hand")) == ["Counterspell", "Island", "Lightning Bolt"]


def test_ruling_cast_during_the_end_step_waits_for_the_next_turns_end_step() -> None:
    """Ruling (2006-05-01): "If you cast this during the End step, you won't return the cards to your hand or draw
    a card until the next turn's End step.\""""
    game = board({"hand": [BLISS, "Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 2}],
                  "library": ["Island"] * 5}, step="end")
    cast(game, BLISS)
    resolve_stack(game)
    pass_until(game, "upkeep", turn=4)
    assert zone_names(game, "hand", 0) == []
    pass_until(game, "end", turn=4)
    resolve_stack(game)
    assert sorted(zone_names(game, "hand", 0)) == ["Island", "Lightning Bolt"]
