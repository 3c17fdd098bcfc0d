"""Experimental Overload, compiled from its Oracle text: 'Create an X/X blue and red Weird creature token,
where X is the number of instant and sorcery cards in your graveyard. Then you may return an instant or
sorcery card from your graveyard to your hand. Exile Experimental Overload.'"""

from __future__ import annotations

from support import board, cast, controlled, lands, names, pass_both, pt

OVERLOAD = "Experimental Overload"


def _resolved(graveyard: list[str], answer: str | None = "yes"):
    game = board({"hand": [OVERLOAD], "battlefield": [lands("Island", 3), lands("Mountain", 1)],
                  "graveyard": graveyard})
    cast(game, OVERLOAD)
    pass_both(game)
    if answer is not None and game.pending.kind == "may":
        game.apply(answer)
    return game


def test_experimental_overload_x_is_counted_as_it_resolves_and_the_token_keeps_its_size() -> None:
    """Ruling: "The value of X is determined only as Experimental Overload resolves. The Weird's power and
    toughness don't change if the number of instant and sorcery cards in your graveyard changes." """
    game = _resolved(["Shock", "Divination", "Grizzly Bears"], answer="yes")
    assert game.pending.kind == "choose"  # two cards to choose from, as it resolves
    game.apply(f"choose {game.find('Shock', zone='graveyard')}")
    (weird,) = controlled(game, "Weird Token")
    assert pt(game, weird) == (2, 2)  # Shock and Divination; then Shock returned: still 2/2
    assert names(game, "hand") == ["Shock"]
    assert game.chars(weird).colors == frozenset({"U", "R"})


def test_experimental_overload_does_not_count_itself() -> None:
    """Ruling: "Because Experimental Overload is still on the stack while it's resolving, it doesn't count
    towards the value of X." """
    game = _resolved(["Shock"], answer="no")
    (weird,) = controlled(game, "Weird Token")
    assert pt(game, weird) == (1, 1)


def test_experimental_overload_is_exiled_even_if_no_card_returns() -> None:
    """Ruling: "You exile Experimental Overload even if you don't return a card to your hand." """
    game = _resolved([], answer="no")
    assert names(game, "exile") == [OVERLOAD]
    assert OVERLOAD not in names(game, "graveyard")
    game = _resolved(["Shock"], answer="no")
    assert names(game, "exile") == [OVERLOAD] and names(game, "graveyard") == ["Shock"]
