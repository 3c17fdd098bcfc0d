"""The effect nodes added for the Oracle compiler, each in a game (lithoform.rules.effects.oracle). Cards are
either real cards compiled from their Oracle text or small test definitions of one effect each."""

from __future__ import annotations

from support import board, cast, events, instant, pass_both, use_compiled

from lithoform.cards.tree import (
    CardDef,
    CardFace,
    CountOf,
    DealDamage,
    Each,
    EachOpponent,
    Exile,
    Fight,
    Filter,
    Mill,
    ModifyPT,
    PutOnLibrary,
    ReturnToHand,
    SacrificeChosen,
    Surveil,
    Target,
    TargetSpec,
)
from lithoform.catalog.registry import register
from lithoform.compiler.keywords import BECOMES_TARGET, ward
from lithoform.rules.effects.oracle import creature_died_this_turn, life_gained_this_turn

CREATURE = TargetSpec("creature")


def test_cr_701_13a_exile_moves_the_target_to_exile_as_a_new_object() -> None:
    name = instant("Oracle Test Exile", Exile(Target(0)), CREATURE)
    game = board({"hand": [name]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find(name), bears)
    pass_both(game)
    assert bears not in game.state.objects
    assert game.find("Grizzly Bears", zone="exile") != bears
    assert any("701.13a" in e.rules for e in events(game, "zone_change"))


def test_return_to_hand_goes_to_the_owners_hand() -> None:
    name = instant("Oracle Test Bounce", ReturnToHand(Target(0)), CREATURE)
    game = board({"hand": [name]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find(name), game.find("Grizzly Bears"))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="hand") in game.zone("hand", 1)


def test_put_on_the_bottom_of_its_owners_library() -> None:
    name = instant("Oracle Test Tuck", PutOnLibrary(Target(0), "bottom"), CREATURE)
    game = board({"hand": [name]}, {"battlefield": ["Grizzly Bears"], "library": ["Swamp", "Swamp"]})
    cast(game, game.find(name), game.find("Grizzly Bears"))
    pass_both(game)
    library = game.zone("library", 1)
    assert game.state.objects[library[-1]].card == "Grizzly Bears"


def test_rise_again_returns_a_creature_card_to_the_battlefield_under_its_casters_control() -> None:
    use_compiled("Rise Again")
    game = board({"hand": ["Rise Again"], "battlefield": ["Swamp"] * 5, "graveyard": ["Grizzly Bears"]})
    cast(game, game.find("Rise Again"), game.find("Grizzly Bears", zone="graveyard"))
    pass_both(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[bears].controller == 0


def test_cr_701_22a_opt_scry_puts_the_chosen_card_on_the_bottom_then_draws() -> None:
    use_compiled("Opt")
    game = board({"hand": ["Opt"], "battlefield": ["Island"], "library": ["Forest", "Mountain", "Plains"]})
    top = game.zone("library", 0)[0]
    cast(game, game.find("Opt"))
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0
    game.apply(f"choose {top}")  # 701.22a: the top card goes to the bottom
    library = game.zone("library", 0)
    assert library[-1] == top, "a card moved within its library keeps its id (not a zone change)"
    assert [game.state.objects[c].card for c in game.zone("hand", 0)] == ["Mountain"]
    assert events(game, "scry")[0].args["bottom"] == 1


def test_cr_701_25a_surveil_puts_chosen_cards_into_the_graveyard() -> None:
    name = instant("Oracle Test Surveil", Surveil(2))
    game = board({"hand": [name], "library": ["Forest", "Mountain", "Plains"]})
    first, second = game.zone("library", 0)[:2]
    cast(game, game.find(name))
    pass_both(game)
    game.apply(f"choose {first}")
    assert "Forest" in [game.state.objects[c].card for c in game.zone("graveyard", 0)]
    assert game.zone("library", 0)[0] == second


def test_cr_701_17a_mill_puts_the_top_cards_into_the_graveyard() -> None:
    name = instant("Oracle Test Mill", Mill(2, Target(0)), TargetSpec("player"))
    game = board({"hand": [name]}, {"library": ["Forest", "Mountain", "Plains"]})
    cast(game, game.find(name), "P2")
    pass_both(game)
    assert sorted(game.state.objects[c].card for c in game.zone("graveyard", 1)) == ["Forest", "Mountain"]
    assert len(game.zone("library", 1)) == 1


def test_cr_701_23a_grim_tutor_searches_puts_into_hand_shuffles_and_loses_life() -> None:
    use_compiled("Grim Tutor")
    game = board({"hand": ["Grim Tutor"], "battlefield": ["Swamp"] * 3,
                  "library": ["Forest", "Lightning Bolt", "Plains"]})
    cast(game, game.find("Grim Tutor"))
    pass_both(game)
    assert game.pending.kind == "choose"
    assert game.pending.min == 1, "701.23b: a search for 'a card' (no stated quality) must find one"
    bolt = game.find("Lightning Bolt", zone="library")
    game.apply(f"choose {bolt}")
    assert game.find("Lightning Bolt", zone="hand") in game.zone("hand", 0)
    assert game.state.players[0].life == 17
    assert events(game, "shuffle")


def test_cr_701_23b_a_search_for_a_stated_quality_may_find_nothing() -> None:
    use_compiled("Solemn Simulacrum")
    from lithoform.cards.tree import SearchLibrary

    name = instant("Oracle Test Land Search", SearchLibrary(Filter(types=("Land",), supertypes=("Basic",)),
                                                             to="battlefield", tapped=True))
    game = board({"hand": [name], "library": ["Forest", "Lightning Bolt"]})
    cast(game, game.find(name))
    pass_both(game)
    assert game.pending.min == 0
    game.apply("choose")
    assert not [o for o in game.state.battlefield if game.state.objects[o].card == "Forest"]


def test_cr_701_14a_fight_each_deals_damage_equal_to_its_power() -> None:
    name = instant("Oracle Test Fight", Fight(Target(0), Target(1)), CREATURE, CREATURE)
    game = board({"hand": [name], "battlefield": ["Serra Angel"]}, {"battlefield": ["Grizzly Bears"]})
    angel, bears = game.find("Serra Angel"), game.find("Grizzly Bears")
    cast(game, game.find(name), angel, bears)
    pass_both(game)
    assert game.state.objects[angel].damage == 2
    assert bears not in game.state.objects  # 4 damage to a 2/2 (704.5g)


def test_cr_701_21a_each_opponent_sacrifices_a_creature_of_their_choice() -> None:
    name = instant("Oracle Test Edict", SacrificeChosen(EachOpponent(), Filter(types=("Creature",))))
    game = board({"hand": [name]}, {"battlefield": ["Grizzly Bears", "Serra Angel"]})
    cast(game, game.find(name))
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 1
    game.apply(f"choose {game.find('Grizzly Bears')}")
    assert game.find("Grizzly Bears", zone="graveyard")
    assert game.find("Serra Angel", zone="battlefield")


def test_cr_118_12_miscast_counters_unless_its_controller_pays() -> None:
    use_compiled("Miscast")
    for pays in (True, False):
        game = board({"hand": ["Giant Growth"], "battlefield": ["Forest"] * 4 + ["Grizzly Bears"]},
                     {"hand": ["Miscast"], "battlefield": ["Island"]})
        cast(game, game.find("Giant Growth"), game.find("Grizzly Bears"))
        growth = game.state.stack[-1]
        game.apply("pass")
        cast(game, game.find("Miscast"), growth)
        pass_both(game)
        assert game.pending.kind == "may" and game.pending.player == 0
        game.apply("yes" if pays else "no")
        assert (growth in game.state.stack) == pays
        if pays:
            assert sum(game.state.objects[o].tapped for o in game.state.battlefield) == 5  # 1 + {3} + Island


def test_each_and_count_of_creatures_you_control() -> None:
    name = instant("Oracle Test Count", DealDamage(CountOf(Filter(types=("Creature",), controller="you")),
                                                    EachOpponent()))
    game = board({"hand": [name], "battlefield": ["Grizzly Bears", "Serra Angel"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find(name))
    pass_both(game)
    assert game.state.players[1].life == 18
    pump = instant("Oracle Test Each", ModifyPT(-2, -2, Each(Filter(types=("Creature",), controller="opponent"))))
    game = board({"hand": [pump], "battlefield": ["Serra Angel"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find(pump))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard") > 0
    assert game.find("Serra Angel", zone="battlefield")


def test_life_goes_on_reads_whether_a_creature_died_this_turn() -> None:
    use_compiled("Life Goes On")
    game = board({"hand": ["Life Goes On", "Lightning Bolt"], "battlefield": ["Forest", "Mountain"]},
                 {"battlefield": ["Grizzly Bears"]})
    assert not creature_died_this_turn(game.state)
    cast(game, game.find("Lightning Bolt"), game.find("Grizzly Bears"))
    pass_both(game)
    assert creature_died_this_turn(game.state)
    cast(game, game.find("Life Goes On"))
    pass_both(game)
    assert game.state.players[0].life == 28
    assert life_gained_this_turn(game.state, 0) == 8


def test_cr_702_21a_ward_triggers_when_an_opponent_targets_the_permanent() -> None:
    warded = CardDef("Oracle Test Warded", (CardFace("Oracle Test Warded", ("Creature",), "{1}", power="1",
                                                     toughness="1", abilities=(ward("{2}"),)),))
    register(warded)
    assert warded.faces[0].abilities[0].trigger.event == BECOMES_TARGET
    game = board({"battlefield": ["Oracle Test Warded"]}, {"hand": ["Shock"], "battlefield": ["Mountain"]})
    game.state.active = 1
    game.state.priority = 1
    target = game.find("Oracle Test Warded")
    cast(game, game.find("Shock"), target)
    # announce.finish runs target_triggers (601.2c, 602.2b, 603.3d): the ward trigger is now on the stack
    shock, ward_trigger = game.state.stack[-2], game.state.objects[game.state.stack[-1]]
    assert ward_trigger.controller == 0 and ward_trigger.trigger_object == shock
    assert ward_trigger.ability.keyword == "Ward"
