"""CR 118.9 alternative costs, 107.6 the untap symbol, 700.2 modal spells choosing several modes, and
603.4 intervening 'if' clauses, shown with test-only cards built from the ability tree (cards are data)."""

from __future__ import annotations

from lithoform import Game
from lithoform.cards.tree import (
    ActivatedAbility,
    AlternativeCost,
    CardDef,
    CardFace,
    Cost,
    DealDamage,
    DrawCards,
    GainLife,
    LifeAtMost,
    Mode,
    SpellAbility,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from lithoform.catalog.registry import register

register(CardDef("Test Gift of Fire", (CardFace(
    "Test Gift of Fire", ("Instant",), "{3}{R}",
    text="You may pay 3 life rather than pay this spell's mana cost.\nTest Gift of Fire deals 2 damage to any target.",
    spell=SpellAbility(DealDamage(2, Target(0)), targets=(TargetSpec("any"),),
                       alternatives=(AlternativeCost("life", Cost(pay_life=3)),)),
),)))

register(CardDef("Test Untapper", (CardFace(
    "Test Untapper", ("Artifact",), "{1}", text="{Q}: You gain 1 life.",
    abilities=(ActivatedAbility(Cost(untap=True), GainLife(1), text="{Q}: You gain 1 life."),),
),)))

register(CardDef("Test Twin Charm", (CardFace(
    "Test Twin Charm", ("Instant",), "{R}",
    text="Choose two —\n• Test Twin Charm deals 1 damage to any target.\n• You gain 2 life.\n• Draw a card.",
    spell=SpellAbility(modes=(
        Mode(DealDamage(1, Target(0)), targets=(TargetSpec("any"),), text="1 damage"),
        Mode(GainLife(2), text="gain 2"),
        Mode(DrawCards(1), text="draw"),
    ), mode_count=2),
),)))

register(CardDef("Test Desperate Ward", (CardFace(
    "Test Desperate Ward", ("Enchantment",), "{W}",
    text="At the beginning of your upkeep, if you have 5 or less life, you gain 3 life.",
    abilities=(TriggeredAbility(Trigger("step", step="upkeep"), GainLife(3), condition=LifeAtMost(5),
                                text="At the beginning of your upkeep, if you have 5 or less life, you gain 3 life."),),
),)))


def test_cr_118_9_alternative_cost_paid_rather_than_the_mana_cost() -> None:
    """118.9: an alternative cost is paid rather than the mana cost; no mana is needed here."""
    game = Game.from_board({"step": "main1", "P1": {"hand": ["Test Gift of Fire"]}})
    gift = game.find("Test Gift of Fire")
    game.apply(f"cast {gift}")
    assert game.pending.kind == "alternative"
    game.apply("alternative life")
    game.apply("target P2")
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[0].life == 17
    assert game.state.players[1].life == 18


def test_cr_118_9_mana_cost_unpayable_means_only_the_alternative_is_offered_and_cast_is_legal() -> None:
    game = Game.from_board({"step": "main1", "P1": {"hand": ["Test Gift of Fire"]}})
    assert any(a.kind == "cast" for a in game.legal_actions())


def test_cr_119_4_alternative_life_cost_needs_enough_life() -> None:
    """119.4: a player can pay life only if their life total is greater than or equal to the payment."""
    game = Game.from_board({"step": "main1", "P1": {"life": 2, "hand": ["Test Gift of Fire"]}})
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_cr_107_6_untap_symbol_needs_a_tapped_permanent_and_untaps_it() -> None:
    """107.6: {Q} in a cost means 'untap this permanent'."""
    game = Game.from_board({"step": "main1", "P1": {"battlefield": ["Test Untapper"]}})
    untapper = game.find("Test Untapper")
    assert f"activate {untapper} 1" not in [str(a) for a in game.legal_actions()]
    game = Game.from_board({"step": "main1", "P1": {"battlefield": [{"card": "Test Untapper", "tapped": True}]}})
    untapper = game.find("Test Untapper")
    game.apply(f"activate {untapper} 1")
    assert not game.state.objects[untapper].tapped
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[0].life == 21


def test_cr_700_2_choose_two_modes_each_at_most_once() -> None:
    """700.2: the controller chooses the modes as the spell is cast; a mode can't be chosen twice."""
    game = Game.from_board({"step": "main1", "P1": {"battlefield": ["Mountain"], "hand": ["Test Twin Charm"]}})
    game.apply(f"cast {game.find('Test Twin Charm')}")
    modes = {str(a) for a in game.legal_actions() if a.kind == "mode"}
    assert modes == {"mode 1 2", "mode 1 3", "mode 2 3"}
    game.apply("mode 1 2")
    game.apply("target P2")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 19
    assert game.state.players[0].life == 22


def test_cr_603_4_intervening_if_checked_when_it_triggers_and_on_resolution() -> None:
    """603.4: an intervening 'if' clause is checked when the trigger event occurs; if false, it doesn't
    trigger. It is checked again on resolution."""
    low = Game.from_board({"step": "untap", "P1": {"life": 4, "battlefield": ["Test Desperate Ward"]}})
    assert low.state.step == "upkeep"
    low.apply("pass")
    low.apply("pass")
    assert low.state.players[0].life == 7
    high = Game.from_board({"step": "untap", "P1": {"life": 10, "battlefield": ["Test Desperate Ward"]}})
    assert high.state.stack == ()
    high.apply("pass")
    high.apply("pass")
    assert high.state.players[0].life == 10


register(CardDef("Test Wild Guess", (CardFace(
    "Test Wild Guess", ("Sorcery",), "{R}",
    text="As an additional cost to cast this spell, discard a card.\nDraw two cards.",
    spell=SpellAbility(DrawCards(2)),
),)))

register(CardDef("Test Discard Engine", (CardFace(
    "Test Discard Engine", ("Artifact",), "{1}", text="{1}, Discard a card: Draw a card.",
    abilities=(ActivatedAbility(Cost(mana="{1}", discard=1), DrawCards(1), text="{1}, Discard a card: Draw a card."),),
),)))


def test_cr_118_discard_a_card_cost_is_a_choice_recorded_on_the_ability() -> None:
    """601.2h: the player pays the costs, choosing which card to discard; the choice is recorded."""
    game = Game.from_board({"step": "main1", "P1": {
        "battlefield": ["Test Discard Engine", "Mountain"], "hand": ["Shock", "Grizzly Bears"]}})
    engine = game.find("Test Discard Engine")
    game.apply(f"activate {engine} 1")
    assert game.pending.kind == "discard"
    bears = game.find("Grizzly Bears", zone="hand")
    assert set(game.pending.options) == {bears, game.find("Shock", zone="hand")}
    game.apply(f"discard {bears}")
    game.apply("autopay")
    ability = game.state.objects[game.state.stack[-1]]
    assert ability.choices.discarded == (bears,)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert len(game.zone("hand", 0)) == 1


def test_cr_118_discard_cost_needs_a_card_to_discard() -> None:
    game = Game.from_board({"step": "main1", "P1": {"battlefield": ["Test Discard Engine", "Mountain"]}})
    assert not any(a.kind == "activate" and a.args[0] == game.find("Test Discard Engine")
                   and a.args[1] == 1 for a in game.legal_actions())
