"""CR 702.61a: "Split second" means "As long as this spell is on the stack, players can't cast other spells or
activate abilities that aren't mana abilities." 702.61b: mana abilities may still be activated. Played with
Sudden Shock (split second; 2 damage to any target)."""

from __future__ import annotations

from support import basics, board, cast, use_compiled

use_compiled("Sudden Shock")


def _on_the_stack():  # type: ignore[no-untyped-def]
    game = board({"hand": ["Sudden Shock"], "battlefield": basics(Mountain=2)},
                 {"hand": ["Shock"], "battlefield": [*basics(Mountain=1), "Prodigal Pyromancer"]})
    cast(game, "Sudden Shock", "P2")
    game.apply("pass")  # P2 has priority, Sudden Shock on the stack
    return game


def test_702_61a_no_other_spell_can_be_cast() -> None:
    game = _on_the_stack()
    assert game.pending.player == 1
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_702_61a_no_ability_that_isnt_a_mana_ability() -> None:
    game = _on_the_stack()
    pyro = game.find("Prodigal Pyromancer")
    assert not [a for a in game.legal_actions() if a.kind == "activate" and int(a.args[0]) == pyro]


def test_702_61b_mana_abilities_still_can_be_activated() -> None:
    game = _on_the_stack()
    mountain = [o for o in game.state.battlefield if game.state.objects[o].controller == 1
                and game.chars(o).name == "Mountain"][0]
    assert [a for a in game.legal_actions() if a.kind == "activate" and int(a.args[0]) == mountain]


def test_702_61a_once_it_has_left_the_stack_spells_and_abilities_again() -> None:
    game = _on_the_stack()
    game.apply("pass")  # Sudden Shock resolves
    while game.pending.player != 1:
        game.apply("pass")
    assert [a for a in game.legal_actions() if a.kind == "cast"]
    pyro = game.find("Prodigal Pyromancer")
    assert [a for a in game.legal_actions() if a.kind == "activate" and int(a.args[0]) == pyro]
