"""The effect, reference, amount and condition nodes added for the templates of Core Set 2021 (and the
whole pool), each in a game: real cards compiled from their Oracle text where one shows the template, else
a small test definition of the one effect. Card texts are quoted in each test."""

from __future__ import annotations

from support import board, cast, events, instant, pass_both, use_compiled

from lithoform.cards.tree import (
    AddMana,
    BouncedThisTurn,
    CardsInGraveyard,
    CountedMana,
    DrawCards,
    Each,
    Filter,
    GainLife,
    IfThen,
    LookAndSplit,
    ManaValueOf,
    MayThen,
    PutCountersChosen,
    RemoveCounters,
    ReturnToHand,
    SacrificeChosen,
    Sequence,
    Target,
    TargetSpec,
    UntapChosen,
    You,
)
from lithoform.rules.effects.interpreter import attach

CREATURE = TargetSpec("creature")


def _cards(game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[o].card for o in game.zone(zone, player)]


def test_may_then_happens_only_if_the_optional_action_was_done() -> None:
    """'You may sacrifice a creature. If you do, you gain 3 life.' (Dire Fleet Warmonger's template)."""
    name = instant("Oracle Test May Then", MayThen(SacrificeChosen(You(), Filter(types=("Creature",))),
                                                    GainLife(3)))
    game = board({"hand": [name], "battlefield": ["Grizzly Bears"]})
    cast(game, game.find(name))
    pass_both(game)
    game.apply("yes")
    assert game.find("Grizzly Bears", zone="graveyard") and game.state.players[0].life == 23
    game = board({"hand": [name]})
    cast(game, game.find(name))
    pass_both(game)
    game.apply("yes")  # nothing to sacrifice: nothing was done, so no life
    assert game.state.players[0].life == 20


def test_jeskai_elder_compiles_you_may_draw_if_you_do_discard() -> None:
    (elder,) = use_compiled("Jeskai Elder")
    loot = elder.faces[0].abilities[-1]
    assert isinstance(loot.effect, MayThen)


def test_cr_705_tavern_swindler_flips_a_coin_from_the_seeded_generator() -> None:
    """'{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.'"""
    use_compiled("Tavern Swindler")
    game = board({"battlefield": ["Tavern Swindler"]})
    game.apply(f"activate {game.find('Tavern Swindler')} 1")
    if game.pending.kind == "pay":
        game.apply("pay")
    pass_both(game)
    (flip,) = events(game, "coin_flip")
    assert game.state.players[0].life == (23 if flip.args["won"] else 17)


def test_cr_111_2_secure_the_scene_gives_the_token_to_the_exiled_permanents_controller() -> None:
    """'Exile target nonland permanent. Its controller creates a 1/1 white Soldier creature token.'"""
    use_compiled("Secure the Scene")
    game = board({"hand": ["Secure the Scene"], "battlefield": ["Plains"] * 5}, {"battlefield": ["Serra Angel"]})
    cast(game, game.find("Secure the Scene"), game.find("Serra Angel"))
    pass_both(game)
    soldier = game.find("Soldier Token", zone="battlefield")
    assert game.state.objects[soldier].controller == 1 and game.state.objects[soldier].owner == 1


