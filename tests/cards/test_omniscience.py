"""Omniscience: 'You may cast spells from your hand without paying their mana costs.' (118.9: an alternative cost
offered by a permanent, 601.2b; 107.3: X is 0; 601.2f: additional costs are still paid)."""

from __future__ import annotations

from support import board, names, pass_both, resolve_stack, use_compiled

from lithoform import Game


def test_it_compiles() -> None:
    assert use_compiled("Omniscience")


def _game(hand: list[str], battlefield: list[object] | None = None, active: str = "P1") -> Game:
    use_compiled("Omniscience", "Rushing River")
    return board({"battlefield": ["Omniscience", *(battlefield or [])], "hand": hand},
                 {"battlefield": ["Grizzly Bears", "Icy Manipulator"]}, active=active)


def _cast_free(game: Game, name: str) -> int:
    game.apply(f"cast {game.find(name)}")
    spell = game.state.announcing
    assert game.pending.kind == "alternative", game.pending
    assert "alternative free" in [str(a) for a in game.legal_actions()]
    game.apply("alternative free")
    return spell


def test_118_9_a_spell_from_the_hand_is_cast_without_mana() -> None:
    """With no land at all, Colossal Dreadmaw ({4}{G}{G}) is castable and cast for no mana."""
    game = _game(["Colossal Dreadmaw"])
    _cast_free(game, "Colossal Dreadmaw")
    assert game.pending.kind == "priority"
    resolve_stack(game)
    assert "Colossal Dreadmaw" in names(game, "battlefield", 0)


def test_ruling_x_is_0() -> None:
    """Ruling (2018-07-13): 'If a spell has {X} in its mana cost, you must choose 0 as the value of X when casting
    it without paying its mana cost.' Stroke of Genius draws no card."""
    game = _game(["Stroke of Genius"])
    _cast_free(game, "Stroke of Genius")
    assert game.pending.kind == "target"
    game.apply("target P1")
    resolve_stack(game)
    assert names(game, "hand", 0) == []


def test_ruling_additional_costs_such_as_kicker_can_be_paid() -> None:
    """Ruling (2018-07-13): 'If you cast a spell "without paying its mana cost," you can't choose to cast it for any
    alternative costs. You can, however, pay additional costs, such as kicker costs.'"""
    game = _game(["Rushing River"], battlefield=["Forest"])
    _cast_free(game, "Rushing River")
    game.apply("additional kicker")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply(f"target {game.find('Icy Manipulator')}")
    while game.pending.kind != "priority":
        options = [str(a) for a in game.legal_actions() if a.kind not in ("cancel", "concede")]
        game.apply(options[0])
    assert game.find("Forest", zone="graveyard")
    pass_both(game)
    assert sorted(names(game, "hand", 1)) == ["Grizzly Bears", "Icy Manipulator"]


def test_ruling_the_normal_timing_rules_apply() -> None:
    """Ruling (2018-07-13): 'You must follow the normal timing permissions and restrictions of each spell you
    cast.' On the opponent's turn, a creature card isn't castable (307.1)."""
    game = _game(["Colossal Dreadmaw"], active="P2")
    game.apply("pass")  # P1 gets priority on P2's turn
    assert game.pending.player == 0
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_only_from_the_hand_and_only_for_its_controller() -> None:
    """'from your hand': the opponent's spells still cost their mana (P2 can't cast with no lands)."""
    use_compiled("Omniscience")
    game = board({"battlefield": ["Omniscience"]}, {"hand": ["Colossal Dreadmaw"]}, active="P2")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]
