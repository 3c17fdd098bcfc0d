"""CR 613.1f: ability-adding and ability-removing effects apply in layer 6, in timestamp order (613.7). Conspicuous
Snoop's 'As long as the top card of your library is a Goblin card, ~ has all activated abilities of that card' adds
the card's activated abilities (611.3a: while the condition holds); a later 'loses all abilities' (Turn to Frog)
takes them away with the rest."""

from __future__ import annotations

from support import basics, board, cast, pass_both, use_compiled

use_compiled("Conspicuous Snoop", "Mogg Fanatic", "Turn to Frog", "Grizzly Bears")


def test_613_1f_the_abilities_are_granted_in_layer_6() -> None:
    game = board({"battlefield": ["Conspicuous Snoop"], "library": ["Mogg Fanatic", "Grizzly Bears"]})
    assert len(game.chars(game.find("Conspicuous Snoop")).activated) == 1


def test_613_7_a_later_loss_of_all_abilities_removes_them() -> None:
    game = board({"battlefield": ["Conspicuous Snoop", *basics(Island=2)], "hand": ["Turn to Frog"],
                  "library": ["Mogg Fanatic", "Grizzly Bears"]})
    cast(game, "Turn to Frog", game.find("Conspicuous Snoop"))
    pass_both(game)
    assert game.chars(game.find("Conspicuous Snoop")).activated == ()


def test_611_3a_an_empty_library_grants_nothing() -> None:
    game = board({"battlefield": ["Conspicuous Snoop"], "library": []})
    assert game.chars(game.find("Conspicuous Snoop")).activated == ()


def test_611_3a_the_condition_is_read_continuously() -> None:
    """Mul Daya Channelers: 'As long as the top card of your library is a creature card, Mul Daya Channelers gets
    +3/+3.' (611.3a): a creature on top, then a land once it is drawn."""
    use_compiled("Mul Daya Channelers", "Forest")
    game = board({"battlefield": ["Mul Daya Channelers"], "library": ["Grizzly Bears", "Forest"]}, step="upkeep")
    channelers = game.find("Mul Daya Channelers")
    assert (game.chars(channelers).power, game.chars(channelers).toughness) == (5, 5)
    pass_both(game)  # the draw step: the Bears are drawn, a Forest is on top
    assert (game.chars(channelers).power, game.chars(channelers).toughness) == (2, 2)
