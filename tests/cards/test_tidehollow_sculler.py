"""Tidehollow Sculler: every official ruling, checked in a game.

Oracle text: When Tidehollow Sculler enters the battlefield, target opponent reveals their hand and you
choose a nonland card from it. Exile that card. / When Tidehollow Sculler leaves the battlefield, return the
exiled card to its owner's hand."""

from __future__ import annotations

from support import board, cast, lands, log_since, names, pass_both, pass_until

from lithoform import Game


def _sculler_trigger(p1_hand: list | None = None) -> Game:
    """Tidehollow Sculler resolved; its enters trigger is on the stack targeting P2, whose hand holds
    Lightning Bolt, Counterspell and a Mountain."""
    game = board({"battlefield": [lands("Plains", 2), lands("Swamp", 2), lands("Mountain", 2)],
                  "hand": ["Tidehollow Sculler", *(p1_hand or [])]},
                 {"hand": ["Lightning Bolt", "Counterspell", "Mountain"]})
    cast(game, "Tidehollow Sculler")
    pass_both(game)
    game.apply("target P2")
    assert game.pending.kind == "priority" and len(game.state.stack) == 1
    return game


def test_leaving_before_the_first_ability_resolves_exiles_the_card_indefinitely() -> None:
    """Ruling: "If Tidehollow Sculler leaves the battlefield before its first ability has resolved, its
    second ability triggers. This ability does nothing when it resolves. Then its first ability resolves
    and exiles the chosen card indefinitely."
    """
    game = _sculler_trigger(p1_hand=["Lightning Bolt"])
    sculler = game.find("Tidehollow Sculler")
    enters = game.state.stack[-1]
    cast(game, game.find("Lightning Bolt", zone="hand", player=0), sculler)
    pass_both(game)  # the Bolt resolves: the Sculler dies
    assert game.find("Tidehollow Sculler", zone="graveyard")
    leaves = game.state.stack[-1]
    assert leaves != enters and game.state.objects[leaves].ability.text.startswith("When Tidehollow Sculler leaves")
    start = len(game.log(verbose=True))
    pass_both(game)  # the leaves ability resolves and does nothing
    assert game.state.stack == (enters,)
    assert not [line for line in log_since(game, start) if "moves" in line]
    assert names(game, "hand", 1) == ["Counterspell", "Lightning Bolt", "Mountain"]
    pass_both(game)  # then the enters ability resolves
    game.apply(f"choose {game.find('Counterspell', zone='hand', player=1)}")
    assert names(game, "exile", 0) == ["Counterspell"]
    # Indefinitely: nothing will ever return it, turns later.
    pass_until(game, "upkeep", turn=5)
    assert names(game, "exile", 0) == ["Counterspell"]
    assert "Counterspell" not in names(game, "hand", 1)


def test_opponent_reveals_and_you_choose_a_nonland_card_to_exile() -> None:
    """Oracle: "target opponent reveals their hand and you choose a nonland card from it. Exile that card.":
    the Sculler's controller chooses, and a land can't be chosen."""
    game = _sculler_trigger()
    pass_both(game)
    p = game.pending
    assert p.kind == "choose" and p.player == 0
    mountain = game.find("Mountain", zone="hand", player=1)
    assert mountain not in p.options
    assert set(p.options) == {game.find("Lightning Bolt", zone="hand", player=1),
                              game.find("Counterspell", zone="hand", player=1)}
    assert any("reveals" in line for line in game.log())
    game.apply(f"choose {game.find('Lightning Bolt', zone='hand', player=1)}")
    assert names(game, "exile") == ["Lightning Bolt"]
    assert names(game, "hand", 1) == ["Counterspell", "Mountain"]


def test_the_exiled_card_returns_to_its_owners_hand_when_the_sculler_leaves() -> None:
    """Oracle: "When Tidehollow Sculler leaves the battlefield, return the exiled card to its owner's hand."
    The card returns as a new object (400.7)."""
    game = _sculler_trigger(p1_hand=["Lightning Bolt"])
    pass_both(game)
    bolt_in_hand = game.find("Lightning Bolt", zone="hand", player=1)
    game.apply(f"choose {bolt_in_hand}")
    exiled = game.find("Lightning Bolt", zone="exile")
    cast(game, game.find("Lightning Bolt", zone="hand", player=0), game.find("Tidehollow Sculler"))
    pass_both(game)
    pass_both(game)  # the leaves ability resolves
    assert not game.zone("exile")
    returned = game.find("Lightning Bolt", zone="hand", player=1)
    assert returned not in (exiled, bolt_in_hand)
    assert game.state.objects[returned].owner == 1
