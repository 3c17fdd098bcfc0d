"""CR 118: costs. Tapping ({T}, 107.5), sacrificing (701.21a), removing counters, discarding (cycling,
702.29a), paying life (118.3b, 119.4), X (107.3) and additional costs (kicker, 118.8). A cost can't be paid
without the resources (118.3); its choices are recorded on the spell or ability (`choices`) so effects can
read them later."""

from __future__ import annotations

from support import actions, activate, board, cast, life, pass_both, zone_names

from lithoform.cards.mana import parse_cost
from lithoform.cards.tree import ActivatedAbility, CardDef, CardFace, Cost, DrawCards

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Blood Pact", (CardFace(
    "Test Blood Pact", ("Artifact",), "{1}", text="Pay 2 life: Draw a card.",
    abilities=(ActivatedAbility(Cost(pay_life=2), DrawCards(1), text="Pay 2 life: Draw a card."),),
),)))


def choices(game, oid: int):
    return game.state.objects[oid].choices


# --- {T} ---------------------------------------------------------------------------------------------------


def test_118_tap_cost_taps_the_source_on_activation():
    """107.5 / 601.2h: the {T} cost is paid as the ability is activated, before it resolves."""
    game = board({"battlefield": ["Prodigal Pyromancer"]})
    pyro = game.find("Prodigal Pyromancer")
    activate(game, pyro, 1, "P2")
    assert game.state.stack
    assert game.state.objects[pyro].tapped


def test_118_3_a_tapped_permanent_cannot_pay_a_tap_cost():
    """118.3: 'a permanent that's already tapped can't be tapped to pay a cost.'"""
    game = board({"battlefield": [{"card": "Prodigal Pyromancer", "tapped": True}]})
    assert f"activate {game.find('Prodigal Pyromancer')} 1" not in actions(game)


# --- sacrifice ---------------------------------------------------------------------------------------------


def test_118_sacrifice_is_a_choice_among_your_own_creatures():
    """701.21a / 601.2h: 'Sacrifice a creature' is a choice made while paying; only permanents the player
    controls can be sacrificed."""
    game = board({"battlefield": ["Blasting Station", "Grizzly Bears", "Llanowar Elves"]},
                 {"battlefield": ["Serra Angel"]})
    mine = {game.find("Grizzly Bears"), game.find("Llanowar Elves")}
    activate(game, game.find("Blasting Station"), 1, "P2")
    assert game.pending.kind == "sacrifice" and game.pending.player == 0
    assert set(game.pending.options) == mine
    assert {a.args[0] for a in game.legal_actions() if a.kind == "sacrifice"} == mine