def test_cr_701_23a_liliana_s_scorn_searches_library_and_graveyard_for_a_named_card() -> None:
    """'Destroy target creature. You may search your library and/or graveyard for a card named Liliana,
    Death Mage, reveal it, and put it into your hand. If you search your library this way, shuffle.'"""
    use_compiled("Liliana's Scorn", "Liliana, Death Mage")
    game = board({"hand": ["Liliana's Scorn"], "battlefield": ["Swamp"] * 5,
                  "library": ["Forest", "Liliana, Death Mage", "Island"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Liliana's Scorn"), game.find("Grizzly Bears"))
    pass_both(game)
    game.apply("yes")
    game.apply("choose 1")  # library and graveyard
    game.apply(f"choose {game.find('Liliana, Death Mage', zone='library')}")
    assert "Liliana, Death Mage" in _cards(game, "hand")
    assert events(game, "shuffle") and game.find("Grizzly Bears", zone="graveyard")


def test_track_down_reveals_the_top_card_and_draws_only_a_creature_or_land() -> None:
    """'Scry 3, then reveal the top card of your library. If it's a creature or land card, draw a card.'"""
    use_compiled("Track Down")
    for top, drawn in (("Forest", True), ("Shock", False)):
        game = board({"hand": ["Track Down"], "battlefield": ["Forest"] * 2, "library": [top, "Island"]})
        cast(game, game.find("Track Down"))
        pass_both(game)
        game.apply("choose")  # scry: nothing to the bottom
        if game.pending.kind == "choose":
            game.apply(f"choose {game.zone('library', 0)[0]}")  # keep the order
        assert events(game, "reveal_cards")[-1].args["cards"] == [top]
        assert (top in _cards(game, "hand")) == drawn


def test_look_at_the_top_two_put_one_into_hand_and_the_other_into_graveyard() -> None:
    """Waker of Waves: 'Look at the top two cards of your library. Put one of them into your hand and the
    other into your graveyard.'"""
    name = instant("Oracle Test Look", LookAndSplit(2))
    game = board({"hand": [name], "library": ["Forest", "Island", "Swamp"]})
    forest = game.zone("library", 0)[0]
    cast(game, game.find(name))
    pass_both(game)
    game.apply(f"choose {forest}")
    assert _cards(game, "hand") == ["Forest"] and sorted(_cards(game, "graveyard")) == ["Island", name]
    assert _cards(game, "library") == ["Swamp"]


def test_cr_406_2_tormod_s_crypt_exiles_a_players_graveyard() -> None:
    """'{T}, Sacrifice Tormod's Crypt: Exile target player's graveyard.'"""
    use_compiled("Tormod's Crypt")
    game = board({"battlefield": ["Tormod's Crypt"]}, {"graveyard": ["Forest", "Grizzly Bears"]})
    crypt = game.find("Tormod's Crypt")
    game.apply(f"activate {crypt} 1")
    game.apply("target P2")
    pass_both(game)
    assert not game.zone("graveyard", 1) and len(game.zone("exile", 1)) == 2


def test_cr_122_8_remove_counters_removes_no_more_than_there_are() -> None:
    """Pestilent Haze: 'Remove two loyalty counters from each planeswalker.'"""
    use_compiled("Liliana, Death Mage")
    name = instant("Oracle Test Remove", RemoveCounters("loyalty", 2, Each(Filter(types=("Planeswalker",)))))
    game = board({"hand": [name], "battlefield": ["Liliana, Death Mage"]},
                 {"battlefield": [{"card": "Liliana, Death Mage", "counters": {"loyalty": 1}}]})
    cast(game, game.find(name))
    pass_both(game)
    # 704.5i: the one left with no loyalty is put into its owner's graveyard
    assert game.find("Liliana, Death Mage", zone="graveyard", player=1)
    assert game.state.objects[game.find("Liliana, Death Mage", zone="battlefield")].counter("loyalty") == 2


def test_cr_701_10e_invigorating_surge_doubles_the_counters() -> None:
    """'Put a +1/+1 counter on target creature you control, then double the number of +1/+1 counters on
    that creature.'"""
    use_compiled("Invigorating Surge")
    game = board({"hand": ["Invigorating Surge"], "battlefield": ["Forest"] * 3 + [
        {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Invigorating Surge"), bears)
    pass_both(game)
    assert game.state.objects[bears].counter("+1/+1") == 6


def test_untap_up_to_four_lands_chosen_as_it_resolves() -> None:
    """Rewind: 'Untap up to four lands.'"""
    name = instant("Oracle Test Untap", UntapChosen(Filter(types=("Land",)), 4))
    game = board({"hand": [name], "battlefield": [{"card": "Island", "tapped": True, "count": 5}]})
    cast(game, game.find(name))
    pass_both(game)
    lands = game.pending.options
    assert game.pending.max == 4 and len(lands) == 5
    game.apply("choose " + " ".join(str(o) for o in lands[:4]))
    assert sum(game.state.objects[o].tapped for o in game.state.battlefield) == 1


def test_primal_might_gets_plus_x_and_fights_up_to_one_target() -> None:
    """'Target creature you control gets +X/+X until end of turn. Then it fights up to one target creature
    you don't control.'"""
    use_compiled("Primal Might")
    game = board({"hand": ["Primal Might"], "battlefield": ["Forest"] * 4 + ["Grizzly Bears"]},
                 {"battlefield": ["Serra Angel"]})
    game.apply(f"cast {game.find('Primal Might')}")
    game.apply("x 3")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply(f"target {game.find('Serra Angel')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    assert game.state.objects[bears].damage == 4
    assert game.find("Serra Angel", zone="graveyard", player=1)  # 5 damage to a 4/4


def test_cr_701_10b_unleash_fury_doubles_power_until_end_of_turn() -> None:
    """'Double the power of target creature until end of turn.'"""
    use_compiled("Unleash Fury")
    game = board({"hand": ["Unleash Fury"], "battlefield": ["Mountain"] * 2 + ["Serra Angel"]})
    angel = game.find("Serra Angel")
    cast(game, game.find("Unleash Fury"), angel)
    pass_both(game)
    from lithoform.rules.continuous.characteristics import chars

    assert (chars(game.state, angel).power, chars(game.state, angel).toughness) == (8, 4)


def test_put_a_counter_on_a_permanent_chosen_as_it_resolves() -> None:
    """Liliana's Scrounger: 'you may put a loyalty counter on a Liliana planeswalker you control.'"""
    use_compiled("Liliana, Death Mage")
    name = instant("Oracle Test Chosen Counter", PutCountersChosen("loyalty", 1, Filter(
        types=("Planeswalker",), subtypes=("Liliana",))))
    game = board({"hand": [name], "battlefield": ["Liliana, Death Mage"]})
    cast(game, game.find(name))
    pass_both(game)
    assert game.state.objects[game.find("Liliana, Death Mage")].counter("loyalty") == 5


def test_cr_106_1b_add_mana_of_any_one_color() -> None:
    """'Add X mana of any one color' (here X = 2): one color chosen for all of it."""
    name = instant("Oracle Test One Color", CountedMana(AddMana(("{W}", "{U}", "{B}", "{R}", "{G}")), 2))
    game = board({"hand": [name]})
    cast(game, game.find(name))
    pass_both(game)
    game.apply("choose 3")  # red
    assert [m.type for m in game.state.players[0].pool] == ["R", "R"]


def test_cultivate_puts_one_land_onto_the_battlefield_tapped_and_the_other_into_hand() -> None:
    """'Search your library for up to two basic land cards, reveal those cards, put one onto the
    battlefield tapped and the other into your hand, then shuffle.'"""
    use_compiled("Cultivate")
    game = board({"hand": ["Cultivate"], "battlefield": ["Forest"] * 3, "library": ["Island", "Swamp", "Shock"]})
    cast(game, game.find("Cultivate"))
    pass_both(game)
    island, swamp = game.find("Island", zone="library"), game.find("Swamp", zone="library")
    game.apply(f"choose {island} {swamp}")
    game.apply(f"choose {swamp}")
    swamp_now = game.find("Swamp", zone="battlefield")
    assert game.state.objects[swamp_now].tapped and "Island" in _cards(game, "hand")


def test_fabled_passage_untaps_the_found_land_with_four_lands() -> None:
    """'{T}, Sacrifice Fabled Passage: Search your library for a basic land card, put it onto the battlefield
    tapped, then shuffle. Then if you control four or more lands, untap that land.'"""
    use_compiled("Fabled Passage")
    for lands, untapped in ((3, True), (2, False)):
        game = board({"battlefield": ["Fabled Passage"] + ["Plains"] * lands, "library": ["Island"]})
        game.apply(f"activate {game.find('Fabled Passage')} 1")
        pass_both(game)
        game.apply(f"choose {game.find('Island', zone='library')}")
        island = game.find("Island", zone="battlefield")
        assert game.state.objects[island].tapped != untapped


def test_cr_608_2h_scavenging_ooze_reads_what_the_exiled_card_was() -> None:
    """'{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on Scavenging
    Ooze and you gain 1 life.'"""
    use_compiled("Scavenging Ooze")
    for card, grows in (("Grizzly Bears", True), ("Forest", False)):
        game = board({"battlefield": ["Scavenging Ooze", "Forest"]}, {"graveyard": [card]})
        ooze = game.find("Scavenging Ooze")
        game.apply(f"activate {ooze} 1")
        game.apply(f"target {game.find(card, zone='graveyard')}")
        if game.pending.kind == "pay":
            game.apply("autopay")
        pass_both(game)
        assert game.find(card, zone="exile")
        assert (game.state.objects[ooze].counter("+1/+1"), game.state.players[0].life) == (
            (1, 21) if grows else (0, 20))


def test_a_permanent_put_into_your_hand_from_the_battlefield_this_turn() -> None:
    """Barrin, Tolarian Archmage's condition."""
    name = instant("Oracle Test Bounced", Sequence((ReturnToHand(Target(0)), IfThen(BouncedThisTurn(),
                                                                                     DrawCards(1)))), CREATURE)
    for mine, drawn in ((True, 1), (False, 0)):
        bears = {"battlefield": ["Grizzly Bears"]}
        game = board({"hand": [name], "library": ["Forest"], **(bears if mine else {})}, None if mine else bears)
        cast(game, game.find(name), game.find("Grizzly Bears"))
        pass_both(game)
        assert _cards(game, "hand").count("Forest") == drawn


def test_chrome_replicator_needs_two_permanents_with_the_same_name() -> None:
    """'When Chrome Replicator enters the battlefield, if you control two or more nonland, nontoken
    permanents with the same name as one another, create a 4/4 colorless Construct artifact creature
    token.'"""
    use_compiled("Chrome Replicator")
    for bears, made in ((2, True), (1, False)):
        game = board({"hand": ["Chrome Replicator"], "battlefield": ["Island"] * 5 + ["Grizzly Bears"] * bears})
        cast(game, game.find("Chrome Replicator"))
        pass_both(game)
        while game.state.stack:
            pass_both(game)
        assert bool([o for o in game.state.battlefield if game.state.objects[o].card == "Construct Token"]) == made


def test_double_vision_copies_only_the_first_instant_or_sorcery_of_the_turn() -> None:
    """'Whenever you cast your first instant or sorcery spell each turn, copy that spell. You may choose new
    targets for the copy.'"""
    use_compiled("Double Vision")
    game = board({"hand": ["Lightning Bolt", "Shock"], "battlefield": ["Double Vision", "Mountain", "Mountain"]})
    cast(game, game.find("Lightning Bolt"), "P2")
    assert len(game.state.stack) == 2  # the trigger is on the stack
    pass_both(game)  # the trigger resolves: a copy of the Bolt
    while game.state.stack:
        if game.pending.kind == "new_targets":
            game.apply("choose P2")  # the same target keeps it
        pass_both(game)
    assert game.state.players[1].life == 14
    cast(game, game.find("Shock"), "P2")
    assert len(game.state.stack) == 1  # the second instant of the turn: no trigger


def test_cr_610_3c_kitesail_freebooter_returns_the_card_when_it_leaves() -> None:
    """'When Kitesail Freebooter enters the battlefield, target opponent reveals their hand. You choose a
    noncreature, nonland card from it. Exile that card until Kitesail Freebooter leaves the battlefield.'"""
    use_compiled("Kitesail Freebooter")
    game = board({"hand": ["Kitesail Freebooter", "Lightning Bolt"], "battlefield": ["Swamp", "Swamp", "Mountain"]},
                 {"hand": ["Shock", "Forest"]})
    cast(game, game.find("Kitesail Freebooter"))
    pass_both(game)
    game.apply("target P2")
    pass_both(game)
    shock = game.find("Shock", zone="hand", player=1)
    if game.pending.kind == "choose":
        game.apply(f"choose {shock}")
    assert game.find("Shock", zone="exile", player=1)
    cast(game, game.find("Lightning Bolt"), game.find("Kitesail Freebooter"))
    pass_both(game)
    while game.state.stack:
        pass_both(game)
    assert "Shock" in _cards(game, "hand", 1)


def test_amounts_mana_value_cards_in_graveyard_and_deaths_this_turn() -> None:
    name = instant("Oracle Test Mana Value", GainLife(ManaValueOf(Target(0))), CREATURE)
    game = board({"hand": [name], "battlefield": ["Serra Angel"]})
    cast(game, game.find(name), game.find("Serra Angel"))
    pass_both(game)
    assert game.state.players[0].life == 25
    use_compiled("Frantic Inventory")
    game = board({"hand": ["Frantic Inventory"], "battlefield": ["Island"] * 2,
                  "graveyard": ["Frantic Inventory", "Frantic Inventory", "Forest"], "library": ["Forest"] * 5})
    cast(game, game.find("Frantic Inventory"))
    pass_both(game)
    assert len(game.zone("hand", 0)) == 3  # one, then one for each of the two in the graveyard
    use_compiled("Liliana's Standard Bearer")
    game = board({"hand": ["Liliana's Standard Bearer", "Lightning Bolt"],
                  "battlefield": ["Swamp"] * 3 + ["Mountain", "Grizzly Bears"], "library": ["Forest"] * 3},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Lightning Bolt"), game.find("Grizzly Bears", player=0))
    pass_both(game)
    cast(game, game.find("Liliana's Standard Bearer"))
    pass_both(game)
    pass_both(game)
    assert _cards(game, "hand").count("Forest") == 1  # one creature died under your control


def test_cards_in_a_target_opponents_graveyard() -> None:
    """Liliana, Death Mage: '[-7]: Target opponent loses 2 life for each creature card in their graveyard.'"""
    (liliana,) = use_compiled("Liliana, Death Mage")
    ultimate = liliana.faces[0].abilities[-1]
    assert isinstance(ultimate.effect.amount, CardsInGraveyard) and ultimate.cost.loyalty == -7
    game = board({"battlefield": [{"card": "Liliana, Death Mage", "counters": {"loyalty": 7}}]},
                 {"graveyard": ["Grizzly Bears", "Serra Angel", "Forest"]})
    game.apply(f"activate {game.find('Liliana, Death Mage')} 3")
    game.apply("target P2")
    pass_both(game)
    assert game.state.players[1].life == 16


def test_turn_to_slag_destroys_the_equipment_attached_to_the_creature() -> None:
    """'Turn to Slag deals 5 damage to target creature. Destroy all Equipment attached to that creature.'"""
    use_compiled("Turn to Slag")
    game = board({"hand": ["Turn to Slag"], "battlefield": ["Mountain"] * 5}, {"battlefield": [
        "Serra Angel", "Short Sword"]})
    attach(game.state, game.find("Short Sword"), game.find("Serra Angel"))
    cast(game, game.find("Turn to Slag"), game.find("Serra Angel"))
    pass_both(game)
    assert game.find("Short Sword", zone="graveyard", player=1)


def test_warden_of_the_woods_triggers_when_an_opponent_targets_it() -> None:
    """'Whenever Warden of the Woods becomes the target of a spell or ability an opponent controls, you may
    draw two cards.'"""
    use_compiled("Warden of the Woods")
    game = board({"battlefield": ["Warden of the Woods"], "library": ["Forest"] * 3},
                 {"hand": ["Shock"], "battlefield": ["Mountain"]})
    game.state.active = game.state.priority = 1
    cast(game, game.find("Shock"), game.find("Warden of the Woods"))
    pass_both(game)
    game.apply("yes")
    assert len(game.zone("hand", 0)) == 2


def test_riddleform_becomes_a_sphinx_creature_until_end_of_turn() -> None:
    """'Whenever you cast a noncreature spell, you may have Riddleform become a 3/3 Sphinx creature with
    flying in addition to its other types until end of turn.'"""
    use_compiled("Riddleform")
    game = board({"hand": ["Shock"], "battlefield": ["Riddleform", "Mountain"]})
    cast(game, game.find("Shock"), "P2")
    pass_both(game)
    game.apply("yes")
    from lithoform.rules.continuous.characteristics import chars

    c = chars(game.state, game.find("Riddleform"))
    assert "Creature" in c.types and "Sphinx" in c.subtypes and "flying" in c.keywords
    assert (c.power, c.toughness) == (3, 3)


def test_cr_603_10a_griffin_guide_triggers_when_the_enchanted_creature_dies() -> None:
    """'When enchanted creature dies, create a 2/2 white Griffin creature token with flying.'"""
    use_compiled("Griffin Guide", "Murder")
    game = board({"hand": ["Griffin Guide", "Murder"], "battlefield": ["Plains"] * 3 + ["Swamp"] * 3 + [
        "Grizzly Bears"]})
    cast(game, game.find("Griffin Guide"), game.find("Grizzly Bears"))
    pass_both(game)
    cast(game, game.find("Murder"), game.find("Grizzly Bears"))
    pass_both(game)
    while game.state.stack:
        pass_both(game)
    assert game.find("Griffin Guide", zone="graveyard")  # 704.5m
    assert game.find("Griffin Token", zone="battlefield")


def test_cr_118_12_gateway_plaza_is_sacrificed_unless_its_controller_pays() -> None:
    """'When Gateway Plaza enters the battlefield, sacrifice it unless you pay {1}.'"""
    use_compiled("Gateway Plaza")
    for pays in (True, False):
        game = board({"hand": ["Gateway Plaza"], "battlefield": ["Forest"]})
        game.apply(f"play {game.find('Gateway Plaza')}")
        pass_both(game)
        game.apply("yes" if pays else "no")
        assert bool(game.find("Gateway Plaza", zone="battlefield") if pays else
                    game.find("Gateway Plaza", zone="graveyard"))


def test_cr_615_7_prevent_the_next_damage_to_any_target() -> None:
    """Serra Paladin: '{T}: Prevent the next 1 damage that would be dealt to any target this turn.'"""
    use_compiled("Serra Paladin")
    game = board({"battlefield": ["Serra Paladin"]}, {"hand": ["Shock"], "battlefield": ["Mountain"]})
    game.apply(f"activate {game.find('Serra Paladin')} 1")
    game.apply("target P1")
    pass_both(game)
    game.state.active = game.state.priority = 1
    cast(game, game.find("Shock"), "P1")
    pass_both(game)
    assert game.state.players[0].life == 19


def test_cr_111_10a_a_treasure_token_sacrifices_itself_for_mana() -> None:
    """Prosperous Innkeeper: 'When Prosperous Innkeeper enters the battlefield, create a Treasure token.'"""
    use_compiled("Prosperous Innkeeper")
    game = board({"hand": ["Prosperous Innkeeper", "Shock"], "battlefield": ["Forest", "Forest"]})
    cast(game, game.find("Prosperous Innkeeper"))
    pass_both(game)
    pass_both(game)
    treasure = game.find("Treasure", zone="battlefield")
    assert "Treasure" in game.state.objects[treasure].printed.subtypes
    game.apply(f"activate {treasure} 1 mana:R")  # 605.3a: a mana ability, activated at priority
    assert treasure not in game.state.objects and [m.type for m in game.state.players[0].pool] == ["R"]
    cast(game, game.find("Shock"), "P2")
    if game.pending.kind == "pay":
        game.apply("pay")
    pass_both(game)
    assert game.state.players[1].life == 18 and treasure not in game.state.objects
