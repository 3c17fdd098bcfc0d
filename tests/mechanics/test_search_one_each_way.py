"""'Search your library for up to two creature cards and reveal them. Put one into your hand and the other into
your graveyard. Then shuffle.' (Jarad's Orders; 701.23a, 701.20a, 701.24a): the searcher chooses which found card
goes into the hand; a search sentence that ends with 'and reveal them' goes on in the sentences after it."""

from __future__ import annotations

from support import board, cast, events, lands

from lithoform import Game


def _zone(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[o].card for o in game.state.zones[f"{zone}:{player}"]]


def _to_decision(game: Game) -> None:
    for _ in range(10):
        if game.pending.kind != "priority" or not game.state.stack:
            return
        game.apply("pass")


def _pick(game: Game, *names: str) -> None:
    p = game.pending
    game.apply("choose " + " ".join(str(o) for o in p.options if game.state.objects[o].card in names))


def test_701_23a_jarads_orders_one_card_to_hand_the_other_to_graveyard() -> None:
    """Jarad's Orders: 'Search your library for up to two creature cards and reveal them. Put one into your hand
    and the other into your graveyard. Then shuffle.'"""
    game = board({"battlefield": [lands("Forest", 2), lands("Swamp", 2)], "hand": ["Jarad's Orders"],
                  "library": ["Grizzly Bears", "Shock", "Serra Angel", "Island"]})
    cast(game, "Jarad's Orders")
    _to_decision(game)
    _pick(game, "Grizzly Bears", "Serra Angel")  # the search
    assert sorted(game.state.objects[o].card for o in game.pending.options) == ["Grizzly Bears", "Serra Angel"]
    _pick(game, "Serra Angel")  # the card for the hand
    _to_decision(game)
    assert _zone(game, "hand") == ["Serra Angel"]
    assert sorted(_zone(game, "graveyard")) == ["Grizzly Bears", "Jarad's Orders"]
    assert len(events(game, "shuffle")) == 1  # one shuffle, after both cards moved
    assert events(game, "reveal_cards")


def test_608_2c_jarads_orders_a_single_card_found_goes_into_the_hand() -> None:
    """Ruling (2012-10-01): 'You can choose to find just one creature card. If you do, you'll put that card into
    your hand.'"""
    game = board({"battlefield": [lands("Forest", 2), lands("Swamp", 2)], "hand": ["Jarad's Orders"],
                  "library": ["Grizzly Bears", "Shock", "Serra Angel", "Island"]})
    cast(game, "Jarad's Orders")
    _to_decision(game)
    _pick(game, "Grizzly Bears")
    _to_decision(game)
    assert _zone(game, "hand") == ["Grizzly Bears"]
    assert _zone(game, "graveyard") == ["Jarad's Orders"]


def test_701_23a_final_parting_finds_any_two_cards() -> None:
    """Final Parting: 'Search your library for two cards. Put one into your hand and the other into your graveyard.
    Then shuffle.'"""
    game = board({"battlefield": [lands("Swamp", 5)], "hand": ["Final Parting"],
                  "library": ["Grizzly Bears", "Shock", "Island"]})
    cast(game, "Final Parting")
    _to_decision(game)
    assert game.pending.min == 2  # a search for any card finds what it can (701.23b)
    _pick(game, "Shock", "Island")
    _pick(game, "Shock")
    _to_decision(game)
    assert _zone(game, "hand") == ["Shock"]
    assert sorted(_zone(game, "graveyard")) == ["Final Parting", "Island"]
    assert _zone(game, "library") == ["Grizzly Bears"]
