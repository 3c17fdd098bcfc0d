"""'Reveal X [color] cards from your hand' as a cost (107.3a, 601.2b, 601.2h, 701.20a; mechanics/reveal_cost),
compiled from the Oracle text: Martyr of Spores ('{1}, Reveal X green cards from your hand, Sacrifice Martyr of
Spores: Target creature gets +X/+X until end of turn.')."""

from __future__ import annotations

from support import board, pass_both, pt, zone_names

MARTYR = "Martyr of Spores"


def _board():
    return board({"battlefield": [MARTYR, "Forest", "Grizzly Bears"],
                  "hand": ["Llanowar Elves", "Giant Growth", "Island"]}, {})


def test_cr_107_3a_x_is_announced_no_more_than_the_cards_that_could_be_revealed() -> None:
    game = _board()
    bears = game.find("Grizzly Bears", zone="battlefield")
    game.apply(f"activate {game.find(MARTYR, zone='battlefield')} 1")
    assert game.pending.kind == "x"
    assert game.pending.max == 2  # two green cards in hand (the Island can't be revealed)
    game.apply("x 2")
    game.apply(f"target {bears}")
    revealed = []
    while game.pending.kind == "reveal":
        assert game.find("Island") not in game.pending.options
        revealed.append(game.pending.options[0])
        game.apply(f"reveal {game.pending.options[0]}")
    assert len(revealed) == 2
    while game.pending.kind in ("sacrifice", "pay"):
        game.apply("autopay" if game.pending.kind == "pay" else f"sacrifice {game.pending.options[0]}")
    assert sorted(zone_names(game, "hand", 0)) == ["Giant Growth", "Island", "Llanowar Elves"]  # kept (701.20a)
    pass_both(game)
    assert pt(game, bears) == (4, 4)
    assert MARTYR in zone_names(game, "graveyard", 0)
