"""Liliana, Waker of the Dead, compiled from its Oracle text and played.

Oracle text: [+1]: Each player discards a card. Each opponent who can't loses 3 life. / [−3]: Target
creature gets -X/-X until end of turn, where X is the number of cards in your graveyard. / [−7]: You get an
emblem with "At the beginning of combat on your turn, put target creature card from a graveyard onto the
battlefield under your control. It gains haste.\""""

from __future__ import annotations

from support import activate, board, controlled, life, pass_both

LILIANA = "Liliana, Waker of the Dead"


def _liliana(loyalty: int = 4) -> dict:
    return {"card": LILIANA, "counters": {"loyalty": loyalty}}


def test_plus_one_an_opponent_with_no_card_loses_three_life() -> None:
    """Ruling: "Finally, each opponent who couldn't discard a card loses 3 life.\""""
    game = board({"battlefield": [_liliana()], "hand": ["Shock"]}, {"hand": []})
    activate(game, game.find(LILIANA), 1)
    pass_both(game)
    assert game.find("Shock", zone="graveyard")
    assert life(game, 1) == 17 and life(game, 0) == 20


def test_plus_one_an_opponent_who_discards_loses_no_life() -> None:
    """Ruling: "A player who has a card in hand can't choose to lose 3 life instead of discarding a card.\""""
    game = board({"battlefield": [_liliana()]}, {"hand": ["Shock"]})
    activate(game, game.find(LILIANA), 1)
    pass_both(game)
    assert game.find("Shock", zone="graveyard")
    assert life(game, 1) == 20
    # Ruling: "If you have no cards in hand, you just don't discard anything. You don't lose 3 life."
    assert life(game, 0) == 20


def test_minus_three_counts_the_cards_in_your_graveyard() -> None:
    """Ruling: "The value of X is determined only as Liliana's second ability resolves.\""""
    game = board({"battlefield": [_liliana()], "graveyard": ["Shock", "Shock"]}, {"battlefield": ["Hill Giant"]})
    giant = game.find("Hill Giant")
    activate(game, game.find(LILIANA), 2, giant)
    pass_both(game)
    assert (game.chars(giant).power, game.chars(giant).toughness) == (1, 1)


def test_minus_seven_emblem_reanimates_from_any_graveyard_with_haste() -> None:
    """114.4: the emblem's ability triggers from the command zone; 400.7j: 'It' is the creature the card
    became on the battlefield."""
    game = board({"battlefield": [_liliana(7)]}, {"graveyard": ["Hill Giant"]})
    activate(game, game.find(LILIANA), 3)
    pass_both(game)
    assert len(game.zone("command", 0)) == 1
    game.apply("pass")
    game.apply("pass")  # on to the beginning of combat: the emblem triggers
    assert game.state.step == "beginning_of_combat" and game.pending.kind == "target", game.pending
    game.apply(f"target {game.find('Hill Giant', zone='graveyard')}")
    pass_both(game)
    (giant,) = controlled(game, "Hill Giant")
    assert game.state.objects[giant].owner == 1
    assert "haste" in game.chars(giant).keywords
