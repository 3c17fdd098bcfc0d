"""Looking at the top cards of a library and sorting them: the cards put on the bottom 'in any order' are
ordered by their owner (401.4); a revealed card is shown (701.20a). Cards compiled from their Oracle text:
Anticipate ('Look at the top three cards of your library. Put one of them into your hand and the rest on the
bottom of your library in any order.') and Commune with Nature ('Look at the top five cards of your library.
You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of
your library in any order.')."""

from __future__ import annotations

from support import board, cast, pass_both

LIBRARY = ["Island", "Grizzly Bears", "Shock", "Forest", "Serra Angel", "Mountain"]


def _names(game, ids) -> list[str]:
    return [game.state.objects[i].card for i in ids]


def test_401_4_anticipate_one_to_hand_the_rest_on_the_bottom_in_the_chosen_order() -> None:
    game = board({"hand": ["Anticipate"], "battlefield": [{"card": "Island", "count": 2}], "library": LIBRARY})
    cast(game, game.find("Anticipate"))
    pass_both(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 3
    shock = next(i for i in game.pending.options if game.state.objects[i].card == "Shock")
    game.apply(f"choose {shock}")
    first = next(i for i in game.pending.options if game.state.objects[i].card == "Grizzly Bears")
    game.apply(f"choose {first}")  # the order on the bottom
    library = game.zone("library", 0)
    assert _names(game, library) == ["Forest", "Serra Angel", "Mountain", "Grizzly Bears", "Island"]
    assert _names(game, game.zone("hand", 0)) == ["Shock"]


def test_701_20a_commune_with_nature_may_reveal_a_creature_card() -> None:
    game = board({"hand": ["Commune with Nature"], "battlefield": ["Forest"], "library": LIBRARY})
    cast(game, game.find("Commune with Nature"))
    pass_both(game)
    options = game.pending.options
    assert sorted(_names(game, options)) == ["Grizzly Bears", "Serra Angel"]  # creature cards only
    angel = next(i for i in options if game.state.objects[i].card == "Serra Angel")
    game.apply(f"choose {angel}")
    while game.pending.kind == "choose":  # the order of the rest on the bottom
        game.apply(f"choose {game.pending.options[0]}")
    assert _names(game, game.zone("hand", 0)) == ["Serra Angel"]
    assert any(e.kind == "reveal_cards" for e in game.state.events())
    assert len(game.zone("library", 0)) == 5 and _names(game, game.zone("library", 0))[0] == "Mountain"
