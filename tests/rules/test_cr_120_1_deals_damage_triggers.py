"""CR 120.1 and 603.2: 'Whenever ~ deals damage' triggers once for each damage event, combat or not; combat
damage is dealt at once (510.2), so a creature dealing combat damage to a blocker and a player triggers once,
with the total. 'Whenever ~ deals damage to an opponent' triggers once per opponent dealt damage (102.3),
and 'that player' is that opponent. Played with Horned Cheetah ("Whenever Horned Cheetah deals damage, you
gain that much life.") and Reef Pirates ("Whenever Reef Pirates deals damage to an opponent, that player
mills a card.")."""

from __future__ import annotations

from support import attack, board, life, pass_both, use_compiled

use_compiled("Horned Cheetah", "Reef Pirates")


def _combat(mine: list, theirs: list | None = None):
    game = board({"battlefield": mine}, {"battlefield": theirs or []}, step="beginning_of_combat")
    pass_both(game)
    return game


def _to_end_of_combat(game) -> None:
    while game.state.step not in ("end_of_combat", "main2"):
        if game.pending.kind == "blockers":
            game.apply("done")
        else:
            game.apply("pass")


def test_120_1_whenever_it_deals_damage_you_gain_that_much_life() -> None:
    game = _combat(["Horned Cheetah"])
    attack(game, game.find("Horned Cheetah"))
    _to_end_of_combat(game)
    assert life(game, 1) == 18 and life(game, 0) == 22


def test_102_3_damage_to_an_opponent_that_player_mills() -> None:
    game = _combat(["Reef Pirates"])
    library = len(game.zone("library", 1))
    attack(game, game.find("Reef Pirates"))
    _to_end_of_combat(game)
    assert len(game.zone("library", 1)) == library - 1 and len(game.zone("graveyard", 1)) == 1


def test_120_1_damage_to_a_creature_is_not_damage_to_an_opponent() -> None:
    """Blocked by a creature, Reef Pirates deals its damage to the creature: no trigger."""
    game = _combat(["Reef Pirates"], ["Grizzly Bears"])
    library = len(game.zone("library", 1))
    pirates = game.find("Reef Pirates")
    attack(game, pirates)
    while game.pending.kind != "blockers":
        game.apply("pass")
    game.apply(f"block {game.find('Grizzly Bears')} {pirates}")
    game.apply("done")
    _to_end_of_combat(game)
    assert len(game.zone("library", 1)) == library
