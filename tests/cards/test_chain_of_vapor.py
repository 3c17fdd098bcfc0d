"""Chain of Vapor ({U} instant): 'Return target nonland permanent to its owner's hand. Then that permanent's
controller may sacrifice a land. If the player does, they may copy this spell and may choose a new target for
that copy.' (701.21a: the sacrifice is the price; 707.10, 707.10c: the copy and its new target; 608.2h: the
controller of the returned permanent as it last existed), and the other Chains' prices: Chain of Plasma's
discarded card and Chain of Acid's none (mechanics/chain_copies)."""

from __future__ import annotations

from support import board, cast, hand_size, names, resolve_stack

VAPOR = "Chain of Vapor"


def _vapor(p2_lands: int = 1):
    game = board({"hand": [VAPOR], "battlefield": ["Island", "Grizzly Bears"]},
                 {"battlefield": ["Hill Giant"] + ["Forest"] * p2_lands})
    cast(game, VAPOR, game.find("Hill Giant"))
    game.apply("pass")
    game.apply("pass")
    return game


def test_the_returned_permanents_controller_may_sacrifice_a_land_to_copy_it() -> None:
    game = _vapor()
    assert game.pending.kind == "choose" and game.pending.player == 1  # P2 controlled the Giant (608.2h)
    forest = game.find("Forest")
    game.apply(f"choose {forest}")  # sacrifice a land (701.21a)
    game.apply("yes")  # copy it
    assert game.pending.kind == "new_targets" and game.pending.player == 1  # 707.10c
    bears = game.find("Grizzly Bears")
    game.apply(f"choose {bears}")
    copy = game.state.objects[game.state.stack[-1]]
    assert copy.controller == 1
    assert names(game, "hand", 1) == ["Hill Giant"] and names(game, "graveyard", 1) == ["Forest"]
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and game.pending.player == 0  # the Bears' controller's turn to choose
    game.apply("choose")  # P1 keeps its Island
    assert names(game, "hand", 0) == ["Grizzly Bears"] and not game.state.stack


def test_declining_the_sacrifice_ends_the_chain() -> None:
    game = _vapor()
    game.apply("choose")  # none
    resolve_stack(game)
    assert not game.state.stack and game.find("Forest", zone="battlefield")


def test_without_a_land_to_sacrifice_no_question() -> None:
    game = _vapor(p2_lands=0)
    assert game.pending.kind == "priority" and not game.state.stack


def test_chain_of_plasma_the_price_is_a_discarded_card() -> None:
    """'Then that player or that permanent's controller may discard a card. If the player does, they may copy
    this spell and may choose a new target for that copy.' (701.9a)"""
    game = board({"hand": ["Chain of Plasma"], "battlefield": ["Mountain"] * 2},
                 {"hand": ["Island"]})
    cast(game, "Chain of Plasma", "P2")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and game.pending.player == 1
    game.apply(f"choose {game.find('Island', zone='hand')}")
    game.apply("yes")
    assert game.pending.kind == "new_targets"
    game.apply("choose P1")
    assert hand_size(game, 1) == 0 and names(game, "graveyard", 1) == ["Island"]


def test_chain_of_acid_has_no_price() -> None:
    """'Destroy target noncreature permanent. Then that permanent's controller may copy this spell and may choose
    a new target for that copy.'"""
    game = board({"hand": ["Chain of Acid"], "battlefield": ["Forest"] * 4}, {"battlefield": ["Glorious Anthem"]})
    cast(game, "Chain of Acid", game.find("Glorious Anthem"))
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may" and game.pending.player == 1  # copy it? (707.10)
    game.apply("no")
    assert names(game, "graveyard", 1) == ["Glorious Anthem"]
