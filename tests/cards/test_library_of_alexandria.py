"""Library of Alexandria: "{T}: Add {C}. {T}: Draw a card. Activate only if you have exactly seven cards in hand."
(602.5b: the restriction is checked as the ability is activated; 402: the number of cards in hand.)"""

from __future__ import annotations

from support import P1, actions, activate, board, hand_size, resolve_stack, use_compiled

use_compiled("Library of Alexandria", "Island")
LIBRARY = "Library of Alexandria"


def _game(cards: int, libraries: int = 1):
    return board({"hand": ["Island"] * cards, "battlefield": [LIBRARY] * libraries, "library": ["Island"] * 5})


def test_602_5b_only_with_exactly_seven_cards_in_hand() -> None:
    for cards, allowed in ((6, False), (7, True), (8, False)):
        game = _game(cards)
        assert (f"activate {game.find(LIBRARY)} 2" in actions(game)) == allowed, cards


def test_ruling_checked_only_as_it_is_activated() -> None:
    """Ruling (2004-10-04): "You may tap multiples of these in response to each other because the requirement for
    7 cards is checked only at the time the ability is announced and not again when it resolves." """
    game = _game(7, libraries=2)
    first, second = game.zone("battlefield", P1)[:2]
    activate(game, first, 2)
    activate(game, second, 2)
    resolve_stack(game)
    assert hand_size(game, P1) == 9
