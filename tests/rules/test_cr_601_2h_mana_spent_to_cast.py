"""CR 601.2h: the mana paid to cast a spell, read by 'the amount of mana spent to cast ~ / that spell' (Memory
Deluge, Smoldering Egg; mechanics/mana_spent). It is the mana actually paid, not the mana cost; a copy had none
spent to cast it (707.10)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game

ISLANDS = [{"card": "Island", "count": 7}]


def _deluge_looks_at(game: Game) -> int:
    """Resolves Memory Deluge; returns how many cards its 'look at the top X' shows (the choice of two)."""
    pass_both(game)
    assert game.pending.kind == "choose", game.pending
    return len(game.pending.options)


def test_601_2h_mana_spent_is_the_mana_paid_for_the_mana_cost() -> None:
    game = board({"battlefield": ISLANDS, "hand": ["Memory Deluge"]})
    spell = cast(game, "Memory Deluge")
    assert game.state.objects[spell].choices.mana_spent == 4
    assert _deluge_looks_at(game) == 4


def test_601_2h_mana_spent_is_the_flashback_cost_paid() -> None:
    """The flashback cost {5}{U}{U} (702.34a, 118.9) is what was paid: seven cards."""
    game = board({"battlefield": ISLANDS, "graveyard": ["Memory Deluge"]})
    game.apply(f"cast {game.find('Memory Deluge', zone='graveyard')} flashback")
    game.apply("autopay")
    assert _deluge_looks_at(game) == 7


def test_601_2h_that_spell_is_the_spell_whose_casting_triggered() -> None:
    """Smoldering Egg: 'put a number of ember counters on ~ equal to the amount of mana spent to cast that
    spell. Then if ~ has seven or more ember counters on it, remove them and transform ~.' Divination ({2}{U})
    gives three counters, Memory Deluge four more: seven, removed, and it transforms (701.28)."""
    game = board({"battlefield": [*ISLANDS, "Smoldering Egg"], "hand": ["Divination", "Memory Deluge"]})
    egg = game.find("Smoldering Egg")
    cast(game, "Divination")
    pass_both(game)  # the trigger
    assert game.state.objects[egg].counter("ember") == 3
    pass_both(game)  # Divination
    cast(game, "Memory Deluge")
    pass_both(game)  # the trigger: seven counters, removed; it transforms
    egg_now = game.state.objects[egg]
    assert egg_now.counter("ember") == 0
    assert game.chars(egg).name == "Ashmouth Dragon"


def test_707_10_a_copy_had_no_mana_spent_to_cast_it() -> None:
    from lithoform.rules.stack.copy import copy_stack_object

    game = board({"battlefield": ISLANDS, "hand": ["Memory Deluge"]})
    spell = cast(game, "Memory Deluge")
    copy = copy_stack_object(game.state, spell, 0, new_targets=False)
    assert game.state.objects[copy].choices.mana_spent == 0
    assert game.state.objects[spell].choices.mana_spent == 4
