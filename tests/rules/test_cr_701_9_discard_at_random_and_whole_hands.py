"""CR 701.9a: to discard a card is to move it from its owner's hand to that player's graveyard. 701.9b: by
default the discarding player chooses, but some effects require a random discard: then nobody chooses (the
game's seeded generator picks), and 'discard your hand' discards every card (mechanics/discards)."""

from __future__ import annotations

from support import activate, board, cast, hand_size, names, resolve_stack

from lithoform.catalog.compiled import compiled

HAND = ["Grizzly Bears", "Lightning Bolt", "Giant Growth", "Counterspell"]


def _hymn(seed: int):
    game = board({"hand": ["Hymn to Tourach"], "battlefield": ["Swamp", "Swamp"]}, {"hand": list(HAND)},
                 seed=seed)
    cast(game, "Hymn to Tourach", "P2")
    resolve_stack(game)  # fails at any decision: nobody is asked which cards go (701.9b)
    return game


def test_701_9b_hymn_to_tourach_discards_two_at_random_with_no_choice():
    """'Target player discards two cards at random.'"""
    game = _hymn(0)
    assert hand_size(game, 1) == 2
    assert sorted(names(game, "graveyard", 1)) == sorted(set(HAND) - set(names(game, "hand", 1)))
    assert any(e.kind == "random_discard" and "701.9b" in e.rules for e in game.state.events())


def test_701_9b_the_random_cards_come_from_the_seeded_generator():
    """The same seed discards the same cards (a replay is exact); other seeds pick other cards."""
    assert names(_hymn(3), "graveyard", 1) == names(_hymn(3), "graveyard", 1)
    outcomes = {tuple(sorted(names(_hymn(s), "graveyard", 1))) for s in range(12)}
    assert len(outcomes) > 1


def test_701_9b_fewer_cards_than_the_number_discards_what_there_is():
    """Mind Twist: 'Target player discards X cards at random.' with X=3 and one card in hand."""
    game = board({"hand": ["Mind Twist"], "battlefield": ["Swamp"] * 4}, {"hand": ["Grizzly Bears"]})
    cast(game, "Mind Twist", "P2", x=3)
    resolve_stack(game)
    assert hand_size(game, 1) == 0 and names(game, "graveyard", 1) == ["Grizzly Bears"]


def test_701_9a_wheel_of_fortune_discards_every_hand_then_draws_seven():
    """Wheel of Fortune: 'Each player discards their hand, then draws seven cards.'"""
    game = board({"hand": ["Wheel of Fortune", "Lightning Bolt"], "battlefield": ["Mountain"] * 3},
                 {"hand": list(HAND)})
    cast(game, "Wheel of Fortune")
    resolve_stack(game)
    assert hand_size(game, 0) == 7 and hand_size(game, 1) == 7
    assert sorted(names(game, "graveyard", 0)) == ["Lightning Bolt", "Wheel of Fortune"]
    assert sorted(names(game, "graveyard", 1)) == sorted(HAND)


def test_701_9b_a_random_discard_as_a_cost_is_paid_on_activation():
    """Mage il-Vec: '{T}, Discard a card at random: Mage il-Vec deals 1 damage to any target.' The card goes
    as the cost is paid (601.2h), before the ability resolves, and no one chooses it."""
    game = board({"battlefield": ["Mage il-Vec"], "hand": ["Grizzly Bears", "Giant Growth"]})
    activate(game, "Mage il-Vec", 1, "P2")
    assert game.pending.kind == "priority" and game.state.stack
    assert hand_size(game, 0) == 1 and len(names(game, "graveyard", 0)) == 1
    resolve_stack(game)
    assert game.state.players[1].life == 19


def test_701_9b_a_random_discard_cost_needs_a_card_in_hand():
    """Mage il-Vec ruling: "You must discard a card as part of the activation cost. You can't announce the
    ability unless you have a card in hand." """
    game = board({"battlefield": ["Mage il-Vec"]})
    mage = game.find("Mage il-Vec")
    assert not [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == mage]


def test_701_9b_the_random_discard_compiles_as_its_own_node():
    """'discard a card at random' is not the player's choice: a different node than 'discard a card'."""
    from lithoform.cards.tree import DiscardAtRandom, DiscardHand

    ravings = compiled("Desperate Ravings").card.faces[0].spell.effect
    assert any(isinstance(e, DiscardAtRandom) for e in ravings.effects)
    wager = compiled("Dangerous Wager").card.faces[0].spell.effect
    assert isinstance(wager.effects[0], DiscardHand)
