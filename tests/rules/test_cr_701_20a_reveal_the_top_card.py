"""CR 701.20a: to reveal a card is to show it to all players. 'Reveal the top card of your library. If it's a
land card, put it onto the battlefield. Otherwise, put that card into your hand.': the later instructions of
the effect name the revealed card ('it', 'that card'); once the effect has moved it to a public zone they
find the new object (400.7j); moved into a hand, its last known information still gives its mana value
(608.2h) (mechanics/reveal_top)."""

from __future__ import annotations

from support import board, cast, hand_size, life, names, pass_until, resolve_stack

from lithoform.play.observation import visible_log


def _oracle(top: str):
    game = board({"hand": ["Coiling Oracle"], "battlefield": ["Forest", "Island"],
                  "library": [top, "Plains", "Plains"]})
    cast(game, "Coiling Oracle")
    resolve_stack(game)
    return game


def test_701_20a_coiling_oracle_puts_a_revealed_land_onto_the_battlefield():
    game = _oracle("Mountain")
    assert "Mountain" in names(game, "battlefield", 0) and hand_size(game, 0) == 0
    assert any(e.kind == "reveal_cards" and e.args["cards"] == ["Mountain"] for e in game.state.events())


def test_608_2c_otherwise_the_revealed_card_goes_to_the_hand():
    game = _oracle("Lightning Bolt")
    assert names(game, "hand", 0) == ["Lightning Bolt"]
    assert names(game, "battlefield", 0).count("Coiling Oracle") == 1


def test_701_20a_the_revealed_card_is_shown_to_the_opponent_by_name_only():
    """Revealing shows the card to all players; its id in the library is secret and stays out of the event
    (the opponent's view names the card)."""
    game = _oracle("Lightning Bolt")
    (event,) = [e for e in game.state.events() if e.kind == "reveal_cards"]
    assert set(event.args) == {"player", "cards", "where"}
    assert any("Lightning Bolt" in line for line in visible_log(game.state, 1))


def test_608_2h_dark_confidant_loses_life_equal_to_the_mana_value_of_the_card_put_into_hand():
    """Dark Confidant: 'reveal the top card of your library and put that card into your hand. You lose life
    equal to its mana value.' The card is in a hidden zone by then: its last known information counts."""
    game = board({"battlefield": ["Dark Confidant"], "library": ["Hill Giant", "Plains"]}, step="end")
    pass_until(game, "upkeep", turn=5)  # P2's turn 4, then P1's upkeep trigger waits on the stack
    resolve_stack(game)
    assert "Hill Giant" in names(game, "hand", 0)
    assert life(game, 0) == 20 - 4


def test_400_7j_lurking_predators_may_put_a_noncreature_card_on_the_bottom():
    """Lurking Predators: 'If it's a creature card, put it onto the battlefield. Otherwise, you may put that
    card on the bottom of your library.'"""
    game = board({"battlefield": ["Lurking Predators"], "library": ["Plains", "Hill Giant", "Island"]},
                 {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}, active="P2")
    cast(game, "Lightning Bolt", "P1")
    game.apply("pass")  # P2 passes with the trigger on the stack above the Bolt
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    library = game.state.zones["library:0"]
    assert game.state.objects[library[-1]].card == "Plains"
    assert game.state.objects[library[0]].card == "Hill Giant"
