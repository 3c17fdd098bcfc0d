"""CR 118.9: alternative costs with parts the general grammar reads: 'you may pay {W}{U}{B}{R}{G} rather than
pay this spell's mana cost' (mana, 118.9), 'pay {1} and return a basic land you control to its owner's hand'
(601.2h: the parts are paid in any order), 'tap an untapped creature you control' (601.2h, 107.5's tapping
as a cost). Played with compiled cards: Bringer of the White Dawn, Fieldmist Borderpost, Ramosian Rally."""

from __future__ import annotations

from support import board, pass_both, resolve_stack, use_compiled

use_compiled("Bringer of the White Dawn", "Fieldmist Borderpost", "Ramosian Rally")


def test_118_9_bringer_paid_with_five_colors() -> None:
    """Bringer of the White Dawn: 'You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.'"""
    lands = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    game = board({"hand": ["Bringer of the White Dawn"], "battlefield": lands})
    game.apply(f"cast {game.find('Bringer of the White Dawn')}")
    assert game.pending.kind == "alternative"
    game.apply("alternative mana")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find("Bringer of the White Dawn", zone="battlefield")
    assert game.chars(game.find("Bringer of the White Dawn")).mana_value == 9  # 118.9c


def test_601_2h_borderpost_pays_1_and_returns_a_basic_land() -> None:
    """Fieldmist Borderpost: 'You may pay {1} and return a basic land you control to its owner's hand rather
    than pay this spell's mana cost.' Two Plains: one is returned, the other pays {1}."""
    game = board({"hand": ["Fieldmist Borderpost"], "battlefield": [{"card": "Plains", "count": 2}]})
    game.apply(f"cast {game.find('Fieldmist Borderpost')}")
    game.apply("alternative mana_return")
    while game.pending.kind == "return":
        game.apply(f"return {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert game.find("Fieldmist Borderpost", zone="battlefield")
    assert game.find("Plains", zone="hand")


def test_601_2h_borderpost_needs_a_basic_land() -> None:
    """118.3: with no basic land to return, only the mana cost {1}{W}{U} remains, which two
    Tranquil Coves (not basic) can't pay; with a basic Island it can be cast."""
    game = board({"hand": ["Fieldmist Borderpost"], "battlefield": [{"card": "Plains", "count": 2}, "Island"]})
    assert any(str(a).startswith("cast") for a in game.legal_actions())
    game = board({"hand": ["Fieldmist Borderpost"], "battlefield": [{"card": "Tranquil Cove", "count": 2}]})
    assert not any(str(a).startswith("cast") for a in game.legal_actions())


def test_118_9_ramosian_rally_taps_a_creature_if_you_control_a_plains() -> None:
    """Ramosian Rally: 'If you control a Plains, you may tap an untapped creature you control rather than pay
    this spell's mana cost.'"""
    game = board({"hand": ["Ramosian Rally"], "battlefield": ["Plains", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Ramosian Rally')}")
    assert "alternative tap" in {str(a) for a in game.legal_actions()}
    game.apply("alternative tap")
    if game.pending.kind == "tap":
        game.apply(f"tap {bears}")
    assert game.state.objects[bears].tapped
    pass_both(game)
    assert game.chars(bears).power == 3
    without = board({"hand": ["Ramosian Rally"], "battlefield": ["Island", "Grizzly Bears"]})
    assert not any(str(a).startswith("cast") for a in without.legal_actions())


def _attacked_by(attackers: list[str], hand: str):
    """P2 attacks P1 with `attackers`; P1 holds priority in the declare attackers step (508.8)."""
    from support import attack, pass_until
    game = board({"hand": [hand], "battlefield": ["Plains", "Island"]},
                 {"battlefield": attackers}, active="P2")
    pass_until(game, "beginning_of_combat")
    game.apply("pass")
    game.apply("pass")
    attack(game, *[o for o in game.zone("battlefield", 1) if game.state.objects[o].controller == 1
                   and "Creature" in game.chars(o).types], at="P1")
    game.apply("pass")
    assert game.pending.player == 0 and game.state.step == "declare_attackers"
    return game


def test_118_9_pitfall_trap_if_exactly_one_creature_is_attacking() -> None:
    """Pitfall Trap: 'If exactly one creature is attacking, you may pay {W} rather than pay this spell's mana
    cost. Destroy target attacking creature without flying.' (506.4)"""
    use_compiled("Pitfall Trap")
    game = _attacked_by(["Grizzly Bears"], "Pitfall Trap")
    game.apply(f"cast {game.find('Pitfall Trap')}")
    assert "alternative mana" in {str(a) for a in game.legal_actions()}
    two = _attacked_by(["Grizzly Bears", "Hill Giant"], "Pitfall Trap")
    assert not any(a.kind == "cast" for a in two.legal_actions())  # {2}{W} can't be paid, {W} isn't offered


def test_118_9_lethargy_trap_if_three_or_more_creatures_are_attacking() -> None:
    """Lethargy Trap: 'If three or more creatures are attacking, you may pay {U} rather than pay this spell's
    mana cost.'"""
    use_compiled("Lethargy Trap")
    game = _attacked_by(["Grizzly Bears", "Hill Giant", "Craw Wurm"], "Lethargy Trap")
    game.apply(f"cast {game.find('Lethargy Trap')}")
    assert "alternative mana" in {str(a) for a in game.legal_actions()}
    two = _attacked_by(["Grizzly Bears", "Hill Giant"], "Lethargy Trap")
    assert not any(a.kind == "cast" for a in two.legal_actions())
