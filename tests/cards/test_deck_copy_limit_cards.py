"""Cards whose own text changes the four-copy rule (100.2a, mechanics/deck_limits): Relentless Rats,
Persistent Petitioners, Rat Colony and Shadowborn Apostle ('A deck can have any number of cards named ~.') and
Seven Dwarves ('A deck can have up to seven cards named ~.')."""

from __future__ import annotations

import pytest
from support import board, controlled, pt

from lithoform.carddb import find_card
from lithoform.compiler.compiler import compile_card
from lithoform.play.decks import DeckError, DeckList, check_deck


def _deck(*main: tuple[int, str], side: tuple[tuple[int, str], ...] = ()) -> DeckList:
    return DeckList(list(main), list(side))


@pytest.mark.parametrize("name", ["Relentless Rats", "Persistent Petitioners", "Rat Colony", "Shadowborn Apostle",
                                  "Seven Dwarves"])
def test_the_deck_limit_line_compiles(name: str) -> None:
    assert compile_card(find_card(name).card).ok


@pytest.mark.parametrize("name", ["Relentless Rats", "Persistent Petitioners", "Rat Colony", "Shadowborn Apostle"])
def test_any_number_ignores_the_four_of_rule(name: str) -> None:
    """Ruling (Relentless Rats, Persistent Petitioners): "The last ability of [the card] lets you ignore the
    'four-of' rule." Main deck and sideboard together (100.4a)."""
    check_deck(_deck((24, name), (36, "Swamp"), side=((6, name),)))


def test_seven_dwarves_up_to_seven_in_constructed() -> None:
    """'A deck can have up to seven cards named Seven Dwarves.': seven pass, eight don't (100.2a), counted over
    the main deck and sideboard together (100.4a)."""
    check_deck(_deck((7, "Seven Dwarves"), (53, "Mountain")))
    with pytest.raises(DeckError, match=r"8 copies of 'Seven Dwarves'; at most 7"):
        check_deck(_deck((7, "Seven Dwarves"), (53, "Mountain"), side=((1, "Seven Dwarves"),)))


def test_seven_dwarves_only_seven_in_a_limited_deck() -> None:
    """Ruling: "If you're fortunate enough to open or draft eight or more Seven Dwarves during a Limited
    event, you can include only seven of them in your deck. The rest remain in your sideboard." (100.2b has
    no copy limit, the card's own one still holds.)"""
    check_deck(_deck((7, "Seven Dwarves"), (33, "Mountain"), side=((2, "Seven Dwarves"),)), format="limited")
    with pytest.raises(DeckError, match=r"8 copies of 'Seven Dwarves'; at most 7"):
        check_deck(_deck((8, "Seven Dwarves"), (32, "Mountain")), format="limited")


def test_other_cards_keep_the_four_of_rule() -> None:
    with pytest.raises(DeckError, match=r"5 copies of 'Lightning Bolt'; at most 4 "):
        check_deck(_deck((5, "Lightning Bolt"), (55, "Mountain")))


def test_persistent_petitioners_taps_advisors_that_just_arrived() -> None:
    """Ruling: "Advisors that you haven't controlled continuously since your turn began may be tapped to pay
    for the second ability of Persistent Petitioners." (302.6: only {T} and {Q} costs need that.)"""
    game = board({"battlefield": [{"card": "Persistent Petitioners", "count": 4, "sick": True}]})
    petitioner = game.find("Persistent Petitioners")
    offered = [str(a) for a in game.legal_actions() if str(a).startswith(f"activate {petitioner} 2")]
    assert offered, "the tap-four-Advisors ability is offered with summoning-sick Advisors"
    assert not [str(a) for a in game.legal_actions() if str(a).startswith(f"activate {petitioner} 1")], \
        "the {T} ability isn't (302.6)"


def test_relentless_rats_counts_the_others_named_relentless_rats() -> None:
    """'Relentless Rats gets +1/+1 for each other creature on the battlefield named Relentless Rats.' (both
    players' creatures: 'on the battlefield' names no controller)."""
    game = board({"battlefield": [{"card": "Relentless Rats", "count": 2}]},
                 {"battlefield": ["Relentless Rats", "Grizzly Bears"]})
    rats = controlled(game, "Relentless Rats", 0) + controlled(game, "Relentless Rats", 1)
    assert len(rats) == 3 and {pt(game, r) for r in rats} == {(4, 4)}
