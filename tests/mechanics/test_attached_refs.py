"""608.2c: 'that creature' with nothing else named, in an Aura's ability whose trigger (or earlier instruction)
names the enchanted creature, is that creature (303.4); 'that creature's controller' is its controller (108.4,
mechanics/controller_of)."""

from __future__ import annotations

from support import basics, board, cast, counters, life, names, pass_both, pass_until, use_compiled

use_compiled("Unstable Mutation", "Backfire", "Guilty Conscience", "Crystallization")


def _enchanted(aura: str, creature: str = "Grizzly Bears", **kw) -> tuple:  # type: ignore[no-untyped-def, type-arg]
    """P1's creature `creature` enchanted by P1's `aura`."""
    mine: list = [{"card": creature, "label": "c"}, {"card": aura, "attached_to": "c"}, *kw.pop("mine", [])]
    game = board({"battlefield": mine, "hand": kw.pop("hand", [])}, **kw)
    return game, game.labels["c"]


def test_608_2c_unstable_mutation_puts_the_counter_on_the_enchanted_creature() -> None:
    """'At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that
    creature.'"""
    game, c = _enchanted("Unstable Mutation", step="untap")
    pass_until(game, "draw")
    assert counters(game, c, "-1/-1") == 1


def test_108_4_backfire_deals_that_much_damage_to_the_creatures_controller() -> None:
    """'Whenever enchanted creature deals damage to you, Backfire deals that much damage to that creature's
    controller.': P2's enchanted Hill Giant deals 3 combat damage to P1; Backfire (P1's) deals 3 to P2."""
    game = board({"battlefield": [{"card": "Backfire", "attached_to": "g"}]},
                 {"battlefield": [{"card": "Hill Giant", "label": "g"}]}, active="P2", step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.labels['g']} P1")
    pass_until(game, "main2")
    assert life(game, 0) == 17
    assert life(game, 1) == 17


def test_608_2c_guilty_conscience_deals_that_much_damage_to_the_enchanted_creature() -> None:
    """'Whenever enchanted creature deals damage, Guilty Conscience deals that much damage to that creature.'
    A Hill Giant dealing 3 combat damage is dealt 3 and dies."""
    game = board({"battlefield": [{"card": "Hill Giant", "label": "g"}, {"card": "Guilty Conscience",
                                                                        "attached_to": "g"}]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.labels['g']} P2")
    pass_until(game, "main2")
    assert life(game, 1) == 17
    assert "Hill Giant" in names(game, "graveyard")


def test_603_2_crystallization_exiles_the_enchanted_creature_when_it_becomes_a_target() -> None:
    """'When enchanted creature becomes the target of a spell or ability, exile that creature.'"""
    game, c = _enchanted("Crystallization", mine=[*basics(Forest=1)], hand=["Giant Growth"])
    cast(game, "Giant Growth", c)
    pass_both(game)
    assert "Grizzly Bears" in names(game, "exile")
