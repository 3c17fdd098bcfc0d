"""CR 603.8: a state trigger triggers as soon as the game state matches its condition; it doesn't trigger
again until it has resolved or otherwise left the stack, and then triggers again if the state still
matches."""

from __future__ import annotations

from support import board, pass_both, triggers

from lithoform.cards.tree import CardDef, CardFace, CountersOnThisAtLeast, GainLife, Trigger, TriggeredAbility

TEXT = "When there are one or more charge counters on Test Charged Idol, you gain 1 life."
IDOL = CardDef("Test Charged Idol", (CardFace(
    "Test Charged Idol", ("Artifact",), "{1}", text=TEXT,
    abilities=(TriggeredAbility(Trigger("state", this=True, state=CountersOnThisAtLeast("charge", 1)),
                                GainLife(1), text=TEXT),)),))
TEST_CARDS = (IDOL,)


def test_603_8_no_trigger_while_the_state_does_not_match() -> None:
    game = board({"battlefield": ["Test Charged Idol"]})
    assert triggers(game, "Test Charged Idol") == 0 and not game.state.stack


def test_603_8_triggers_once_and_again_after_resolving_while_the_state_matches() -> None:
    game = board({"battlefield": [{"card": "Test Charged Idol", "counters": {"charge": 1}}]})
    assert triggers(game, "Test Charged Idol") == 1 and len(game.state.stack) == 1
    game.apply("pass")  # P2 gets priority: the state still matches, but the ability is on the stack
    assert triggers(game, "Test Charged Idol") == 1
    game.apply("pass")  # it resolves; the state still matches: it triggers again
    assert game.state.players[0].life == 21
    assert triggers(game, "Test Charged Idol") == 2 and len(game.state.stack) == 1
    pass_both(game)
    assert game.state.players[0].life == 22
