"""Questing Beast: 'Vigilance, deathtouch, haste. Questing Beast can't be blocked by creatures with power 2 or less.
Combat damage that would be dealt by creatures you control can't be prevented. Whenever Questing Beast deals combat
damage to an opponent, it deals that much damage to target planeswalker that player controls.' (615.12: damage that
can't be prevented; 509.1b: a blocking restriction; 603.2, 120.3c)."""

from __future__ import annotations

from support import P2, attack, blockers_of, board, cast, pass_until, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _to_combat(p1_extra: list[str], p2: dict) -> Game:
    game = board({"battlefield": ["Questing Beast", *p1_extra], "hand": ["Fog"]}, p2, step="beginning_of_combat")
    return game


def _attack_with_beast(game: Game) -> None:
    game.apply("pass")
    game.apply("pass")
    attack(game, game.find("Questing Beast"))


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Questing Beast")).ok


def test_509_1b_it_cant_be_blocked_by_creatures_with_power_2_or_less() -> None:
    """Oracle: "can't be blocked by creatures with power 2 or less"."""
    assert blockers_of(["Questing Beast"], ["Grizzly Bears", "Hill Giant"], "Questing Beast") == {"Hill Giant"}


def test_615_12_fog_doesnt_prevent_the_combat_damage_of_your_creatures() -> None:
    """Ruling: "Questing Beast only stops combat damage from being prevented by effects that specifically use the word
    'prevent.'" Fog ('Prevent all combat damage that would be dealt this turn.') prevents none of the Beast's or the
    Bears' combat damage."""
    game = _to_combat(["Grizzly Bears", "Forest"], {})
    cast(game, "Fog")
    resolve_stack(game)
    game.apply("pass")
    game.apply("pass")
    attack(game, game.find("Questing Beast"), game.find("Grizzly Bears"))
    pass_until(game, "end_of_combat")
    assert game.state.players[P2].life == 20 - 4 - 2


def test_615_12_only_the_controllers_creatures_damage_is_unpreventable() -> None:
    """Oracle: 'creatures you control': the opponent's blocker's combat damage is still prevented by Fog."""
    game = board({"battlefield": ["Questing Beast", "Forest"], "hand": ["Fog"]},
                 {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    beast = game.find("Questing Beast")
    _attack_with_beast(game)
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"block {game.find('Hill Giant')} {beast}")
    game.apply("done")
    cast(game, "Fog")
    resolve_stack(game)
    pass_until(game, "end_of_combat")
    assert game.state.objects[beast].damage == 0
    assert game.find("Hill Giant", zone="graveyard")  # deathtouch, 4 unpreventable damage


def test_it_deals_that_much_damage_to_target_planeswalker_that_player_controls() -> None:
    """Oracle: 'Whenever Questing Beast deals combat damage to an opponent, it deals that much damage to target
    planeswalker that player controls.' Ruling: "The damage Questing Beast deals to the target planeswalker as its
    last ability resolves isn't combat damage." 4 damage removes Jace's 3 loyalty."""
    game = board({"battlefield": ["Questing Beast"]}, {"battlefield": ["Jace Beleren"]}, step="beginning_of_combat")
    _attack_with_beast(game)
    while game.pending.kind == "priority":
        game.apply("pass")
    assert game.pending.kind == "target"
    game.apply(f"target {game.find('Jace Beleren')}")
    pass_until(game, "end_of_combat")
    assert game.state.players[P2].life == 16
    assert game.find("Jace Beleren", zone="graveyard")


def test_with_no_planeswalker_the_last_ability_does_nothing() -> None:
    """Ruling: "If the opponent dealt damage controls no planeswalkers, Questing Beast's last ability simply does
    nothing." """
    game = board({"battlefield": ["Questing Beast"]}, {}, step="beginning_of_combat")
    _attack_with_beast(game)
    pass_until(game, "end_of_combat")
    assert game.state.players[P2].life == 16
