"""CR 702.93 (undying) and 702.79 (persist): when the creature dies, if it had no +1/+1 (-1/-1) counters on
it, it returns to the battlefield under its owner's control with one (122.6: it enters with the counter)."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack

from lithoform.cards.tree import TriggeredAbility
from lithoform.catalog.registry import get_def
from lithoform.mechanics.undying.nodes import HadNoCounters, ReturnWithCounter


def _kill(game, creature: int) -> None:
    cast(game, game.find("Murder"), creature)
    pass_both(game)
    resolve_stack(game)


def test_702_93a_undying_is_a_dies_trigger_with_an_intervening_if() -> None:
    (ability,) = [a for a in get_def("Young Wolf").faces[0].abilities if isinstance(a, TriggeredAbility)]
    assert ability.trigger.event == "dies" and ability.condition == HadNoCounters("+1/+1")
    assert ability.effect == ReturnWithCounter("+1/+1")


def test_702_93a_undying_returns_it_with_a_counter_then_not_again() -> None:
    game = board({"battlefield": ["Young Wolf"] + ["Swamp"] * 6, "hand": ["Murder", "Murder"]})
    _kill(game, game.find("Young Wolf"))
    wolf = game.find("Young Wolf", zone="battlefield")
    assert game.state.objects[wolf].counter("+1/+1") == 1 and game.chars(wolf).power == 2
    _kill(game, wolf)  # 603.4: it had a +1/+1 counter: the ability doesn't trigger
    assert game.find("Young Wolf", zone="graveyard")


def test_702_79a_persist_returns_it_with_a_minus_counter() -> None:
    game = board({"battlefield": ["Kitchen Finks"] + ["Swamp"] * 3, "hand": ["Murder"]})
    _kill(game, game.find("Kitchen Finks"))
    finks = game.find("Kitchen Finks", zone="battlefield")
    assert game.state.objects[finks].counter("-1/-1") == 1
    assert (game.chars(finks).power, game.chars(finks).toughness) == (2, 1)
    assert game.state.players[0].life == 22  # 400.7: a new object: its enters trigger triggered again


def test_122_6_the_counter_is_put_on_as_it_enters_so_hardened_scales_adds_one() -> None:
    game = board({"battlefield": ["Young Wolf", "Hardened Scales"] + ["Swamp"] * 3, "hand": ["Murder"]})
    _kill(game, game.find("Young Wolf"))
    assert game.state.objects[game.find("Young Wolf", zone="battlefield")].counter("+1/+1") == 2


def test_702_79a_persist_under_the_owners_control() -> None:
    """'under its owner's control': P2's Kitchen Finks, killed by P1's spell, returns under P2's control."""
    game = board({"battlefield": ["Swamp"] * 3, "hand": ["Murder"]}, {"battlefield": ["Kitchen Finks"]})
    _kill(game, game.find("Kitchen Finks"))
    finks = game.find("Kitchen Finks", zone="battlefield")
    assert game.state.objects[finks].controller == 1
