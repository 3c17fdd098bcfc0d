"""Strixhaven cards the compiler reads since the w10-stx session, each checked against one of its official
rulings, quoted from the card database: returning the permanent as a cost (602.2b), a delayed 'when that creature
dies this turn' ability (603.7c), cards leaving a graveyard together (603.2c), different powers (208.1), hand
sizes compared (402.1), base power set (613.4b), a spell with an illegal target (608.2b), Go Blank's graveyard."""

from __future__ import annotations

from support import (
    activate,
    board,
    can_activate,
    cast,
    keep_targets,
    names,
    pass_both,
    resolve_stack,
    use_compiled,
)

from lithoform.cards.tree import ApplyContinuous, SetBasePT
from lithoform.catalog.compiled import compiled

use_compiled("Rootha, Mercurial Artist", "Devouring Tendrils", "Stonebound Mentor", "Golden Ratio",
             "Teachings of the Archaics", "Symmetry Sage", "Secret Rendezvous", "Go Blank", "Mage Duel")


def test_rootha_needs_a_target_to_return_itself() -> None:
    """Rootha, Mercurial Artist ruling: "Rootha, Mercurial Artist's ability must have a target to be activated.
    You can't activate it without a target in order to return Rootha to your hand." (602.2b, 601.2c)"""
    game = board({"battlefield": ["Rootha, Mercurial Artist", {"card": "Island", "count": 2}]})
    rootha = game.find("Rootha, Mercurial Artist")
    assert not can_activate(game, rootha)
    assert "Rootha, Mercurial Artist" in names(game, "battlefield", 0)


