"""Elite Spellbinder: its rulings, checked in a game.

Oracle text: Flying / When Elite Spellbinder enters the battlefield, look at target opponent's hand. You may
exile a nonland card from it. For as long as that card remains exiled, its owner may play it. A spell cast
this way costs {2} more to cast."""

from __future__ import annotations

from support import board, cast, lands, names, pass_both, pass_until

from lithoform import Game

SPELLBINDER = "Elite Spellbinder"


def _exiled(card: str, p2_lands: list | None = None) -> Game:
    """Elite Spellbinder resolved and its trigger exiled `card` from P2's hand."""
    game = board({"battlefield": [lands("Plains", 3)], "hand": [SPELLBINDER]},
                 {"battlefield": p2_lands or [lands("Forest", 4)], "hand": [card, "Forest"]})
    cast(game, SPELLBINDER)
    pass_both(game)
    game.apply("target P2")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0
    assert game.find("Forest", zone="hand", player=1) not in game.pending.options  # 'a nonland card'
    game.apply(f"choose {game.find(card, zone='hand', player=1)}")
    assert card in names(game, "exile", 1)
    return game


def _casts_from_exile(game: Game, player: int) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "cast" and game.pending.player == player]


def test_playing_the_exiled_card_follows_all_normal_timing_restrictions() -> None:
    """Ruling (2021-04-16): "Playing the exiled card follows all normal timing restrictions." A creature card
    exiled from P2's hand can't be cast in P1's turn; in P2's own main phase it can, for {2} more."""
    game = _exiled("Grizzly Bears")
    game.apply("pass")  # P2 gets priority in P1's main phase with an empty stack: no sorcery-speed spell
    assert game.pending.player == 1
    assert not _casts_from_exile(game, 1)
    pass_until(game, "main1", turn=4)
    bears = game.find("Grizzly Bears", zone="exile")
    assert any(f"cast {bears}" in a for a in _casts_from_exile(game, 1))


def test_a_spell_cast_this_way_costs_2_more() -> None:
    """Oracle: "A spell cast this way costs {2} more to cast." (601.2f): Grizzly Bears needs four lands."""
    game = _exiled("Grizzly Bears", p2_lands=[lands("Forest", 3)])
    pass_until(game, "main1", turn=4)
    assert not _casts_from_exile(game, 1)  # three lands: {1}{G} + {2} can't be paid
    game = _exiled("Grizzly Bears")
    pass_until(game, "main1", turn=4)
    bears = game.find("Grizzly Bears", zone="exile")
    game.apply(f"cast {bears} owner_may_play+{{2}}")
    game.apply("autopay")
    assert all(game.state.objects[f].tapped for f in game.state.zones["battlefield"]
               if game.state.objects[f].card == "Forest" and game.state.objects[f].controller == 1)
    pass_both(game)
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_only_its_owner_may_play_it() -> None:
    """Oracle: "its owner may play it": Elite Spellbinder's controller gets no permission."""
    game = _exiled("Lightning Bolt")
    bolt = game.find("Lightning Bolt", zone="exile")
    assert not any(f"cast {bolt}" in str(a) for a in game.legal_actions())
