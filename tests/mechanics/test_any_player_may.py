"""'Any player may [act]. If a player does / If no one does, [effect].' (101.4, 608.2c-d, 119.4;
mechanics/any_player_may): Browbeat, Argothian Wurm, Dash Hopes, Brain Gorgers."""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, names, pass_both, resolve_stack, use_compiled

use_compiled("Browbeat", "Argothian Wurm", "Dash Hopes")


def _browbeat(p2_life: int = 20) -> tuple:
    game = board({"hand": ["Browbeat"], "battlefield": basics(Mountain=3), "library": ["Island"] * 5},
                 {"life": p2_life})
    cast(game, "Browbeat", "P1")
    pass_both(game)
    return game


def test_101_4_the_active_player_is_asked_first_then_the_next() -> None:
    """Browbeat: P1 (active) declines, then P2 takes 5 damage: no one draws."""
    game = _browbeat()
    assert game.pending.kind == "may" and game.pending.player == 0
    game.apply("no")
    assert game.pending.kind == "may" and game.pending.player == 1
    game.apply("yes")
    assert game.state.players[1].life == 15
    assert names(game, "hand", 0) == []


def test_608_2d_if_no_one_does() -> None:
    """Browbeat: both decline: the target player draws three cards."""
    game = _browbeat()
    game.apply("no")
    game.apply("no")
    assert len(names(game, "hand", 0)) == 3


def test_ruling_the_remaining_players_still_get_the_option() -> None:
    """Argothian Wurm's ruling (2007-02-01): "If a player elects to sacrifice a land, Argothian Wurm is put on top
    of its owner's library, but then all remaining players still get the option." """
    game = board({"hand": ["Argothian Wurm"], "battlefield": basics(Forest=4)},
                 {"battlefield": basics(Island=2)})
    cast(game, "Argothian Wurm")
    pass_both(game)  # the Wurm resolves; its ability triggers
    pass_both(game)
    game.apply("yes")  # P1 sacrifices a land
    if game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")
    assert game.pending.kind == "may" and game.pending.player == 1  # P2 still gets the option
    game.apply("yes")
    if game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")
    assert "Argothian Wurm" not in battlefield_names(game)
    assert names(game, "library", 0)[:1] == ["Argothian Wurm"]
    assert battlefield_names(game).count("Forest") == 3
    assert battlefield_names(game).count("Island") == 1  # P2 sacrificed an Island too


def test_ruling_a_player_who_cant_pay_isnt_asked() -> None:
    """Dash Hopes' ruling (2013-07-01): "A player can't choose to pay 5 life unless they actually have 5 or more
    life to pay." P2 has 4 life: only P1 is asked; declining, Dash Hopes stays on the stack."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": basics(Forest=2)},
                 {"hand": ["Dash Hopes"], "battlefield": basics(Swamp=2), "life": 4})
    bears = cast(game, "Grizzly Bears")
    game.apply("pass")
    hopes = cast(game, "Dash Hopes", bears)
    pass_both(game)  # the cast trigger resolves
    assert game.pending.kind == "may" and game.pending.player == 0
    game.apply("no")
    assert game.state.stack == (bears, hopes)
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "graveyard", 0)


def test_608_2c_paying_counters_it() -> None:
    """Dash Hopes: P1 pays 5 life: Dash Hopes is countered, and the Bears resolve."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": basics(Forest=2)},
                 {"hand": ["Dash Hopes"], "battlefield": basics(Swamp=2)})
    bears = cast(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, "Dash Hopes", bears)
    pass_both(game)
    game.apply("yes")
    game.apply("no")  # P2 declines
    assert game.state.players[0].life == 15
    assert game.state.stack == (bears,)
    assert "Dash Hopes" in names(game, "graveyard", 1)
