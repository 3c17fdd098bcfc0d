"""Jolrael, Mwonvuli Recluse, compiled from its Oracle text: 'Whenever you draw your second card each turn,
create a 2/2 green Cat creature token. / {4}{G}{G}: Until end of turn, creatures you control have base
power and toughness X/X, where X is the number of cards in your hand.'"""

from __future__ import annotations

from support import activate, board, cast, counters, lands, pass_both, pt

JOLRAEL = "Jolrael, Mwonvuli Recluse"


def _game():
    return board({"hand": ["Island", "Island", "Plains", "Giant Growth"],
                  "battlefield": [JOLRAEL, lands("Forest", 7), {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]})


def test_jolrael_x_is_counted_as_it_resolves_and_does_not_change() -> None:
    """Ruling: "The value of X is determined only as Jolrael's last ability resolves. Once that happens, the
    value of X won't change later in the turn even if the number of cards in your hand changes." """
    game = _game()
    jolrael, bears = game.find(JOLRAEL), game.find("Grizzly Bears")
    activate(game, jolrael, 1)
    pass_both(game)
    assert pt(game, jolrael) == (4, 4)
    game.apply(f"play {game.find('Island', zone='hand')}")  # three cards left in hand: X stays 4
    assert pt(game, jolrael) == (4, 4)
    assert counters(game, bears) == 1 and pt(game, bears) == (5, 5)


def test_jolrael_modifications_apply_no_matter_when_they_started() -> None:
    """Ruling: "Effects that modify an affected creature's power or toughness without setting it will apply
    no matter when they started to take effect. The same is true for counters that change the creature's
    power or toughness." """
    game = _game()
    jolrael, bears = game.find(JOLRAEL), game.find("Grizzly Bears")
    cast(game, "Giant Growth", bears)
    pass_both(game)
    activate(game, jolrael, 1)  # three cards in hand now
    pass_both(game)
    assert pt(game, bears) == (3 + 3 + 1, 3 + 3 + 1)  # base 3/3, Giant Growth +3/+3, a +1/+1 counter
    assert pt(game, jolrael) == (3, 3)