def test_118_sacrificed_permanent_is_recorded_on_the_ability():
    """601.2h: the permanent is sacrificed as the cost is paid, and the ability records which one."""
    game = board({"battlefield": ["Blasting Station", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    ability = activate(game, game.find("Blasting Station"), 1, "P2")
    game.apply(f"sacrifice {bears}")
    assert choices(game, ability).sacrificed == (bears,)
    assert zone_names(game, "graveyard") == ["Grizzly Bears"]
    assert game.state.objects[game.find("Blasting Station")].tapped


def test_118_3_no_sacrifice_candidate_means_no_activation():
    """118.3: 'A player can't pay a cost without having the necessary resources': no creature to sacrifice,
    no activation."""
    game = board({"battlefield": ["Blasting Station"]}, {"battlefield": ["Grizzly Bears"]})
    assert f"activate {game.find('Blasting Station')} 1" not in actions(game)


def test_118_sacrificed_objects_last_known_information_is_used():
    """608.2h: Bosh deals damage equal to 'the sacrificed artifact's mana value', read from the sacrificed
    object's last known information (Hornet Cannon, mana value 4)."""
    game = board({"battlefield": ["Bosh, Iron Golem", "Hornet Cannon"] + ["Mountain"] * 4})
    cannon = game.find("Hornet Cannon")
    ability = activate(game, game.find("Bosh, Iron Golem"), 1, "P2", pay=False)
    game.apply(f"sacrifice {cannon}")
    game.apply("autopay")
    assert choices(game, ability).sacrificed == (cannon,)
    pass_both(game)
    assert life(game, 1) == 16


# --- counters ----------------------------------------------------------------------------------------------


def test_118_remove_counters_cost_is_paid_and_recorded():
    """602.2b / 601.2h: 'Remove a +1/+1 counter from Triskelion' is paid on activation; the ability records
    how many counters were removed."""
    game = board({"battlefield": ["Triskelion"]})
    tri = game.find("Triskelion")
    assert game.state.objects[tri].counter("+1/+1") == 3
    ability = activate(game, tri, 1, "P2")
    assert game.state.objects[tri].counter("+1/+1") == 2
    assert choices(game, ability).counters_removed == 1


def test_118_3_no_counters_to_remove_means_no_activation():
    """118.3: without a +1/+1 counter, Triskelion's ability can't be activated."""
    game = board({"battlefield": [{"card": "Triskelion", "counters": {"+1/+1": 0}}]})
    assert f"activate {game.find('Triskelion')} 1" not in actions(game)


# --- discard (cycling) -----------------------------------------------------------------------------------


def test_702_29a_cycling_discards_the_card_as_a_cost():
    """702.29a: 'Cycling [cost]' means '[Cost], Discard this card: Draw a card.' The card is discarded as
    the ability is activated, before it resolves, and the ability records it."""
    game = board({"battlefield": ["Island", "Island"], "hand": ["Ketria Crystal"],
                  "library": ["Serra Angel"]})
    crystal = game.find("Ketria Crystal")
    ability = activate(game, crystal, 2)
    assert choices(game, ability).discarded == (crystal,)
    assert zone_names(game, "graveyard") == ["Ketria Crystal"]
    assert game.zone("hand", 0) == ()
    pass_both(game)
    assert zone_names(game, "hand") == ["Serra Angel"]


def test_702_29a_cycling_works_only_from_the_hand():
    """702.29a: cycling 'functions only while the card with cycling is in a player's hand.'"""
    game = board({"battlefield": ["Ketria Crystal", "Island", "Island"]})
    assert f"activate {game.find('Ketria Crystal')} 2" not in actions(game)


# --- life --------------------------------------------------------------------------------------------------


def test_118_3b_paying_life_subtracts_it_on_activation():
    """118.3b: 'Paying life is done by subtracting the indicated amount of life from a player's life total',
    as the cost is paid (before the ability resolves)."""
    game = board({"battlefield": ["Test Blood Pact"]})
    activate(game, game.find("Test Blood Pact"))
    assert game.state.stack
    assert life(game, 0) == 18


def test_118_3b_life_paid_is_recorded_on_the_ability():
    """601.2h: the life paid for the cost is recorded on the ability like the other cost choices."""
    game = board({"battlefield": ["Test Blood Pact"]})
    ability = activate(game, game.find("Test Blood Pact"))
    assert choices(game, ability).life_paid == 2


def test_119_4_cannot_pay_more_life_than_you_have():
    """118.3 / 119.4: a player 'may [pay life] only if their life total is greater than or equal to the
    amount of the payment': at 1 life, 'Pay 2 life' can't be paid."""
    game = board({"life": 1, "battlefield": ["Test Blood Pact"]})
    assert f"activate {game.find('Test Blood Pact')} 1" not in actions(game)


def test_119_4_paying_exactly_your_life_total_is_allowed():
    """119.4: 'greater than or equal to': at exactly 2 life, 2 life can be paid."""
    game = board({"life": 2, "battlefield": ["Test Blood Pact"]})
    assert f"activate {game.find('Test Blood Pact')} 1" in actions(game)


# --- X and additional costs ------------------------------------------------------------------------------


def test_107_3a_x_is_chosen_and_recorded():
    """107.3a / 601.2b: the caster announces the value of X; the spell records it, and 601.2f adds X to the
    total cost."""
    game = board({"battlefield": ["Mountain"] * 4, "hand": ["Fireball"]})
    spell = cast(game, game.find("Fireball"), pay=False)
    game.apply("x 3")
    game.apply("target P2")
    game.apply("done")
    assert choices(game, spell).x == 3
    assert choices(game, spell).cost == parse_cost("{3}{R}")


def test_118_8_kicker_is_an_additional_cost_recorded_on_the_spell():
    """118.8 / 601.2b: the intention to pay kicker is announced and recorded; 601.2f: the total cost is the
    mana cost plus the kicker."""
    game = board({"battlefield": ["Mountain"] * 5, "hand": ["Burst Lightning"]})
    spell = cast(game, game.find("Burst Lightning"), pay=False)
    game.apply("additional kicker")
    game.apply("target P2")
    assert choices(game, spell).additional == ("kicker",)
    assert choices(game, spell).cost == parse_cost("{4}{R}")


def test_702_33d_a_kicked_spell_knows_it_was_kicked():
    """702.33d: a spell whose kicker cost was paid 'has been “kicked”': Burst Lightning deals 4 damage."""
    game = board({"battlefield": ["Mountain"] * 5, "hand": ["Burst Lightning"]})
    cast(game, game.find("Burst Lightning"), pay=False)
    game.apply("additional kicker")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 16


def test_702_33d_an_unkicked_spell_does_the_normal_thing():
    """702.33d: without the kicker paid, Burst Lightning deals 2 damage and costs only {R}."""
    game = board({"battlefield": ["Mountain"], "hand": ["Burst Lightning"]})
    cast(game, game.find("Burst Lightning"), pay=False)
    game.apply("additional none")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 18


def test_118_8d_additional_costs_do_not_change_the_mana_cost():
    """118.8d: 'Additional costs don't change a spell's mana cost': a kicked Burst Lightning still has mana
    value 1."""
    game = board({"battlefield": ["Mountain"] * 5, "hand": ["Burst Lightning"]})
    spell = cast(game, game.find("Burst Lightning"), pay=False)
    game.apply("additional kicker")
    game.apply("target P2")
    game.apply("autopay")
    assert game.chars(spell).mana_value == 1


def test_118_3_unaffordable_kicker_cannot_be_paid():
    """118.3 / 601.2h: with one Mountain, a kicked Burst Lightning ({4}{R}) can't be paid: no pay action is
    offered, only cancelling (733)."""
    game = board({"battlefield": ["Mountain"], "hand": ["Burst Lightning"]})
    cast(game, game.find("Burst Lightning"), pay=False)
    game.apply("additional kicker")
    game.apply("target P2")
    assert game.pending.kind == "pay"
    assert {a.kind for a in game.legal_actions()} <= {"activate", "cancel", "concede"}
