"""701.35a: 'Detain target creature an opponent controls.': until the next turn of the controller of the spell
or ability, that permanent can't attack or block and its activated abilities can't be activated
(mechanics/detain)."""

from __future__ import annotations

from support import basics, board, can_activate, cast, legal, pass_both, pass_until, use_compiled

use_compiled("Azorius Arrester", "Lyev Skyknight", "New Prahv Guildmage")


def _arrest(opponent_battlefield: list) -> tuple:
    game = board({"battlefield": [*basics(Plains=2)], "hand": ["Azorius Arrester"]},
                 {"battlefield": opponent_battlefield})
    return game, game.find(opponent_battlefield[0])


def test_701_35a_a_detained_creature_cant_activate_even_mana_abilities() -> None:
    """Ruling (2013-04-15): "No one can activate any activated abilities, including mana abilities, of a
    detained permanent." """
    game, elves = _arrest(["Llanowar Elves"])
    cast(game, "Azorius Arrester")
    pass_both(game)  # the Arrester resolves; its enters trigger asks for its target
    game.apply(f"target {elves}")
    pass_both(game)
    assert not can_activate(game, elves)
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # the opponent's turn: still detained
    assert not can_activate(game, elves)


def test_701_35a_a_detained_creature_cant_attack_on_its_controllers_turn() -> None:
    game, bears = _arrest(["Grizzly Bears", "Hill Giant"])
    cast(game, "Azorius Arrester")
    pass_both(game)
    game.apply(f"target {bears}")
    pass_both(game)
    pass_until(game, "beginning_of_combat", turn=game.state.turn + 1)
    pass_both(game)
    assert game.pending.kind == "attackers"
    assert legal(game, f"attack {game.find('Hill Giant')} P1")
    assert not legal(game, f"attack {bears} P1")


def test_611_2b_detain_ends_as_the_detainers_next_turn_begins() -> None:
    """'Until your next turn': once P1's next turn begins, the Elves' mana ability can be activated again."""
    game, elves = _arrest(["Llanowar Elves"])
    cast(game, "Azorius Arrester")
    pass_both(game)
    game.apply(f"target {elves}")
    pass_both(game)
    start = game.state.turn
    pass_until(game, "upkeep", turn=start + 2)
    assert not any(e for e in game.state.effects if e.until == "until_your_next_turn")


def test_509_1a_a_detained_creature_cant_block() -> None:
    """P2's Grizzly Bears detained on P1's turn can't block P1's attacker that turn."""
    game = board({"battlefield": [*basics(Plains=2), "Savannah Lions"], "hand": ["Azorius Arrester"]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant"]})
    bears, lions = game.find("Grizzly Bears"), game.find("Savannah Lions")
    cast(game, "Azorius Arrester")
    pass_both(game)
    game.apply(f"target {bears}")
    pass_both(game)
    pass_until(game, "beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {lions} P2")
    game.apply("done")
    pass_both(game)
    assert game.pending.kind == "blockers"
    assert legal(game, f"block {game.find('Hill Giant')} {lions}")
    assert not legal(game, f"block {bears} {lions}")


def test_701_35a_lyev_skyknight_detains_a_noncreature_permanent() -> None:
    """'detain target nonland permanent an opponent controls': an artifact's ability can't be activated."""
    game = board({"battlefield": [*basics(Plains=2, Island=1)], "hand": ["Lyev Skyknight"]},
                 {"battlefield": ["Mind Stone", *basics(Forest=1)]})
    stone = game.find("Mind Stone")
    cast(game, "Lyev Skyknight")
    pass_both(game)
    game.apply(f"target {stone}")
    pass_both(game)
    assert not can_activate(game, stone)
