"""Dromoka's Command, compiled from its Oracle text: 'Choose two — • Prevent all damage target instant or
sorcery spell would deal this turn. • Target player sacrifices an enchantment. • Put a +1/+1 counter on target
creature. • Target creature you control fights target creature you don't control.' (700.2, 615.1a, 701.14)"""

from __future__ import annotations

from support import board, cast, pass_both

_MANA = ["Forest", "Plains", "Forest"]


def test_615_1a_the_first_mode_prevents_the_damage_the_targeted_spell_deals() -> None:
    """'Prevent all damage target instant or sorcery spell would deal this turn.' P1's Lightning Bolt at the
    Bears: P2's Command (modes 1 and 3) prevents its damage and puts a +1/+1 counter on the Bears."""
    game = board({"battlefield": ["Grizzly Bears", "Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": _MANA, "hand": ["Dromoka's Command"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Lightning Bolt", bears)
    bolt = game.state.stack[-1]
    game.apply("pass")
    game.apply(f"cast {game.find('Dromoka' + chr(39) + 's Command')}")
    game.apply("mode 1 3")
    game.apply(f"target {bolt}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)  # the Command
    pass_both(game)  # the Bolt: its 3 damage is prevented
    assert bears in game.zone("battlefield") and game.state.objects[bears].damage == 0
    assert game.state.objects[bears].counter("+1/+1") == 1


def test_ruling_the_chosen_modes_happen_in_printed_order_counter_then_fight() -> None:
    """Ruling (2015-02-25): 'As the spell resolves, follow the instructions of the modes you chose in the
    order they are printed on the card.' The counter (third mode) makes Hill Giant 4/4 before it fights
    (fourth mode) the Bears, which deal it 2."""
    game = board({"battlefield": [*_MANA, "Hill Giant"], "hand": ["Dromoka's Command"]},
                 {"battlefield": ["Grizzly Bears"]})
    giant, bears = game.find("Hill Giant"), game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Dromoka' + chr(39) + 's Command')}")
    game.apply("mode 3 4")
    game.apply(f"target {giant}")
    game.apply(f"target {giant}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)
    assert bears not in game.zone("battlefield") and game.state.objects[giant].damage == 2
    assert game.state.objects[giant].counter("+1/+1") == 1 and game.chars(giant).power == 4
