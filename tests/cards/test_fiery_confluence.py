"""Fiery Confluence: 'Choose three. You may choose the same mode more than once.' (700.2d)."""

from __future__ import annotations

from support.reading import events

from lithoform import Game


def _cast_board() -> Game:
    return Game.from_board({"step": "main1", "P1": {"battlefield": ["Mountain"] * 4, "hand": ["Fiery Confluence"]},
                            "P2": {"battlefield": ["Sol Ring", "Grizzly Bears"]}})


def test_cr_700_2d_the_same_mode_may_be_chosen_three_times() -> None:
    """700.2d: 'If a particular mode is chosen multiple times, the spell is treated as if that mode appeared
    that many times in sequence.' Ruling (2015-11-04): 'If the first or second modes are chosen multiple
    times, each of those modes represents a separate damage-dealing event.'"""
    game = _cast_board()
    game.apply(f"cast {game.find('Fiery Confluence')}")
    modes = {str(a) for a in game.legal_actions() if a.kind == "mode"}
    assert {"mode 2 2 2", "mode 1 1 3", "mode 1 2 3", "mode 3 3 3"} <= modes
    game.apply("mode 2 2 2")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 14
    assert [e.args["amount"] for e in events(game, "damage")] == [2, 2, 2]
    assert events(game, "cast")[0].args["details"] == "mode 2, 2, 2"


def test_repeated_mode_twice_kills_a_two_toughness_creature() -> None:
    """700.2d: mode one chosen twice deals 1 damage to each creature twice."""
    game = _cast_board()
    game.apply(f"cast {game.find('Fiery Confluence')}")
    game.apply("mode 1 1 2")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.find("Grizzly Bears", zone="graveyard")
    assert game.state.players[1].life == 18


def test_ruling_each_time_the_same_target_may_be_chosen() -> None:
    """Ruling (2015-11-04): 'Each time you select that mode, you can choose a different target, or you can
    choose the same target.'"""
    game = _cast_board()
    ring = game.find("Sol Ring")
    game.apply(f"cast {game.find('Fiery Confluence')}")
    game.apply("mode 2 3 3")
    game.apply(f"target {ring}")
    game.apply(f"target {ring}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.find("Sol Ring", zone="graveyard")
    assert game.state.players[1].life == 18


def test_cr_700_2d_without_the_instruction_a_mode_is_chosen_once() -> None:
    """700.2d: '... that player normally can't choose the same mode more than once.' (Mystic Confluence
    says it may: Cryptic Command does not)."""
    game = Game.from_board({"step": "main1", "P1": {"battlefield": ["Island"] * 4, "hand": ["Cryptic Command"]}})
    game.apply(f"cast {game.find('Cryptic Command')}")
    modes = [a.args for a in game.legal_actions() if a.kind == "mode"]
    assert modes and all(len(set(m)) == len(m) for m in modes)
