"""CR 118.9: "Some spells have alternative costs. An alternative cost is a cost listed in a spell's text, or
applied to it from another effect, that its controller may pay rather than paying the spell's mana cost."
118.9c: an alternative cost doesn't change the spell's mana cost (its mana value). 601.2h: the parts of the
total cost are paid in any order: cards exiled from the hand, permanents returned to their owners' hands.
Played with compiled cards: Force of Will, Daze, Snuff Out, Fireblast, Gush, Deprive, Solitude."""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Force of Will", "Daze", "Snuff Out", "Fireblast", "Gush", "Deprive", "Solitude")


def _shock_on_stack(hand: list, battlefield: list, p2: dict | None = None):
    game = board({"hand": ["Shock", *hand], "battlefield": ["Mountain", *battlefield]}, p2 or {})
    game.apply(f"cast {game.find('Shock')}")
    game.apply("target P2")
    game.apply("autopay")
    assert game.pending.kind == "priority" and game.pending.player == 0
    return game


def test_118_9_force_of_will_pay_1_life_and_exile_a_blue_card() -> None:
    """Force of Will: 'You may pay 1 life and exile a blue card from your hand rather than pay this spell's
    mana cost. Counter target spell.'"""
    game = _shock_on_stack(["Force of Will", "Ponder"], [])
    shock = game.state.stack[-1]
    game.apply(f"cast {game.find('Force of Will')}")
    assert game.pending.kind == "alternative"
    assert "alternative life_exile" in {str(a) for a in game.legal_actions()}
    game.apply("alternative life_exile")
    game.apply(f"target {shock}")
    assert game.pending.kind == "exile"
    assert [game.state.objects[i].card for i in game.pending.options] == ["Ponder"]
    game.apply(f"exile {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.state.players[0].life == 19
    assert game.find("Ponder", zone="exile")
    pass_both(game)
    pass_both(game)
    assert game.find("Shock", zone="graveyard") and game.state.players[1].life == 20


def test_118_9_force_of_will_needs_another_blue_card() -> None:
    """601.2h, 118.3: with no other blue card in hand the alternative can't be paid, and with no mana the
    spell can't be cast at all."""
    game = _shock_on_stack(["Force of Will", "Lightning Bolt"], [])
    assert not any(str(a).startswith(f"cast {game.find('Force of Will')}") for a in game.legal_actions())


def test_118_9c_the_mana_value_is_the_mana_costs() -> None:
    """118.9c: Force of Will cast for its alternative cost still has mana value 5."""
    game = _shock_on_stack(["Force of Will", "Ponder"], [])
    shock = game.state.stack[-1]
    game.apply(f"cast {game.find('Force of Will')}")
    game.apply("alternative life_exile")
    game.apply(f"target {shock}")
    game.apply(f"exile {game.pending.options[0]}")
    assert game.chars(game.state.stack[-1]).mana_value == 5


def test_601_2h_daze_returns_an_island() -> None:
    """Daze: 'You may return an Island you control to its owner's hand rather than pay this spell's mana
    cost. Counter target spell unless its controller pays {1}.'"""
    game = _shock_on_stack(["Daze"], ["Island"])
    shock = game.state.stack[-1]
    island = game.find("Island")
    game.apply(f"cast {game.find('Daze')}")
    game.apply("alternative return")
    game.apply(f"target {shock}")
    assert game.pending.kind == "return" and game.pending.options == (island,)
    game.apply(f"return {island}")
    assert game.find("Island", zone="hand")
    assert game.state.stack and game.chars(game.state.stack[-1]).name == "Daze"


def test_118_9_snuff_out_only_if_you_control_a_swamp() -> None:
    """Snuff Out: 'If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.'"""
    bears = {"battlefield": ["Grizzly Bears"]}
    without = board({"hand": ["Snuff Out"], "battlefield": ["Island"]}, bears)
    assert not any(str(a).startswith("cast") for a in without.legal_actions())
    game = board({"hand": ["Snuff Out"], "battlefield": ["Swamp"]}, bears)
    game.apply(f"cast {game.find('Snuff Out')}")
    assert "alternative life" in {str(a) for a in game.legal_actions()}
    game.apply("alternative life")
    game.apply(f"target {game.find('Grizzly Bears')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.state.players[0].life == 16
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")


def test_118_9_fireblast_sacrifices_two_mountains() -> None:
    """Fireblast: 'You may sacrifice two Mountains rather than pay this spell's mana cost.'"""
    game = board({"hand": ["Fireblast"], "battlefield": [{"card": "Mountain", "count": 2}]})
    game.apply(f"cast {game.find('Fireblast')}")
    game.apply("alternative sacrifice")
    game.apply("target P2")
    while game.pending.kind == "sacrifice":
        game.apply(f"sacrifice {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert len(game.zone("graveyard", 0)) == 2
    pass_both(game)
    assert game.state.players[1].life == 16


def test_601_2h_gush_returns_two_islands() -> None:
    """Gush: 'You may return two Islands you control to their owner's hand rather than pay this spell's
    mana cost.' One Island isn't enough."""
    one = board({"hand": ["Gush"], "battlefield": ["Island"]})
    assert not any(str(a).startswith("cast") for a in one.legal_actions())
    game = board({"hand": ["Gush"], "battlefield": [{"card": "Island", "count": 2}]})
    game.apply(f"cast {game.find('Gush')}")
    game.apply("alternative return")
    while game.pending.kind == "return":
        game.apply(f"return {game.pending.options[0]}")
    pass_both(game)
    assert len(game.zone("hand", 0)) == 4  # two Islands and two cards drawn


def test_601_2f_deprive_additional_cost_returns_a_land() -> None:
    """Deprive: 'As an additional cost to cast this spell, return a land you control to its owner's hand.
    Counter target spell.'"""
    game = _shock_on_stack(["Deprive"], [{"card": "Island", "count": 2}])
    shock = game.state.stack[-1]
    game.apply(f"cast {game.find('Deprive')}")
    game.apply(f"target {shock}")
    assert game.pending.kind == "return"
    game.apply(f"return {game.find('Mountain')}")  # the tapped Mountain may be returned
    game.apply("autopay")
    assert game.find("Mountain", zone="hand")
    pass_both(game)
    assert game.find("Shock", zone="graveyard")


def test_702_74a_solitude_evoked_by_exiling_a_white_card() -> None:
    """Solitude: 'Evoke—Exile a white card from your hand.' An alternative cost with no mana (118.9)."""
    game = board({"hand": ["Solitude", "Serra Angel"]}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Solitude')}")
    game.apply("alternative evoke")
    assert game.pending.kind == "exile"
    game.apply(f"exile {game.find('Serra Angel')}")
    assert game.find("Serra Angel", zone="exile")
    assert game.state.stack and game.chars(game.state.stack[-1]).name == "Solitude"
