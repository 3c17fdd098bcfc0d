"""History of Benalia, compiled from its Oracle text (a Saga, 714), and its rulings in games.

Oracle text: I, II — Create a 2/2 white Knight creature token with vigilance. / III — Knights you control get
+2/+1 until end of turn."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

from lithoform.rules.replacement.events import put_counters

HISTORY = "History of Benalia"


def _knights(game) -> list[int]:
    return [o for o in game.zone("battlefield") if "Knight" in game.chars(o).subtypes]


def _in_play(game) -> int:
    cast(game, HISTORY)
    pass_both(game)  # the Saga resolves; chapter I triggers
    pass_both(game)
    return game.find(HISTORY)


def test_a_lore_counter_as_your_precombat_main_phase_begins() -> None:
    """Ruling (2018-04-27): "As a Saga enters the battlefield, its controller puts a lore counter on it. As
    your precombat main phase begins (immediately after your draw step), you put another lore counter on
    each Saga you control. Putting a lore counter on a Saga in either of these ways doesn't use the stack.\""""
    game = board({"battlefield": ["Plains"] * 3, "hand": [HISTORY]})
    saga = _in_play(game)
    assert game.state.objects[saga].counter("lore") == 1 and len(_knights(game)) == 1
    pass_until(game, "main1", turn=5)
    assert game.state.objects[saga].counter("lore") == 2


def test_no_chapter_triggers_again_below_the_count() -> None:
    """Ruling (2018-04-27): "A chapter ability doesn't trigger if a lore counter is put on a Saga that already
    had a number of lore counters greater than or equal to that chapter's number. For example, the third
    lore counter put on a Saga causes the III chapter ability to trigger, but I and II won't trigger again.\""""
    game = board({"battlefield": ["Plains"] * 3, "hand": [HISTORY]})
    saga = _in_play(game)
    put_counters(game.state, saga, "lore", 1)
    put_counters(game.state, saga, "lore", 1)
    assert [w.ability.text[:3] for w in game.state.waiting] == ["I, ", "III"]


def test_sacrificed_as_soon_as_its_final_chapter_ability_has_left_the_stack() -> None:
    """Ruling (2018-04-27): "Once the number of lore counters on a Saga is greater than or equal to the
    greatest number among its chapter abilities ... the Saga's controller sacrifices it as soon as its
    chapter ability has left the stack, most likely by resolving or being countered.\" And the first ruling:
    the final chapter affects only Knights you control as it resolves (two Knights: each gets +2/+1)."""
    game = board({"battlefield": ["Plains"] * 3, "hand": [HISTORY]})
    saga = _in_play(game)
    pass_until(game, "main1", turn=5)
    pass_both(game)
    pass_until(game, "main1", turn=7)
    assert saga in game.zone("battlefield") and len(game.state.stack) == 1
    pass_both(game)
    assert game.find(HISTORY, zone="graveyard")
    assert [(game.chars(k).power, game.chars(k).toughness) for k in _knights(game)] == [(4, 3), (4, 3)]
