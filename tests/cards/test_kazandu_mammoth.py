"""Kazandu Mammoth // Kazandu Valley, a modal double-faced card compiled from its Oracle text and played.

Oracle text: Landfall — Whenever a land enters the battlefield under your control, Kazandu Mammoth gets
+2/+2 until end of turn. // Kazandu Valley enters the battlefield tapped. / {T}: Add {G}."""

from __future__ import annotations

from support import board, lands, pass_both

MAMMOTH = "Kazandu Mammoth"
VALLEY = "Kazandu Valley"


def test_cast_as_the_creature_then_landfall() -> None:
    """Ruling (2020-09-25): 'The mana value of a modal double-faced card is based on the characteristics of
    the face that's being considered. On the stack and battlefield, consider whichever face is up. In all
    other zones, consider only the front face.'"""
    game = board({"battlefield": [lands("Forest", 3)], "hand": [MAMMOTH, "Forest"]})
    game.apply(f"cast {game.find(MAMMOTH, zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    mammoth = game.find(MAMMOTH, zone="battlefield")
    assert game.chars(mammoth).mana_value == 3
    game.apply(f"play {game.find('Forest', zone='hand')}")
    pass_both(game)  # the landfall trigger resolves
    assert (game.chars(mammoth).power, game.chars(mammoth).toughness) == (5, 5)


def test_played_as_its_land_face() -> None:
    """Ruling (2020-09-25): 'To determine whether it is legal to play a modal double-faced card, consider
    only the characteristics of the face you're playing and ignore the other face's characteristics.' The
    land face is played as the turn's land (305.2) and enters tapped; it counts as a land entering for
    another Mammoth's landfall."""
    game = board({"battlefield": [MAMMOTH], "hand": [MAMMOTH]})
    on_board = game.find(MAMMOTH, zone="battlefield")
    card = game.find(MAMMOTH, zone="hand")
    assert f"play {card} 1" in {str(a) for a in game.legal_actions()}
    game.apply(f"play {card} 1")
    valley = game.find(VALLEY, zone="battlefield")
    assert game.state.objects[valley].tapped and "Land" in game.chars(valley).types
    assert game.chars(valley).mana_value == 0  # the face up has no mana cost
    pass_both(game)
    assert game.chars(on_board).power == 5
    assert not any(a.kind == "play" for a in game.legal_actions())  # one land a turn, either face
