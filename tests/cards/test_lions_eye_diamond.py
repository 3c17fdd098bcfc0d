"""Lion's Eye Diamond ({0} artifact): 'Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one
color. Activate only as an instant.' (605.1a a mana ability; 605.3a when it may be activated; 117.1a)"""

from __future__ import annotations

from support import board, hand_size, use_compiled, zone_names

LED = "Lion's Eye Diamond"
use_compiled(LED, "Lightning Bolt", "Grizzly Bears", "Dark Ritual")


def _led_actions(game) -> list[str]:
    led = game.find(LED)
    return [str(a) for a in game.legal_actions() if a.kind == "activate" and a.args[0] == led]


def test_605_1a_discard_the_hand_sacrifice_it_add_three_mana_of_one_color() -> None:
    game = board({"battlefield": [LED], "hand": ["Lightning Bolt", "Grizzly Bears"]})
    assert _led_actions(game)
    game.apply(f"activate {game.find(LED)} 1 mana:RRR")
    assert hand_size(game, 0) == 0
    assert {"Lightning Bolt", "Grizzly Bears", LED} <= set(zone_names(game, "graveyard"))
    assert [m.type for m in game.state.players[0].pool] == ["R", "R", "R"]


def test_ruling_not_while_a_spell_is_being_paid_for() -> None:
    """Ruling (2004-10-04): 'The ability is a mana ability, so it is activated and resolves as a mana ability, but
    it can only be activated at times when you can cast an instant.' While Dark Ritual's cost is being paid, the
    Diamond's ability isn't offered."""
    game = board({"battlefield": [LED, "Swamp"], "hand": ["Dark Ritual", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Dark Ritual', zone='hand')}")
    assert game.pending.kind == "pay"
    assert _led_actions(game) == []