def test_rootha_returns_to_hand_as_the_cost_and_copies() -> None:
    """602.2b: with an instant of its controller's on the stack, paying {2} and returning Rootha is the cost; the
    copy ability resolves with Rootha already in the hand (113.7a)."""
    game = board({"battlefield": ["Rootha, Mercurial Artist", {"card": "Mountain", "count": 3}],
                  "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    activate(game, "Rootha, Mercurial Artist", 1, game.state.stack[-1])
    assert "Rootha, Mercurial Artist" in names(game, "hand", 0)
    pass_both(game)
    keep_targets(game)
    resolve_stack(game)
    assert game.state.players[1].life == 14  # the copy and the original


def test_devouring_tendrils_triggers_whatever_kills_it() -> None:
    """Devouring Tendrils ruling: "Devouring Tendrils creates a delayed triggered ability that triggers whenever
    the target creature or planeswalker you don't control dies this turn, even if it didn't die because of the
    damage dealt as Devouring Tendrils resolved." (603.7c)"""
    game = board({"battlefield": ["Grizzly Bears", {"card": "Forest", "count": 1}, {"card": "Mountain", "count": 2}],
                  "hand": ["Devouring Tendrils", "Lightning Bolt"]},
                 {"battlefield": ["Serra Angel"]})
    cast(game, "Devouring Tendrils", game.find("Grizzly Bears"), game.find("Serra Angel"))
    resolve_stack(game)
    assert "Serra Angel" in names(game, "battlefield", 1)  # 2 damage to a 4/4
    cast(game, "Lightning Bolt", game.find("Serra Angel"))
    resolve_stack(game)
    assert "Serra Angel" in names(game, "graveyard", 1)
    assert game.state.players[0].life == 22


def test_stonebound_mentor_triggers_once_for_one_event() -> None:
    """Stonebound Mentor ruling: "If multiple cards leave your graveyard as part of the same event, Stonebound
    Mentor's ability will trigger only once." (603.2c)"""
    game = board({"battlefield": ["Stonebound Mentor", "Tormod's Crypt"],
                  "graveyard": ["Grizzly Bears", "Forest", "Island"]})
    activate(game, "Tormod's Crypt", 1, "P1")
    pass_both(game)
    assert len(game.state.stack) == 1
    assert not names(game, "graveyard", 0)


def test_golden_ratio_counts_different_powers() -> None:
    """Golden Ratio ruling: "Creatures have different power if their powers are not equal. For example, if you
    have a creature with 2 power, two creatures with 1 power, and a creature with -1 power, you will draw three
    cards as Golden Ratio resolves." (208.1) Here: 2, 1, 1 power: two cards."""
    game = board({"battlefield": ["Grizzly Bears", "Llanowar Elves", "Llanowar Elves",
                                  {"card": "Island", "count": 1}, {"card": "Forest", "count": 2}],
                  "hand": ["Golden Ratio"]})
    cast(game, "Golden Ratio")
    resolve_stack(game)
    assert len(names(game, "hand", 0)) == 2


def test_teachings_counts_hands_as_it_resolves() -> None:
    """Teachings of the Archaics ruling: "The number of cards in each player's hand is determined as Teachings
    of the Archaics resolves." With the spell on the stack its caster's hand is empty; the opponent's two cards
    are more, but not four more: two cards (402.1)."""
    game = board({"battlefield": [{"card": "Island", "count": 3}], "hand": ["Teachings of the Archaics"]},
                 {"hand": ["Forest", "Forest"]})
    cast(game, "Teachings of the Archaics")
    resolve_stack(game)
    assert len(names(game, "hand", 0)) == 2


def test_teachings_draws_nothing_when_no_opponent_has_more() -> None:
    """608.2c: the condition is false: no card is drawn."""
    game = board({"battlefield": [{"card": "Island", "count": 3}], "hand": ["Teachings of the Archaics"]})
    cast(game, "Teachings of the Archaics")
    resolve_stack(game)
    assert not names(game, "hand", 0)


def test_symmetry_sage_sets_base_power_and_counters_still_apply() -> None:
    """Symmetry Sage ruling: "Any effects that modify a creature's power without setting it to a specific value
    (i.e. ones that don't affect base power) will apply after its base power is set, regardless of the order
    those effects were created. The same is true for counters that modify its power." (613.4b-c)"""
    trigger = [a for a in compiled("Symmetry Sage").card.faces[0].abilities if hasattr(a, "trigger")][0]
    assert isinstance(trigger.effect, ApplyContinuous)
    assert trigger.effect.parts == (SetBasePT(2, 0, only="power"),)
    game = board({"battlefield": ["Symmetry Sage", {"card": "Serra Angel", "counters": {"+1/+1": 1}},
                                  {"card": "Mountain", "count": 1}],
                  "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    assert game.pending.kind == "target"  # the magecraft trigger is put on the stack (603.3d)
    game.apply(f"target {game.find('Serra Angel')}")
    resolve_stack(game)
    c = game.chars(game.find("Serra Angel"))
    assert (c.power, c.toughness) == (3, 5)  # base power 2 (toughness kept, 4), then the counter


def test_secret_rendezvous_illegal_opponent_means_nobody_draws() -> None:
    """Secret Rendezvous ruling: "If the opponent is an illegal target as Secret Rendezvous tries to resolve,
    neither player will draw cards." (608.2b) Its only target is the opponent: the spell doesn't resolve."""
    effect = compiled("Secret Rendezvous").card.faces[0].spell.effect
    assert len(effect.effects) == 2
    game = board({"battlefield": [{"card": "Plains", "count": 3}], "hand": ["Secret Rendezvous"]})
    cast(game, "Secret Rendezvous", "P2")
    resolve_stack(game)
    assert len(names(game, "hand", 0)) == 3 and len(names(game, "hand", 1)) == 3


def test_go_blank_with_an_empty_hand_still_exiles_the_graveyard() -> None:
    """Go Blank ruling: "If the target player has one card in hand as Go Blank resolves, they'll discard it and
    the cards in their graveyard will be exiled. If their hand is empty, you'll just exile the cards in their
    graveyard." (701.9, 404)"""
    game = board({"battlefield": [{"card": "Swamp", "count": 4}], "hand": ["Go Blank"]},
                 {"graveyard": ["Grizzly Bears", "Forest"]})
    cast(game, "Go Blank", "P2")
    resolve_stack(game)
    assert not names(game, "graveyard", 1)
    assert sorted(names(game, "exile", 1)) == ["Forest", "Grizzly Bears"]


def test_mage_duel_mana_value_is_always_three() -> None:
    """Mage Duel ruling: "... then apply any cost reductions (such as that of Mage Duel). Mage Duel's mana value
    is always 3, no matter what the total cost to cast it was." (601.2f, 202.3) With an instant cast before it,
    it costs {G} and stays a 3-mana-value spell."""
    game = board({"battlefield": ["Grizzly Bears", {"card": "Forest", "count": 1}, {"card": "Mountain", "count": 1}],
                  "hand": ["Lightning Bolt", "Mage Duel"]},
                 {"battlefield": ["Llanowar Elves"]})
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    spell = cast(game, "Mage Duel", game.find("Grizzly Bears"), game.find("Llanowar Elves"))
    assert game.chars(spell).mana_value == 3
    resolve_stack(game)
    assert "Llanowar Elves" in names(game, "graveyard", 1)


def test_mage_duel_costs_full_without_another_spell() -> None:
    """601.2f: no instant or sorcery cast before it this turn: {2}{G} with one land can't be paid."""
    game = board({"battlefield": ["Grizzly Bears", {"card": "Forest", "count": 1}], "hand": ["Mage Duel"]},
                 {"battlefield": ["Llanowar Elves"]})
    assert f"cast {game.find('Mage Duel')}" not in [str(a) for a in game.legal_actions()]
