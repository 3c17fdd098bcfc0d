"""Memory Deluge, compiled from its Oracle text: 'Look at the top X cards of your library, where X is the amount
of mana spent to cast this spell. Put two of them into your hand and the rest on the bottom of your library in
a random order. Flashback {5}{U}{U}' (601.2h, 702.34a)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.rules.stack.copy import copy_stack_object

ISLANDS = {"card": "Island", "count": 7}


def test_ruling_it_cares_about_the_mana_actually_paid() -> None:
    """Ruling (2021-09-24): 'Memory Deluge cares about the mana you actually paid to cast it, not its mana
    cost. If you cast Memory Deluge for {2}{U}{U}, you will look at four cards. If you cast it with flashback
    for {5}{U}{U}, you will look at seven cards.' Cast for four, then with flashback for seven."""
    game = board({"battlefield": [ISLANDS, ISLANDS], "hand": ["Memory Deluge"]})
    cast(game, "Memory Deluge")
    pass_both(game)
    assert len(game.pending.options) == 4
    game.apply("choose " + " ".join(str(o) for o in game.pending.options[:2]))
    assert game.find("Memory Deluge", zone="graveyard")
    game.apply(f"cast {game.find('Memory Deluge', zone='graveyard')} flashback")
    game.apply("autopay")
    pass_both(game)
    assert len(game.pending.options) == 7


def test_ruling_a_copy_looks_at_no_cards() -> None:
    """Ruling (2021-09-24): 'If Memory Deluge is copied, no mana was spent to cast the copy, so X will be 0.
    The amount of mana spent to cast the original spell is not copied. You won't look at any cards from your
    library as Memory Deluge resolves.'"""
    game = board({"battlefield": [ISLANDS], "hand": ["Memory Deluge"]})
    spell = cast(game, "Memory Deluge")
    copy_stack_object(game.state, spell, 0, new_targets=False)
    hand = len(game.zone("hand"))
    pass_both(game)  # the copy resolves: nothing to look at, nothing to choose
    assert game.pending.kind == "priority" and len(game.zone("hand")) == hand
