"""106.12b, 614.1a: replacement effects on the mana a permanent is tapped for ('If a land is tapped for two or more
mana, it produces {C} instead of any other type and amount.' Damping Sphere; '... {B} instead of any other type and
amount.' Contamination; '... colorless mana instead of any other type.' Ritual of Subdual)."""

from __future__ import annotations

from support import board, use_compiled

from lithoform import Game


def _tap(game: Game, name: str) -> None:
    game.apply(f"activate {game.find(name)} 1")


def _pool(game: Game, player: int = 0) -> str:
    return "".join(sorted(m.type for m in game.state.players[player].pool))


def test_the_cards_compile() -> None:
    assert use_compiled("Damping Sphere", "Contamination", "Ritual of Subdual", "Mana Reflection", "Nyxbloom Ancient")


def test_106_12b_two_or_more_mana_becomes_one_colorless() -> None:
    """Ancient Tomb ({T}: Add {C}{C}) makes {C} under Damping Sphere; the rest of its ability still happens
    (605.3b: 2 damage to its controller)."""
    game = board({"battlefield": ["Damping Sphere", "Ancient Tomb", "Forest"]})
    _tap(game, "Ancient Tomb")
    assert _pool(game) == "C"
    assert game.state.players[0].life == 18
    _tap(game, "Forest")  # one mana: Damping Sphere doesn't apply
    assert _pool(game) == "CG"


def test_106_12b_only_a_land_and_only_tapped_for_mana() -> None:
    """Sol Ring is no land: its {C}{C} is untouched."""
    game = board({"battlefield": ["Damping Sphere", "Sol Ring"]})
    _tap(game, "Sol Ring")
    assert _pool(game) == "CC"


def test_106_12b_the_lands_of_every_player() -> None:
    """'a land': the opponent's lands too."""
    game = board({"battlefield": ["Damping Sphere"]}, {"battlefield": ["Ancient Tomb"]}, active="P2")
    _tap(game, "Ancient Tomb")
    assert _pool(game, 1) == "C"


def test_106_12b_a_conditional_amount_is_replaced_too() -> None:
    """Urza's Tower with the other two Urza lands would add {C}{C}{C} (605.3b); Damping Sphere makes it {C}."""
    game = board({"battlefield": ["Damping Sphere", "Urza's Tower", "Urza's Mine", "Urza's Power Plant"]})
    _tap(game, "Urza's Tower")
    assert _pool(game) == "C"


def test_614_1a_any_other_type_and_amount_is_the_one_mana_named() -> None:
    """Contamination: a Forest makes {B}; Ancient Tomb makes one {B}."""
    game = board({"battlefield": ["Contamination", "Forest", "Ancient Tomb"]})
    _tap(game, "Forest")
    _tap(game, "Ancient Tomb")
    assert _pool(game) == "BB"


def test_614_1a_any_other_type_keeps_the_amount() -> None:
    """Ritual of Subdual's ruling (2008-10-01): 'This effect changes the type of mana produced, but not the amount.
    For example, if a land that's tapped for mana would add {W}{W} to its controller's mana pool, it adds {C}{C} to
    that player's mana pool instead.'"""
    game = board({"battlefield": ["Ritual of Subdual", "Forest", "Ancient Tomb"]})
    _tap(game, "Forest")
    assert _pool(game) == "C"
    _tap(game, "Ancient Tomb")
    assert _pool(game) == "CCC"


def test_106_12b_the_auto_payer_counts_the_replaced_mana() -> None:
    """Under Damping Sphere, Ancient Tomb and a Forest make {C}{G}: the auto-payer pays Grizzly Bears ({1}{G}) with
    them and leaves nothing over (the printed {C}{C} would leave one {C})."""
    game = board({"battlefield": ["Damping Sphere", "Ancient Tomb", "Forest"], "hand": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Grizzly Bears', zone='hand')}")
    game.apply("autopay")
    assert game.state.stack and game.state.players[0].pool == ()


def test_616_1_several_replacements_each_apply_once() -> None:
    """Damping Sphere and Contamination: whichever applies first, Ancient Tomb ends with one {B} (616.1: each is
    checked again after the other, and applies at most once)."""
    game = board({"battlefield": ["Damping Sphere", "Contamination", "Ancient Tomb"]})
    _tap(game, "Ancient Tomb")
    assert _pool(game) == "B"


def test_106_12b_twice_as_much_of_that_mana() -> None:
    """Mana Reflection: 'If you tap a permanent for mana, it produces twice as much of that mana instead.' Its
    ruling (2020-08-07): 'You're "tapping a permanent for mana" only if you're activating a mana ability of that
    permanent that includes the {T} symbol in its cost.' Any permanent of yours; not the opponent's."""
    game = board({"battlefield": ["Mana Reflection", "Forest", "Sol Ring"]}, {"battlefield": ["Forest"]})
    _tap(game, "Forest")
    _tap(game, "Sol Ring")
    assert _pool(game) == "CCCCGG"
    game.apply("pass")  # P2 gets priority and taps their own Forest: no Mana Reflection of theirs
    theirs = next(o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == 1)
    game.apply(f"activate {theirs} 1")
    assert _pool(game, 1) == "G"


def test_616_1_the_order_of_two_replacements_leaves_the_most_mana() -> None:
    """Damping Sphere and Mana Reflection on Ancient Tomb: the Sphere first ({C}), then doubled: {C}{C} (the other
    order would leave {C}); 616.1 lets the player choose the order, and the engine takes the one with more mana."""
    game = board({"battlefield": ["Damping Sphere", "Mana Reflection", "Ancient Tomb"]})
    _tap(game, "Ancient Tomb")
    assert _pool(game) == "CC"
