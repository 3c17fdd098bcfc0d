"""Monastery Swiftspear: every official ruling, checked in a game.

Oracle text: Haste / Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of
turn.)"""

from __future__ import annotations

from support import attack, board, cast, lands, life, log_since, pass_both, pass_until, pt, to_attackers

from lithoform import Game

SPEAR = "Monastery Swiftspear"


def _spear(hand: list, p2: dict | None = None, extra: list | None = None) -> tuple[Game, int]:
    game = board({"battlefield": [SPEAR, lands("Mountain", 6), *(extra or [])], "hand": hand}, p2)
    return game, game.find(SPEAR)


def test_prowess_resolves_even_if_the_spell_is_countered() -> None:
    """Ruling: "Once it triggers, prowess isn't connected to the spell that caused it to trigger. If that
    spell is countered, prowess will still resolve."

    P1 casts Shock; P2 answers with Counterspell after prowess has triggered."""
    game, spear = _spear(["Shock"], {"battlefield": [lands("Island", 2)], "hand": ["Counterspell"]})
    shock = cast(game, "Shock", "P2")
    game.apply("pass")  # P1 passes with Shock and prowess on the stack
    cast(game, "Counterspell", shock)  # P2 counters the Shock
    pass_both(game)
    assert game.find("Shock", zone="graveyard") and life(game, 1) == 20
    assert len(game.state.stack) == 1  # prowess is still there
    pass_both(game)
    assert pt(game, spear) == (2, 3)


def test_any_noncreature_spell_triggers_prowess() -> None:
    """Ruling: "Any spell you cast that doesn't have the type creature will cause prowess to trigger. If a
    spell has multiple types, and one of those types is creature (such as an artifact creature), casting
    it won't cause prowess to trigger. Playing a land also won't cause prowess to trigger."

    (This test: a noncreature artifact spell, Bonesplitter, triggers it.)"""
    game, spear = _spear(["Bonesplitter"])
    cast(game, "Bonesplitter")
    assert len(game.state.stack) == 2
    pass_both(game)
    assert pt(game, spear) == (2, 3)


def test_an_artifact_creature_spell_does_not_trigger_prowess() -> None:
    """The same ruling: "If a spell has multiple types, and one of those types is creature (such as an
    artifact creature), casting it won't cause prowess to trigger.\""""
    game, spear = _spear(["Triskelion"])
    cast(game, "Triskelion")
    assert len(game.state.stack) == 1 and not game.state.waiting
    pass_both(game)
    assert pt(game, spear) == (1, 2)


def test_playing_a_land_does_not_trigger_prowess() -> None:
    """The same ruling: "Playing a land also won't cause prowess to trigger.\""""
    game, spear = _spear(["Mountain"])
    game.apply(f"play {game.find('Mountain', zone='hand')}")
    assert not game.state.stack and not game.state.waiting
    assert pt(game, spear) == (1, 2)


def test_prowess_goes_on_the_stack_above_the_spell_and_resolves_first() -> None:
    """Ruling: "Prowess goes on the stack on top of the spell that caused it to trigger. It will resolve
    before that spell."
    """
    game, spear = _spear(["Lightning Bolt"])
    bolt = cast(game, "Lightning Bolt", "P2")
    assert game.state.stack[0] == bolt and len(game.state.stack) == 2
    prowess = game.state.stack[-1]
    assert game.state.objects[prowess].source == spear
    pass_both(game)
    assert pt(game, spear) == (2, 3) and game.state.stack == (bolt,) and life(game, 1) == 20
    pass_both(game)
    assert life(game, 1) == 17


def test_a_cast_trigger_resolves_before_the_spell_and_even_if_it_is_countered() -> None:
    """Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused
    it to trigger. It resolves even if that spell is countered."

    P2 counters the Giant Growth before anything resolves: prowess still resolves, and before the spell
    would have."""
    game, spear = _spear(["Giant Growth"], {"battlefield": [lands("Island", 2)], "hand": ["Counterspell"]},
                         extra=["Forest"])
    growth = cast(game, "Giant Growth", spear)
    game.apply("pass")
    cast(game, "Counterspell", growth)
    start = len(game.log(verbose=True))
    pass_both(game)  # Counterspell resolves
    pass_both(game)  # prowess resolves
    assert not game.state.stack
    assert pt(game, spear) == (2, 3)  # prowess only: the Giant Growth was countered
    assert any("resolves" in line and "Monastery Swiftspear" in line for line in log_since(game, start))


def test_the_prowess_bonus_lasts_until_end_of_turn() -> None:
    """Oracle: "this creature gets +1/+1 until end of turn": two noncreature spells, +2/+2, gone in the next
    turn (514.2)."""
    game, spear = _spear(["Shock", "Lightning Bolt"])
    cast(game, "Shock", "P2")
    cast(game, "Lightning Bolt", "P2")
    for _ in range(4):
        pass_both(game)
    assert pt(game, spear) == (3, 4)
    pass_until(game, "upkeep", turn=4)
    assert pt(game, spear) == (1, 2)


def test_haste_lets_it_attack_the_turn_it_comes_under_your_control() -> None:
    """Oracle: "Haste" (702.10): cast this turn, it attacks."""
    game = board({"battlefield": ["Mountain"], "hand": [SPEAR]})
    cast(game, SPEAR)
    pass_both(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(SPEAR))
    pass_until(game, "end_of_combat")
    assert life(game, 1) == 19
