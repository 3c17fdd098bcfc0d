"""CR 701.9a and 121.1: 'Discard up to two cards, then draw that many cards.' The player chooses how many cards
(up to the number, none allowed) and which, discards them, then draws one card for each card discarded this way.
'Discard all the cards in your hand, then draw that many cards.' counts the cards discarded. Played with the
compiled Cathartic Pyre (mode 2), Tolarian Winds and Kinetic Augur."""

from __future__ import annotations

from support import board, cast, hand_size, names, pass_both, use_compiled

PYRE = "Cathartic Pyre"
WINDS = "Tolarian Winds"
AUGUR = "Kinetic Augur"
use_compiled(PYRE, WINDS, AUGUR)


def _pyre(hand: list[str]):  # type: ignore[no-untyped-def]
    game = board({"hand": [PYRE, *hand], "battlefield": [{"card": "Mountain", "count": 2}]})
    cast(game, PYRE, mode=2)
    pass_both(game)
    return game


def test_701_9a_discard_up_to_two_then_draw_as_many() -> None:
    game = _pyre(["Shock", "Opt", "Giant Growth"])
    q = game.pending
    assert q.kind == "choose" and (q.min, q.max) == (0, 2)
    game.apply(f"choose {game.find('Shock', zone='hand')} {game.find('Opt', zone='hand')}")
    assert sorted(names(game, "graveyard")) == sorted([PYRE, "Shock", "Opt"])
    assert hand_size(game) == 3  # Giant Growth and the two cards drawn


def test_701_9a_discarding_none_draws_none() -> None:
    game = _pyre(["Shock"])
    game.apply("choose")
    assert names(game, "hand") == ["Shock"]
    assert names(game, "graveyard") == [PYRE]


def test_121_1_whole_hand_counts_the_cards_discarded() -> None:
    """Tolarian Winds' ruling (2004-10-04): 'It counts how many cards you discard. Since this card will not be in
    your hand at that time, this card is not counted.'"""
    game = board({"hand": [WINDS, "Shock", "Opt"], "battlefield": [{"card": "Island", "count": 2}]})
    cast(game, WINDS)
    pass_both(game)
    assert sorted(names(game, "graveyard")) == sorted([WINDS, "Shock", "Opt"])
    assert hand_size(game) == 2


def test_701_9a_an_empty_hand_draws_nothing() -> None:
    game = board({"hand": [WINDS], "battlefield": [{"card": "Island", "count": 2}]})
    cast(game, WINDS)
    pass_both(game)
    assert hand_size(game) == 0
