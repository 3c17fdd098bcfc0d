"""CR 702.34a flashback: “You may cast this card from your graveyard if the resulting spell is an instant or
sorcery spell by paying [cost] rather than paying its mana cost” and “If the flashback cost was paid, exile
this card instead of putting it anywhere else any time it would leave the stack.” Casting a spell using
flashback follows the rules for alternative costs (601.2b, 601.2f-h, 118.9); timing rules still apply.
Played with compiled cards: Think Twice (instant, flashback {2}{U}), Firebolt (sorcery, flashback {4}{R}),
Deep Analysis (flashback—{1}{U}, pay 3 life), Cancel."""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform.state.actions import Action

use_compiled("Think Twice", "Firebolt", "Deep Analysis", "Cancel")


def _flashback(game, name: str) -> int:
    oid = game.find(name, zone="graveyard")
    game.apply(f"cast {oid} flashback")
    return game.state.announcing


def test_a_flashback_card_in_your_graveyard_can_be_cast_by_paying_its_flashback_cost() -> None:
    """702.34a: the flashback cost ({2}{U}) is paid rather than the mana cost ({1}{U})."""
    game = board({"graveyard": ["Think Twice"], "battlefield": [{"card": "Island", "count": 3}]})
    oid = game.find("Think Twice", zone="graveyard")
    assert Action("cast", (oid, "flashback")) in list(game.legal_actions())
    _flashback(game, "Think Twice")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {2}{U}"  # no alternative-cost question
    game.apply("autopay")
    hand = len(game.state.zones["hand:0"])
    pass_both(game)
    assert len(game.state.zones["hand:0"]) == hand + 1


def test_the_flashback_cost_must_be_payable() -> None:
    """601.2h: two Islands don't pay {2}{U}, though they would pay the mana cost {1}{U}."""
    game = board({"graveyard": ["Think Twice"], "battlefield": [{"card": "Island", "count": 2}]})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_a_flashback_spell_is_exiled_when_it_resolves() -> None:
    """Ruling: “A spell cast using flashback will always be exiled afterward, whether it resolves, is
    countered, or leaves the stack in some other way.”"""
    game = board({"graveyard": ["Think Twice"], "battlefield": [{"card": "Island", "count": 3}]})
    _flashback(game, "Think Twice")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Think Twice", zone="exile")
    assert not game.state.zones["graveyard:0"]


def test_a_countered_flashback_spell_is_exiled() -> None:
    """702.34a: 'any time it would leave the stack': countered, it goes to exile, not the graveyard."""
    game = board({"graveyard": ["Think Twice"], "battlefield": [{"card": "Island", "count": 3}]},
                 {"hand": ["Cancel"], "battlefield": [{"card": "Island", "count": 3}]})
    spell = _flashback(game, "Think Twice")
    game.apply("autopay")
    game.apply("pass")
    game.apply(f"cast {game.find('Cancel', zone='hand')}")
    game.apply(f"target {spell}")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Think Twice", zone="exile")
    assert game.find("Cancel", zone="graveyard")  # Cancel wasn't cast with flashback


def test_a_card_cast_from_the_hand_goes_to_the_graveyard_and_can_then_be_flashed_back() -> None:
    """Only a spell whose flashback cost was paid is exiled (702.34a); cast from the hand, it goes to the
    graveyard as usual (608.2n), where its flashback ability functions."""
    game = board({"hand": ["Think Twice"], "battlefield": [{"card": "Island", "count": 5}]})
    game.apply(f"cast {game.find('Think Twice', zone='hand')}")
    game.apply("autopay")
    pass_both(game)
    oid = game.find("Think Twice", zone="graveyard")
    assert Action("cast", (oid, "flashback")) in list(game.legal_actions())


def test_sorcery_timing_still_applies() -> None:
    """Ruling: “You must still follow any timing restrictions ... you can cast a sorcery using flashback only
    when you could normally cast a sorcery.” Firebolt can't be flashed back in the opponent's turn."""
    game = board({}, {"graveyard": ["Firebolt"], "battlefield": [{"card": "Mountain", "count": 5}]})
    game.apply("pass")  # P2 gets priority in P1's main phase
    assert game.pending.player == 1
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_a_sorcery_can_be_flashed_back_in_your_main_phase() -> None:
    game = board({"graveyard": ["Firebolt"], "battlefield": [{"card": "Mountain", "count": 5}]})
    _flashback(game, "Firebolt")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.state.players[1].life == 18
    assert game.find("Firebolt", zone="exile")


def test_only_your_own_graveyard() -> None:
    """702.34a: 'from your graveyard': a card in an opponent's graveyard can't be flashed back."""
    game = board({"battlefield": [{"card": "Island", "count": 3}]}, {"graveyard": ["Think Twice"]})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_a_flashback_cost_with_life_is_paid_in_full() -> None:
    """Deep Analysis, 'Flashback—{1}{U}, Pay 3 life.': both parts are the cost paid (118.9, 601.2h)."""
    game = board({"graveyard": ["Deep Analysis"], "battlefield": [{"card": "Island", "count": 2}]})
    _flashback(game, "Deep Analysis")
    game.apply("target P1")
    game.apply("autopay")
    assert game.state.players[0].life == 17
    pass_both(game)
    assert len(game.state.zones["hand:0"]) == 2


def test_a_flashback_cost_with_life_needs_enough_life() -> None:
    """119.4: a player can pay life only if their life total is at least that amount."""
    game = board({"life": 2, "graveyard": ["Deep Analysis"], "battlefield": [{"card": "Island", "count": 2}]})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_cancelling_a_flashback_cast_puts_the_card_back_in_the_graveyard() -> None:
    """733: an abandoned announcement is reversed, so the card is back where it was, not exiled."""
    game = board({"graveyard": ["Think Twice"], "battlefield": [{"card": "Island", "count": 3}]})
    _flashback(game, "Think Twice")
    game.apply("cancel")
    assert game.find("Think Twice", zone="graveyard")


def test_the_flashback_card_cant_target_itself() -> None:
    """601.2a, 601.2c: the card is on the stack when its targets are chosen, so Mystic Retrieval ('Return
    target instant or sorcery card from your graveyard to your hand') can't choose itself: with no other such
    card, it can't be flashed back."""
    use_compiled("Mystic Retrieval")
    lands = {"card": "Mountain", "count": 3}
    game = board({"graveyard": ["Mystic Retrieval"], "battlefield": [lands]})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]
    game = board({"graveyard": ["Mystic Retrieval", "Think Twice"], "battlefield": [lands]})
    retrieval = game.find("Mystic Retrieval", zone="graveyard")
    game.apply(f"cast {retrieval} flashback")
    assert game.pending.kind == "target" and game.pending.options == (game.find("Think Twice", zone="graveyard"),)


def test_a_flashback_cost_that_sacrifices_needs_enough_permanents() -> None:
    """Dread Return, 'Flashback—Sacrifice three creatures.': two creatures can't pay it (118.3)."""
    use_compiled("Dread Return")
    game = board({"graveyard": ["Dread Return", "Grizzly Bears"], "battlefield": ["Grizzly Bears"] * 2})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]
    game = board({"graveyard": ["Dread Return", "Grizzly Bears"], "battlefield": ["Grizzly Bears"] * 3})
    assert [a for a in game.legal_actions() if a.kind == "cast"]
