"""CR 700.2, 700.2a, 700.2c, 700.2d: 'Choose one or both —', 'Choose one or more —' and 'Choose any number —':
the controller chooses how many modes, from one up to the number the card allows, each mode at most once
(700.2d), as the spell is cast (700.2a; 601.2b); only the chosen modes' targets are chosen (700.2c), and a
mode with no legal target can't be chosen (700.2a)."""

from __future__ import annotations

from support import board, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _mode_actions(game) -> set[tuple[int, ...]]:
    return {tuple(int(x) for x in a.args) for a in game.legal_actions() if a.kind == "mode"}


def test_700_2_one_or_both_compiles_to_one_to_two_modes() -> None:
    compiled = compile_card(get_card("Branching Bolt"))
    assert compiled.card is not None, compiled.unparsed
    spell = compiled.card.faces[0].spell
    assert spell is not None and (spell.mode_min, spell.mode_count, len(spell.modes)) == (1, 2, 2)
    rankle = compile_card(get_card("Rankle, Master of Pranks")).card  # a triggered ability: 'one or more'
    assert rankle is not None
    trigger = next(a for a in rankle.faces[0].abilities if getattr(a, "modes", ()))
    assert (trigger.mode_min, trigger.mode_count) == (1, 3)


def test_700_2d_one_or_both_offers_each_mode_alone_and_both_once() -> None:
    """Vandalize: 'Choose one or both — • Destroy target artifact. • Destroy target land.'"""
    game = board({"hand": ["Vandalize"], "battlefield": ["Mountain"] * 5},
                 {"battlefield": ["Ornithopter", "Forest"]})
    game.apply(f"cast {game.find('Vandalize')}")
    assert _mode_actions(game) == {(1,), (2,), (1, 2)}  # never a mode twice (700.2d), never none


def test_700_2c_both_modes_chosen_both_targets_chosen_and_both_happen() -> None:
    game = board({"hand": ["Vandalize"], "battlefield": ["Mountain"] * 5},
                 {"battlefield": ["Ornithopter", "Forest"]})
    thopter, forest = game.find("Ornithopter"), game.find("Forest")
    game.apply(f"cast {game.find('Vandalize')}")
    game.apply("mode 1 2")
    game.apply(f"target {thopter}")
    game.apply(f"target {forest}")
    game.apply("autopay")
    pass_both(game)
    assert thopter not in game.zone("battlefield") and forest not in game.zone("battlefield")


def test_700_2c_one_mode_chosen_only_its_target_is_chosen() -> None:
    game = board({"hand": ["Vandalize"], "battlefield": ["Mountain"] * 5},
                 {"battlefield": ["Ornithopter", "Forest"]})
    thopter, forest = game.find("Ornithopter"), game.find("Forest")
    game.apply(f"cast {game.find('Vandalize')}")
    game.apply("mode 2")
    game.apply(f"target {forest}")
    game.apply("autopay")
    pass_both(game)
    assert thopter in game.zone("battlefield") and forest not in game.zone("battlefield")


def test_700_2a_a_mode_without_a_legal_target_cant_be_chosen() -> None:
    """No artifact on the battlefield: only 'Destroy target land' can be chosen."""
    game = board({"hand": ["Vandalize"], "battlefield": ["Mountain"] * 5}, {"battlefield": ["Forest"]})
    game.apply(f"cast {game.find('Vandalize')}")
    assert _mode_actions(game) == {(2,)}
