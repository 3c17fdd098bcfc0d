"""Feat of Resistance, compiled from its Oracle text and played; its official ruling as a test.

Oracle text: Put a +1/+1 counter on target creature you control. It gains protection from the color of your
choice until end of turn."""

from __future__ import annotations

from support import board, cast, counters, pass_both, pass_until, pt, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

FEAT = "Feat of Resistance"
WHITE, BLUE, BLACK, RED, GREEN = range(5)


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(FEAT)).ok


def test_the_color_is_chosen_as_it_resolves() -> None:
    """Ruling: "You choose the color as Feat of Resistance resolves." Nothing is chosen on casting; on
    resolution the counter is put and the creature gains protection from the chosen color."""
    game = board({"battlefield": ["Plains", "Plains", "Grizzly Bears"], "hand": [FEAT]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find(FEAT, zone="hand"), bears)
    assert game.pending.kind == "priority" and game.state.stack  # cast: no color yet
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0
    game.apply(f"choose {RED}")
    resolve_stack(game)
    assert counters(game, bears) == 1 and pt(game, bears) == (3, 3)
    assert "protection from red" in game.chars(bears).keywords
    assert not {"protection from white", "protection from black"} & game.chars(bears).keywords


def test_red_spells_cant_target_it_afterwards() -> None:
    """702.16b: an opponent's Shock can't target the creature once it has protection from red."""
    game = board({"battlefield": ["Plains", "Plains", "Grizzly Bears"], "hand": [FEAT]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find(FEAT, zone="hand"), bears)
    pass_both(game)
    game.apply(f"choose {RED}")
    resolve_stack(game)
    game.apply("pass")  # P2 gets priority
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    assert bears not in game.pending.options
    game.apply("target P1")
    game.apply("autopay")
    resolve_stack(game)
    assert game.state.objects[bears].damage == 0 and game.state.players[0].life == 18


def test_the_protection_ends_at_end_of_turn() -> None:
    game = board({"battlefield": ["Plains", "Plains", "Grizzly Bears"], "hand": [FEAT]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find(FEAT, zone="hand"), bears)
    pass_both(game)
    game.apply(f"choose {GREEN}")
    resolve_stack(game)
    assert "protection from green" in game.chars(bears).keywords
    pass_until(game, "upkeep", turn=4)
    assert "protection from green" not in game.chars(bears).keywords
    assert counters(game, bears) == 1  # the counter stays
