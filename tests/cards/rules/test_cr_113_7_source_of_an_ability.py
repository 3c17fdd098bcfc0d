"""CR 113.7, the source of an ability.

113.7: “The source of an ability is the object that generated it. The source of an activated ability on the
stack is the object whose ability was activated. The source of a triggered ability (other than a delayed
triggered ability) on the stack, or one that has triggered and is waiting to be put on the stack, is the
object whose ability triggered. To determine the source of a delayed triggered ability, see rules
603.7d–f.”
"""

from __future__ import annotations

from support import (
    activate,
    basics,
    board,
    cast,
    pass_until,
    pay_with,
    resolve_top,
    top,
    untapped,
)


def test_the_source_of_an_activated_ability_is_the_object_whose_ability_was_activated() -> None:
    """113.7: Prodigal Pyromancer's ability on the stack has the Pyromancer as its source."""
    game = board({"battlefield": ["Prodigal Pyromancer"]})
    pyro = game.find("Prodigal Pyromancer")
    activate(game, pyro, 1, "P2")
    assert top(game).kind == "activated" and top(game).source == pyro


def test_the_source_of_an_ability_activated_from_the_hand_is_that_card() -> None:
    """113.7: cycling is activated from the hand; the source of the cycling ability is Ketria Crystal, the
    card in the hand whose ability was activated."""
    game = board({"battlefield": basics(Plains=2), "hand": ["Ketria Crystal"]})
    crystal = game.find("Ketria Crystal", zone="hand")
    game.apply(f"activate {crystal} 2")
    pay_with(game, *untapped(game, "Plains"))
    assert top(game).source == crystal


def test_the_source_of_a_triggered_ability_on_the_stack_is_the_object_whose_ability_triggered() -> None:
    """113.7: Grizzly Bears entering triggers Blasting Station's “Whenever a creature enters”: the source
    of that triggered ability is Blasting Station (whose ability triggered), not the Bears."""
    game = board({"battlefield": [{"card": "Blasting Station", "tapped": True}, *basics(Forest=2)],
                  "hand": ["Grizzly Bears"]})
    cast(game, game.find("Grizzly Bears"))
    resolve_top(game)
    trigger = top(game)
    assert trigger.kind == "triggered" and trigger.source == game.find("Blasting Station")
    assert trigger.trigger_object == game.find("Grizzly Bears")


def test_the_source_of_a_triggered_ability_waiting_to_be_put_on_the_stack() -> None:
    """113.7: “or one that has triggered and is waiting to be put on the stack”: Elvish Visionary entering
    triggers its own ability and Blasting Station's; while P1 orders them (603.3b) they wait, each with the
    object whose ability triggered as its source."""
    game = board({"battlefield": [{"card": "Blasting Station", "tapped": True}, *basics(Forest=2)],
                  "hand": ["Elvish Visionary"]})
    cast(game, game.find("Elvish Visionary"))
    resolve_top(game)
    assert game.pending.kind == "order"
    waiting = {w.source_name: w.source for w in game.state.waiting}
    assert waiting == {"Elvish Visionary": game.find("Elvish Visionary"),
                       "Blasting Station": game.find("Blasting Station")}


def test_the_source_of_a_delayed_trigger_created_by_an_ability_is_that_abilitys_source() -> None:
    """113.7 → 603.7e: “If an activated or triggered ability creates a delayed triggered ability, the source
    of that delayed triggered ability is the same as the source of that other ability.” Hornet Cannon's
    “Destroy it at the beginning of the next end step” has Hornet Cannon as its source."""
    game = board({"battlefield": ["Hornet Cannon", *basics(Plains=3)]})
    cannon = game.find("Hornet Cannon")
    activate(game, cannon, 1)
    resolve_top(game)
    assert [d.source for d in game.state.delayed] == [cannon]
    pass_until(game, "end")
    assert top(game).kind == "triggered" and top(game).source == cannon
