"""Skyclave Shade: 'Kicker {2}{B}. Skyclave Shade can't block. If Skyclave Shade was kicked, it enters the battlefield
with two +1/+1 counters on it. Landfall — Whenever a land enters the battlefield under your control, if Skyclave
Shade is in your graveyard and it's your turn, you may cast it from your graveyard this turn.' (603.4: an intervening
'if' of two conditions; 113.6m: an ability that works from the graveyard; 601.3: a permission to cast; 400.7)."""

from __future__ import annotations

from support import P1, actions, board, cast, counters, events, pass_until, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _game() -> Game:
    return board({"hand": ["Swamp"], "graveyard": ["Skyclave Shade"],
                  "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp"]})


def _play_land(game: Game) -> None:
    game.apply(f"play {game.find('Swamp', zone='hand')}")
    resolve_stack(game)


def _shade(game: Game) -> int:
    return game.find("Skyclave Shade", zone="graveyard")


def _castable(game: Game) -> bool:
    return f"cast {_shade(game)} graveyard_this_turn" in actions(game)


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Skyclave Shade")).ok


def test_without_a_land_it_cant_be_cast_from_the_graveyard() -> None:
    """601.3: the permission comes only from the landfall ability."""
    game = _game()
    assert not _castable(game)


def test_landfall_lets_it_be_cast_from_the_graveyard_kicked() -> None:
    """Ruling: "You must follow the normal timing permissions and restrictions for Skyclave Shade when casting it
    with the permission of its landfall ability. You must pay its mana cost (or, if another effect allows, an
    alternative cost). You may pay its kicker cost when casting it this way." Kicked: two +1/+1 counters."""
    game = _game()
    _play_land(game)
    shade = _shade(game)
    assert _castable(game)
    game.apply(f"cast {shade} graveyard_this_turn")
    game.apply("additional kicker")
    game.apply("autopay")
    resolve_stack(game)
    on_field = game.find("Skyclave Shade", zone="battlefield")
    assert game.state.objects[on_field].controller == P1
    assert counters(game, on_field) == 2


def test_the_permission_lasts_only_this_turn() -> None:
    """Oracle: 'you may cast it from your graveyard this turn': on the next turn of its owner, no longer."""
    game = _game()
    _play_land(game)
    turn = game.state.turn
    pass_until(game, "main1", turn + 2)
    assert not _castable(game)


def test_a_new_object_needs_a_new_landfall() -> None:
    """Ruling: "After you cast Skyclave Shade from your graveyard, it's considered a new object, and the permission
    from its landfall ability won't apply to it again even if it returns to your graveyard later in the turn." """
    game = board({"hand": ["Swamp", "Murder"], "graveyard": ["Skyclave Shade"],
                  "battlefield": ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]})
    _play_land(game)
    game.apply(f"cast {_shade(game)} graveyard_this_turn")
    game.apply("additional none")
    game.apply("autopay")
    resolve_stack(game)
    shade = game.find("Skyclave Shade", zone="battlefield")
    game.apply(f"cast {game.find('Murder', zone='hand')}")
    game.apply(f"target {shade}")
    game.apply("autopay")
    resolve_stack(game)
    assert not _castable(game)


def test_603_4_no_permission_when_the_land_enters_on_another_players_turn() -> None:
    """Oracle: 'if Skyclave Shade is in your graveyard and it's your turn': a land put onto the battlefield on the
    opponent's turn (Growth Spiral, an instant) gives no permission (the intervening 'if' fails, 603.4)."""
    game = board({"hand": ["Growth Spiral", "Swamp"], "graveyard": ["Skyclave Shade"],
                  "battlefield": ["Forest", "Island"]}, active="P2")
    game.apply("pass")  # P2 passes priority in its main phase: P1 may act
    cast(game, "Growth Spiral")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    if game.pending.kind in ("may", "choose"):
        game.apply("yes" if game.pending.kind == "may" else f"choose {game.find('Swamp', zone='hand')}")
    resolve_stack(game)
    assert game.find("Swamp", zone="battlefield")
    assert not events(game, "may_cast_from_graveyard")
