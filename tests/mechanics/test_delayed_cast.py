"""603.7a: 'Whenever you cast a creature spell this turn, draw a card.' (Glimpse of Nature): a delayed triggered
ability made as the spell resolves; it triggers for each creature spell its controller casts (601.2i) until the
turn ends (514.2). (mechanics/delayed_cast, rules/triggers/matching.py)"""

from __future__ import annotations

from support import board, cast, pass_until, resolve_stack, use_compiled

use_compiled("Glimpse of Nature")


def _hand(game) -> int:
    return len(game.state.zones["hand:0"])


def test_603_7a_glimpse_of_nature_draws_for_each_creature_spell_this_turn() -> None:
    """Two creature spells cast after Glimpse of Nature resolved: two cards drawn; a noncreature spell: none."""
    game = board({"hand": ["Glimpse of Nature", "Llanowar Elves", "Llanowar Elves", "Giant Growth"],
                  "battlefield": [{"card": "Forest", "count": 4}, "Grizzly Bears"]})
    cast(game, "Glimpse of Nature")
    resolve_stack(game)
    assert _hand(game) == 3
    cast(game, "Llanowar Elves")
    resolve_stack(game)  # the trigger resolves (a card drawn), then the Elves
    assert _hand(game) == 3  # one Elves left the hand, one card came
    cast(game, "Giant Growth", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert _hand(game) == 2  # an instant: no card
    cast(game, "Llanowar Elves")
    resolve_stack(game)
    assert _hand(game) == 2


def test_514_2_the_delayed_ability_ends_with_the_turn() -> None:
    """Next turn, casting a creature spell draws nothing (and the cleanup step removed the ability)."""
    game = board({"hand": ["Glimpse of Nature"], "battlefield": [{"card": "Forest", "count": 2}]})
    cast(game, "Glimpse of Nature")
    resolve_stack(game)
    assert any(d.trigger is not None for d in game.state.delayed)
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert not any(d.trigger is not None for d in game.state.delayed)
