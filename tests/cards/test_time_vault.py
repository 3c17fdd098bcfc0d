"""Time Vault: 'Time Vault enters the battlefield tapped. / Time Vault doesn't untap during your untap step. / If you
would begin your turn while Time Vault is tapped, you may skip that turn instead. If you do, untap Time Vault. /
{T}: Take an extra turn after this one.' (614.1b, 614.10: skipping a turn is a replacement effect; 500.7: extra
turns)."""

from __future__ import annotations

from support import activate, board, events, resolve_stack, use_compiled

from lithoform import Game
from lithoform.rules.zones import set_tapped


def _to_next_turn(game: Game) -> None:
    """Passes until a decision other than priority (the skip offer) or a new turn's upkeep."""
    start = game.state.turn
    for _ in range(300):
        p = game.pending
        if p.kind == "attackers":
            game.apply("done")
            continue
        if p.kind != "priority" or (game.state.turn != start and game.state.step == "upkeep"):
            return
        game.apply("pass")
    raise AssertionError("no new turn")


def _vault_game(active: str = "P2", tapped: bool = True) -> Game:
    # (a set-up is as written: the Vault is tapped only if the entry says so, no 614.1c 'enters tapped')
    game = board({"battlefield": [{"card": "Time Vault", "tapped": True}]}, {}, active=active, step="main2")
    if not tapped:
        set_tapped(game.state, game.find("Time Vault"), False)
    return game


def test_it_compiles() -> None:
    assert use_compiled("Time Vault")


def test_614_10_skip_the_turn_and_untap_the_vault() -> None:
    """Ruling (2008-10-01): 'The choice of whether or not to skip a turn is made as that turn would begin, and only
    if Time Vault is tapped at that time. If you choose to skip your turn, Time Vault untaps before anything else
    happens in the next turn.'"""
    game = _vault_game()
    vault = game.find("Time Vault")
    turn = game.state.turn
    _to_next_turn(game)
    assert game.pending.kind == "choose" and game.pending.player == 0 and game.pending.options == (vault,)
    game.apply(f"choose {vault}")
    assert not game.state.objects[vault].tapped  # untapped as the turn is skipped
    assert game.state.active == 1  # P1's turn didn't happen: P2's next turn began
    assert game.state.turn == turn + 1
    assert events(game, "skip_next")


def test_614_10_declining_the_skip_begins_the_turn_with_the_vault_still_tapped() -> None:
    """Oracle: 'you may skip that turn instead'; and '~ doesn't untap during your untap step'."""
    game = _vault_game()
    vault = game.find("Time Vault")
    _to_next_turn(game)
    game.apply("choose")
    assert game.state.active == 0
    assert game.state.objects[vault].tapped


def test_ruling_no_offer_while_the_vault_is_untapped() -> None:
    """Ruling (2008-10-01): the choice is made 'only if Time Vault is tapped at that time.'"""
    game = _vault_game(tapped=False)
    _to_next_turn(game)
    assert game.pending.kind == "priority" and game.state.active == 0


def test_500_7_tap_for_an_extra_turn_then_skip_a_turn_to_untap_it() -> None:
    """'{T}: Take an extra turn after this one.' The extra turn comes first (500.7); the vault stays tapped through
    it (it doesn't untap during your untap step), and the skip offer comes as each of your turns would begin."""
    game = _vault_game(active="P1", tapped=False)
    vault = game.find("Time Vault")
    activate(game, vault)
    resolve_stack(game)
    turn = game.state.turn
    _to_next_turn(game)
    game.apply("choose")  # take the extra turn
    assert game.state.active == 0 and game.state.turn == turn + 1
    assert game.state.objects[vault].tapped
    _to_next_turn(game)  # P2's turn: no offer to P2
    assert game.state.active == 1
    _to_next_turn(game)
    assert game.pending.kind == "choose" and game.pending.player == 0
    game.apply(f"choose {vault}")
    assert game.state.active == 1 and not game.state.objects[vault].tapped
