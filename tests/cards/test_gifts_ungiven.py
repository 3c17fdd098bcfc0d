"""Gifts Ungiven: 'Search your library for up to four cards with different names and reveal them. Target opponent
chooses two of those cards. Put the chosen cards into your graveyard and the rest into your hand. Then shuffle.'
(701.23a-b, 201.2, 701.20a, 608.2d, 701.24a; mechanics/library_look, the Intuition family)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

from lithoform import Game

use_compiled("Gifts Ungiven")


def _cast(library: list[str]) -> Game:
    game = board({"hand": ["Gifts Ungiven"], "battlefield": [{"card": "Island", "count": 4}], "library": library})
    cast(game, game.find("Gifts Ungiven"), "P2")
    pass_both(game)
    return game


def _find(game: Game, *names: str) -> None:
    """The searcher picks the cards one at a time (a different name each), then stops."""
    for name in names:
        assert game.pending.player == 0 and game.pending.kind == "choose"
        by_name = {game.state.objects[o].card: o for o in game.pending.options}
        game.apply(f"choose {by_name[name]}")
    if game.pending.player == 0 and game.pending.kind == "choose":
        game.apply("choose")  # none: the search ends


def _cards(game: Game, zone: str) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.zone(zone, 0))


def test_four_cards_the_opponent_puts_two_into_the_graveyard_the_rest_go_to_hand() -> None:
    game = _cast(["Forest", "Shock", "Serra Angel", "Grizzly Bears", "Swamp"])
    _find(game, "Shock", "Serra Angel", "Grizzly Bears", "Forest")
    assert game.pending.player == 1 and (game.pending.min, game.pending.max) == (2, 2)  # the opponent chooses
    labels = dict(zip(game.pending.labels, game.pending.options, strict=True))
    game.apply(f"choose {labels['Serra Angel']} {labels['Shock']}")
    assert _cards(game, "hand") == ["Forest", "Grizzly Bears"]
    assert _cards(game, "graveyard") == ["Gifts Ungiven", "Serra Angel", "Shock"]
    assert any(e.kind == "shuffle" for e in game.state.events())


def test_no_two_found_cards_share_a_name() -> None:
    """201.2, 'with different names': once a Shock is found, no other Shock is offered."""
    game = _cast(["Shock", "Shock", "Forest"])
    by_name = {game.state.objects[o].card: o for o in game.pending.options}
    game.apply(f"choose {by_name['Shock']}")
    assert [game.state.objects[o].card for o in game.pending.options] == ["Forest"]


def test_ruling_two_cards_found_both_go_to_the_graveyard() -> None:
    """Ruling (2017-03-14): "You can choose to find fewer than four cards if you want. If you find one or two
    cards, your opponent must choose for them to be put into your graveyard, even if they don't want to.\""""
    game = _cast(["Forest", "Shock", "Serra Angel"])
    _find(game, "Shock", "Serra Angel")
    assert _cards(game, "hand") == []
    assert _cards(game, "graveyard") == ["Gifts Ungiven", "Serra Angel", "Shock"]
