"""CR 702.33d and 614.1c: 'If ~ was kicked, it enters with N +1/+1 counters on it' — a replacement effect of
the entering permanent, applied when the spell it was had its kicker cost paid (and not otherwise, nor when
it is put onto the battlefield without being cast)."""

from __future__ import annotations

from support import board, cast, resolve_stack


def _counters(game, name: str) -> dict[str, int]:
    return dict(game.state.objects[game.find(name)].counters)


def test_702_33d_untamed_kavu_kicked_enters_with_three_counters():
    """Untamed Kavu: 'If Untamed Kavu was kicked, it enters with three +1/+1 counters on it.'"""
    game = board({"battlefield": [{"card": "Forest", "count": 5}], "hand": ["Untamed Kavu"]})
    cast(game, game.find("Untamed Kavu"), kicker=True)
    resolve_stack(game)
    assert _counters(game, "Untamed Kavu") == {"+1/+1": 3}
    assert game.chars(game.find("Untamed Kavu")).power == 5


def test_702_33d_unkicked_it_enters_without_counters():
    game = board({"battlefield": [{"card": "Forest", "count": 5}], "hand": ["Untamed Kavu"]})
    cast(game, game.find("Untamed Kavu"), kicker=False)
    resolve_stack(game)
    assert _counters(game, "Untamed Kavu") == {}
