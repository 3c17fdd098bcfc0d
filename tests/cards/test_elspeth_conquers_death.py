"""Elspeth Conquers Death, compiled from its Oracle text (a Saga, 714), and its rulings in games.

Oracle text: I — Exile target permanent an opponent controls with mana value 3 or greater. / II — Noncreature
spells your opponents cast cost {2} more to cast until your next turn. / III — Return target creature or
planeswalker card from your graveyard to the battlefield. Put a +1/+1 counter or a loyalty counter on it."""

from __future__ import annotations

from support import (
    basics,
    board,
    cast,
    castable,
    counters,
    events,
    pass_both,
    pass_until,
    untapped,
    use_compiled,
)

from lithoform import Game
from lithoform.rules.replacement.events import put_counters

ECD = "Elspeth Conquers Death"
use_compiled(ECD)


def _chapter_two(p2_lands: int, p1: dict | None = None) -> Game:
    """P1's Saga with one lore counter gets its second: chapter II triggers and resolves (P1's turn 3)."""
    p1 = p1 or {}
    game = board({**p1, "battlefield": [{"card": ECD, "counters": {"lore": 1}}, *p1.get("battlefield", [])]},
                 {"hand": ["Think Twice", "Spectral Sailor"], "battlefield": basics(Island=p2_lands)})
    put_counters(game.state, game.find(ECD), "lore", 1)
    pass_both(game)  # chapter II resolves
    return game


def test_chapter_two_noncreature_spells_of_opponents_cost_2_more() -> None:
    """601.2f: Think Twice ({1}{U}) costs {3}{U} for P2; a creature spell (with flash) costs what it costs."""
    game = _chapter_two(3)
    assert events(game, "spell_cost_change")
    pass_until(game, "upkeep", turn=4)
    assert game.pending.player == 1
    assert not castable(game, "Think Twice")  # three Islands: {3}{U} is four mana
    assert castable(game, "Spectral Sailor")
    game5 = _chapter_two(4)
    pass_until(game5, "upkeep", turn=4)
    assert castable(game5, "Think Twice")


def test_the_effect_lasts_until_your_next_turn_even_if_the_saga_leaves() -> None:
    """Ruling (2020-01-24): "The effect of the second chapter lasts until your next turn even if this Saga
    leaves the battlefield before then." It ends as P1's next turn begins (611.2b)."""
    game = _chapter_two(3, p1={"hand": ["Naturalize"], "battlefield": basics(Forest=2)})
    saga = game.find(ECD)
    cast(game, "Naturalize", saga)  # P1's own noncreature spell: {1}{G}, unchanged
    pass_both(game)
    assert saga not in game.zone("battlefield")
    pass_until(game, "upkeep", turn=4)
    assert not castable(game, "Think Twice")
    pass_until(game, "upkeep", turn=6)  # P2's next turn: P1's turn 5 began in between
    assert castable(game, "Think Twice")


def test_cost_increases_apply_before_reductions_the_mana_value_unchanged() -> None:
    """Ruling (2020-01-24): "To determine the total cost of a spell, start with the mana cost or alternative
    cost you're paying, add any cost increases (such as that of this Saga's second chapter), then apply any
    cost reductions. The converted mana cost of the spell remains unchanged, no matter what the total cost to
    cast it was." P2 pays {3}{U} for Think Twice; on the stack its mana value is still 2."""
    game = _chapter_two(4)
    pass_until(game, "upkeep", turn=4)
    cast(game, "Think Twice")
    spell = game.state.stack[-1]
    assert game.chars(spell).mana_value == 2
    assert len(untapped(game, "Island")) == 0


def test_your_own_spells_cost_what_they_cost() -> None:
    """611.2c: the effect reads 'your opponents' from its controller's point of view: P1's spells are
    unchanged."""
    game = board({"battlefield": [{"card": ECD, "counters": {"lore": 1}}, *basics(Island=2)],
                  "hand": ["Think Twice"]})
    put_counters(game.state, game.find(ECD), "lore", 1)
    pass_both(game)
    assert castable(game, "Think Twice")


def test_chapter_three_returns_a_creature_with_the_chosen_counter() -> None:
    """Ruling (2020-01-24): "You choose which kind of counter to put on the returned permanent after it has
    entered the battlefield. You may put a +1/+1 counter on a planeswalker or a loyalty counter on a
    creature, but this isn't normally going to have any effect.\""""
    game = board({"battlefield": [{"card": ECD, "counters": {"lore": 2}}], "graveyard": ["Grizzly Bears"]})
    put_counters(game.state, game.find(ECD), "lore", 1)
    game.apply("pass")  # 603.3d: the chapter ability is put on the stack; its target is chosen
    bears = game.find("Grizzly Bears")
    game.apply(f"target {bears}")
    game.apply("pass")  # P2 passes too: it resolves; the kind of counter is chosen for the returned Bears
    game.apply("choose 1")  # the kinds are offered as written: a +1/+1 counter (0) or a loyalty counter (1)
    bears = game.find("Grizzly Bears", zone="battlefield")  # a new object (400.7)
    assert counters(game, bears, "loyalty") == 1 and counters(game, bears, "+1/+1") == 0
    assert game.chars(bears).power == 2
