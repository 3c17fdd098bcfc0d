"""Basri's Lieutenant, compiled from its Oracle text and played; its official rulings as tests.

Oracle text: Vigilance, protection from multicolored / When Basri's Lieutenant enters the battlefield, put a
+1/+1 counter on target creature you control. / Whenever Basri's Lieutenant or another creature you control
dies, if it had a +1/+1 counter on it, create a 2/2 white Knight creature token with vigilance."""

from __future__ import annotations

from support import board, cast, counters, lands, names, pt, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

LIEUTENANT = "Basri's Lieutenant"


def _knights(game: Game, player: int = 0) -> list[int]:
    return [o for o in game.zone("battlefield") if game.chars(o).name == "Knight Token"
            and game.state.objects[o].controller == player]


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(LIEUTENANT)).ok


def test_it_can_be_the_target_of_its_own_enters_ability() -> None:
    """Ruling: "Basri's Lieutenant can be the target of its own enters-the-battlefield triggered ability.\""""
    game = board({"battlefield": [lands("Plains", 4), "Grizzly Bears"], "hand": [LIEUTENANT]})
    cast(game, game.find(LIEUTENANT, zone="hand"))
    game.apply("pass")
    game.apply("pass")  # the creature spell resolves; its enters ability triggers
    assert game.pending.kind == "target"
    lieutenant = game.find(LIEUTENANT)
    assert lieutenant in game.pending.options and game.find("Grizzly Bears") in game.pending.options
    game.apply(f"target {lieutenant}")
    resolve_stack(game)
    assert counters(game, lieutenant) == 1 and pt(game, lieutenant) == (4, 5)


def test_protection_from_multicolored() -> None:
    """Lightning Helix (red and white) can't target it; Shock (red) can."""
    game = board({"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Helix"]},
                 {"battlefield": [LIEUTENANT]})
    game.apply(f"cast {game.find('Lightning Helix', zone='hand')}")
    assert game.find(LIEUTENANT) not in game.pending.options
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": [LIEUTENANT]})
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    assert game.find(LIEUTENANT) in game.pending.options


def test_a_creature_with_a_counter_dies_a_knight_is_created() -> None:
    game = board({"battlefield": [LIEUTENANT, {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}],
                  "hand": []}, {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"]})
    bears = game.find("Grizzly Bears")
    game.apply("pass")  # P2 gets priority in P1's main phase
    cast(game, game.find("Lightning Bolt", zone="hand"), bears)
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    (knight,) = _knights(game)
    assert pt(game, knight) == (2, 2) and "vigilance" in game.chars(knight).keywords
    assert game.chars(knight).colors == frozenset({"W"})


def test_no_counter_no_knight() -> None:
    game = board({"battlefield": [LIEUTENANT, "Grizzly Bears", "Mountain"], "hand": ["Lightning Bolt"]})
    cast(game, game.find("Lightning Bolt", zone="hand"), game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard") and not _knights(game)


def test_an_opponents_creature_dying_does_nothing() -> None:
    game = board({"battlefield": [LIEUTENANT, "Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]})
    cast(game, game.find("Lightning Bolt", zone="hand"), game.find("Grizzly Bears"))
    resolve_stack(game)
    assert not _knights(game) and not _knights(game, 1)


def test_it_triggers_once_however_many_counters() -> None:
    """Ruling: "The second triggered ability of Basri's Lieutenant triggers just once if the dying creature
    has +1/+1 counters on it, no matter how many of those counters it has.\""""
    game = board({"battlefield": [LIEUTENANT, {"card": "Savannah Lions", "counters": {"+1/+1": 3}},
                                  lands("Swamp", 3)], "hand": ["Murder"]})
    game.apply(f"cast {game.find('Murder', zone='hand')}")
    game.apply(f"target {game.find('Savannah Lions')}")
    game.apply("autopay")
    resolve_stack(game)
    assert len(_knights(game)) == 1


def test_dying_together_it_triggers_for_each_including_itself() -> None:
    """Ruling: "If Basri's Lieutenant dies at the same time as other creatures, its last ability will
    trigger for any of the creatures that had a +1/+1 counter on it, including itself." (603.10a: it looks
    back in time.)"""
    game = board({"battlefield": [
        {"card": LIEUTENANT, "counters": {"+1/+1": 1}, "damage": 3},
        {"card": "Grizzly Bears", "counters": {"+1/+1": 1}, "damage": 1},
        "Savannah Lions", "Mountain", "Mountain"], "hand": ["Pyroclasm"]})
    cast(game, game.find("Pyroclasm", zone="hand"))
    resolve_stack(game)
    assert names(game, "graveyard") == sorted([LIEUTENANT, "Grizzly Bears", "Pyroclasm", "Savannah Lions"])
    assert len(_knights(game)) == 2  # the Lieutenant and the Bears had counters; the Lions didn't


def test_minus_counters_that_kill_it_still_leave_the_trigger() -> None:
    """Ruling: "If a creature with +1/+1 counters on it receives a greater or equal number of -1/-1 counters
    and this causes it to be destroyed by lethal damage or put into its owner's graveyard for having 0 or
    less toughness, the last ability triggers. This is because the ability checks the creature as it last
    existed on the battlefield, and it still had those counters on it at that point." (704.5f and 704.5q are
    performed at the same time.)"""
    game = board({"battlefield": [LIEUTENANT, {"card": "Grizzly Bears", "counters": {"+1/+1": 1, "-1/-1": 3}}]})
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert len(_knights(game)) == 1
