"""Melira, Sylvok Outcast: "You can't get poison counters. / Creatures you control can't have -1/-1 counters put
on them. / Creatures your opponents control lose infect." (810.10c, 122.5, 122.6; 613.1f)."""

from __future__ import annotations

from support import attack, board, cast, counters, pass_both, resolve_stack, use_compiled

use_compiled("Melira, Sylvok Outcast", "Marsh Viper", "Puncture Blast", "Glistener Elf")


def _unblocked_to_end(game) -> None:
    for _ in range(50):
        if game.pending.kind == "blockers":
            game.apply("done")  # no blocks
        if game.state.step == "end":
            return
        pass_both(game) if game.pending.kind == "priority" else None
    raise AssertionError("never reached the end step")


def _kill(game, creature: int) -> None:
    cast(game, game.find("Murder"), creature)
    pass_both(game)
    resolve_stack(game)


def test_persist_returns_a_creature_with_no_counter_so_it_persists_again() -> None:
    """122.6: Kitchen Finks returned by persist would enter with a -1/-1 counter; with Melira it can't have one,
    so it enters without it, and dies and returns again (the Melira Pod combo)."""
    game = board({"battlefield": ["Melira, Sylvok Outcast", "Kitchen Finks", {"card": "Swamp", "count": 6}],
                  "hand": ["Murder", "Murder"]})
    _kill(game, game.find("Kitchen Finks"))
    finks = game.find("Kitchen Finks")
    assert game.state.objects[finks].zone == "battlefield" and counters(game, finks, "-1/-1") == 0
    _kill(game, finks)
    again = game.find("Kitchen Finks")
    assert game.state.objects[again].zone == "battlefield" and counters(game, again, "-1/-1") == 0


def test_ruling_counters_already_there_stay() -> None:
    """Ruling: "Melira doesn't remove any poison counters you already have or any -1/-1 counters already on
    creatures you control." """
    game = board({"battlefield": ["Melira, Sylvok Outcast", {"card": "Grizzly Bears", "counters": {"-1/-1": 1}}],
                  "poison": 3})
    assert counters(game, game.find("Grizzly Bears"), "-1/-1") == 1 and game.state.players[0].poison == 3


def test_wither_damage_puts_no_counters_on_your_creature() -> None:
    """120.3d: damage from a wither source is -1/-1 counters, which Melira's creatures can't have: none is put."""
    game = board({"battlefield": ["Melira, Sylvok Outcast", "Craw Wurm"]},
                 {"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Puncture Blast"]}, active="P2")
    wurm = game.find("Craw Wurm")
    cast(game, "Puncture Blast", wurm)
    resolve_stack(game)
    assert counters(game, wurm, "-1/-1") == 0 and game.state.objects[wurm].zone == "battlefield"


def test_you_cant_get_poison_counters() -> None:
    """810.10c: Marsh Viper's 'that player gets two poison counters' gives Melira's controller none."""
    game = board({"battlefield": ["Melira, Sylvok Outcast"]}, {"battlefield": ["Marsh Viper"]},
                 active="P2", step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Marsh Viper"), at="P1")
    _unblocked_to_end(game)
    assert game.state.players[0].poison == 0 and game.state.players[0].life == 19


def test_opponents_creatures_lose_infect_and_deal_ordinary_damage() -> None:
    """613.1f: the opponent's Glistener Elf loses infect: its combat damage makes the player lose life (120.3a)."""
    game = board({"battlefield": ["Melira, Sylvok Outcast"]}, {"battlefield": ["Glistener Elf"]},
                 active="P2", step="beginning_of_combat")
    elf = game.find("Glistener Elf")
    assert "infect" not in game.chars(elf).keywords
    pass_both(game)
    attack(game, elf, at="P1")
    _unblocked_to_end(game)
    assert game.state.players[0].poison == 0 and game.state.players[0].life == 19
