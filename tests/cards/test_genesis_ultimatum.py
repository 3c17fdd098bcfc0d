"""Genesis Ultimatum: 'Look at the top five cards of your library. Put any number of permanent cards from among them
onto the battlefield and the rest into your hand. Exile Genesis Ultimatum.' (401.4, 701.20a; 'any number' is zero
or more; 608.2n: exiled by its own instruction rather than put into the graveyard)."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

from lithoform import Game

CARD = "Genesis Ultimatum"
TOP = ["Grizzly Bears", "Forest", "Lightning Bolt", "Hill Giant", "Opt", "Island"]


def test_it_compiles() -> None:
    assert use_compiled(CARD)


def _cast() -> Game:
    use_compiled(CARD)
    game = board({"hand": [CARD], "battlefield": basics(Forest=2, Island=3, Mountain=2), "library": TOP})
    cast(game, CARD)
    pass_both(game)
    assert game.pending.kind == "choose", game.pending
    return game


def test_permanent_cards_to_the_battlefield_the_rest_to_the_hand_and_it_is_exiled() -> None:
    """Only permanent cards are offered (110.4b); the chosen enter, the others (instants too) go to the hand, and
    the spell is exiled (Ruling (2020-04-17): 'Any abilities that trigger as the permanents enter the battlefield
    this way won't be put onto the stack until after Genesis Ultimatum has finished resolving and is in exile.')."""
    game = _cast()
    offered = {game.state.objects[o].card for o in game.pending.options}
    assert offered == {"Grizzly Bears", "Forest", "Hill Giant"}
    game.apply(f"choose {game.find('Grizzly Bears', zone='library')} {game.find('Forest', zone='library')}")
    assert {"Grizzly Bears"} <= {game.state.objects[o].card for o in game.state.zones["battlefield"]}
    assert sorted(names(game, "hand")) == ["Hill Giant", "Lightning Bolt", "Opt"]
    assert game.find(CARD, zone="exile")
    assert [game.state.objects[o].card for o in game.zone("library", 0)] == ["Island"]


def test_ruling_you_can_choose_to_put_none_onto_the_battlefield() -> None:
    """Ruling (2020-04-17): 'You can choose to not put a permanent card onto the battlefield this way. You'll put it
    into your hand without revealing it and without saying whether it was a permanent card.'"""
    game = _cast()
    game.apply("choose")
    assert sorted(names(game, "hand")) == sorted(TOP[:5])
    assert game.find(CARD, zone="exile")
