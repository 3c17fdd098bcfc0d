"""Heart of Kiran, compiled from its Oracle text, in games.

Oracle text: Flying, vigilance. Crew 3. You may remove a loyalty counter from a planeswalker you control rather
than pay Heart of Kiran's crew cost.

The second way to pay is the crew ability (702.122a) activated with another cost: a loyalty counter removed from
a planeswalker chosen as the cost is paid (601.2h, 122.1). Activations: 1 is Crew 3, 2 the alternative cost."""

from __future__ import annotations

import pytest
from support import P1, activate, board, can_activate, counters, resolve_stack, use_compiled

from lithoform import IllegalActionError

use_compiled("Heart of Kiran", "Jace, the Mind Sculptor", "Grizzly Bears")

JACE = "Jace, the Mind Sculptor"


def _is_creature(game: object, name: str) -> bool:
    return "Creature" in game.chars(game.find(name)).types  # type: ignore[attr-defined]


def test_crews_by_removing_a_loyalty_counter() -> None:
    game = board({"battlefield": ["Heart of Kiran", {"card": JACE, "counters": {"loyalty": 3}}]})
    heart, jace = game.find("Heart of Kiran"), game.find(JACE)
    assert not _is_creature(game, "Heart of Kiran")
    game.apply(f"activate {heart} 2")
    assert game.pending.kind == "remove" and game.pending.options == (jace,)
    game.apply(f"remove {jace}")
    assert counters(game, jace, "loyalty") == 2  # paid as the ability is activated (601.2h), before it resolves
    resolve_stack(game)
    assert _is_creature(game, "Heart of Kiran")
    assert game.chars(heart).power == 4


def test_ruling_not_a_loyalty_ability() -> None:
    """Ruling: "Paying Heart of Kiran's alternative crew cost isn't a loyalty ability. It can be done even if
    you've already activated a loyalty ability of the planeswalker this turn, and it can be done any time you
    could activate Heart of Kiran's crew ability.\""""
    game = board({"battlefield": ["Heart of Kiran", {"card": JACE, "counters": {"loyalty": 3}}]},
                 {"library": ["Island", "Island"]})
    activate(game, JACE, 2)  # Jace's 0: draw three cards, then put two back (its loyalty ability this turn)
    while game.state.stack or game.pending.kind != "priority":
        if game.pending.kind == "priority":
            game.apply("pass")
        else:
            game.apply(f"choose {game.pending.options[0]}" if game.pending.kind == "choose" else "pass")
    assert can_activate(game, game.find("Heart of Kiran"))
    game.apply(f"activate {game.find('Heart of Kiran')} 2")
    game.apply(f"remove {game.find(JACE)}")
    resolve_stack(game)
    assert _is_creature(game, "Heart of Kiran")
    assert counters(game, game.find(JACE), "loyalty") == 2


def test_needs_a_planeswalker_with_a_loyalty_counter() -> None:
    game = board({"battlefield": ["Heart of Kiran", "Grizzly Bears"]})
    heart = game.find("Heart of Kiran")
    with pytest.raises(IllegalActionError):  # 118.3: nothing to remove a loyalty counter from
        game.apply(f"activate {heart} 2")
    assert not _is_creature(game, "Heart of Kiran")


def test_crew_three_still_taps_creatures() -> None:
    game = board({"battlefield": ["Heart of Kiran", {"card": JACE, "counters": {"loyalty": 3}},
                                  "Grizzly Bears", "Grizzly Bears"]})
    game.apply(f"activate {game.find('Heart of Kiran')} 1")
    while game.pending.kind == "tap":  # 702.122a: creatures with total power 3 or more (two 2/2s)
        game.apply(f"tap {game.pending.options[0]}")
    resolve_stack(game)
    assert _is_creature(game, "Heart of Kiran")
    assert counters(game, game.find(JACE), "loyalty") == 3
    assert all(game.state.objects[b].tapped for b in game.state.zones["battlefield"]
               if game.state.objects[b].card == "Grizzly Bears" and game.state.objects[b].controller == P1)
