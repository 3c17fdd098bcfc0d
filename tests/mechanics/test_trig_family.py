"""Trigger phrases of issue 12's "trig" family (603.2): "a spell that's both red and white" in a cast trigger
(105.2, 601.2i); state triggers written as 'When <condition>, ...' (603.8)."""

from __future__ import annotations

from support import (
    activate,
    basics,
    battlefield_names,
    board,
    cast,
    lands,
    life,
    names,
    pass_both,
    pt,
    resolve_stack,
    use_compiled,
)

from lithoform.rules.continuous.characteristics import chars

use_compiled("Battlegate Mimic", "Woodlurker Mimic", "Lightning Helix", "Lightning Bolt", "Figure of Destiny",
             "Goblins of the Flarg", "Dark Depths", "Darksteel Reactor", "Garruk Relentless // Garruk, the Veil-Cursed",
             "Task Mage Assembly", "Endrek Sahr, Master Breeder", "Thunderbreak Regent", "Silverfur Partisan",
             "Swarm Shambler", "Edgewall Innkeeper", "Bonecrusher Giant // Stomp", "Serra Inquisitors")


def _triggers(game) -> int:
    return sum(1 for e in game.state.events() if e.kind == "trigger")


def test_105_2_a_spell_thats_both_red_and_white_triggers_the_mimic() -> None:
    """Battlegate Mimic: 'Whenever you cast a spell that's both red and white, Battlegate Mimic has base power
    and toughness 4/2 until end of turn and gains first strike until end of turn.' Ruling (2008-08-01): "The
    ability triggers whenever you cast a spell that’s both of its listed colors. It doesn’t matter whether that
    spell also happens to be any other colors." """
    game = board({"battlefield": ["Battlegate Mimic", *basics(Mountain=2, Plains=1)], "hand": ["Lightning Helix"]},
                 {"battlefield": ["Grizzly Bears"]})
    mimic = game.find("Battlegate Mimic")
    before = _triggers(game)
    cast(game, "Lightning Helix", game.find("Grizzly Bears"))
    assert _triggers(game) == before + 1
    pass_both(game)  # the trigger resolves first (405.2)
    assert pt(game, mimic) == (4, 2) and "first strike" in chars(game.state, mimic).keywords


def test_105_2_a_spell_of_only_one_of_the_colors_does_not_trigger() -> None:
    game = board({"battlefield": ["Battlegate Mimic", *basics(Mountain=1)], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    before = _triggers(game)
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    assert _triggers(game) == before
    assert pt(game, game.find("Battlegate Mimic")) == (2, 1)


def test_105_2_a_hybrid_spell_is_both_its_colors() -> None:
    """Figure of Destiny ({R/W}) is red and white (105.2, 202.2d), whichever mana paid for it."""
    game = board({"battlefield": ["Battlegate Mimic", *basics(Mountain=1)], "hand": ["Figure of Destiny"]})
    before = _triggers(game)
    cast(game, "Figure of Destiny")
    assert _triggers(game) == before + 1


def test_105_2_the_other_pair_does_not_trigger_woodlurker() -> None:
    """Woodlurker Mimic wants black and green: a red and white spell doesn't trigger it."""
    game = board({"battlefield": ["Woodlurker Mimic", *basics(Mountain=2, Plains=1)], "hand": ["Lightning Helix"]},
                 {"battlefield": ["Grizzly Bears"]})
    before = _triggers(game)
    cast(game, "Lightning Helix", game.find("Grizzly Bears"))
    assert _triggers(game) == before


# --- 'When <condition>, ...' (603.8: state triggers; mechanics/state_triggers) -------------------------------------


def test_603_8_goblins_of_the_flarg_is_sacrificed_when_you_control_a_dwarf() -> None:
    """'When you control a Dwarf, sacrifice Goblins of the Flarg.'"""
    game = board({"battlefield": ["Goblins of the Flarg", "Dwarven Trader"]})
    assert game.state.stack  # the state trigger is waiting on the stack
    pass_both(game)
    assert names(game, "graveyard") == ["Goblins of the Flarg"]


def test_603_8_no_dwarf_no_trigger() -> None:
    game = board({"battlefield": ["Goblins of the Flarg", "Grizzly Bears"]}, {"battlefield": ["Dwarven Trader"]})
    assert not game.state.stack


def test_603_8_dark_depths_triggers_once_its_last_ice_counter_is_removed() -> None:
    """Dark Depths' ruling (2020-08-07): "The last ability of Dark Depths is a state trigger. It won't trigger
    again while the ability is on the stack, ..." """
    game = board({"battlefield": [{"card": "Dark Depths", "counters": {"ice": 1}}, *basics(Swamp=3)]})
    assert not game.state.stack
    activate(game, "Dark Depths")
    pass_both(game)  # the last ice counter is removed
    assert len(game.state.stack) == 1  # one trigger, not one more at each priority while it waits
    game.apply("pass")
    game.apply("pass")
    resolve_stack(game)
    assert "Marit Lage" in battlefield_names(game, 0) and "Dark Depths" in names(game, "graveyard")


def test_603_8_darksteel_reactor_wins_at_twenty_charge_counters() -> None:
    """'When Darksteel Reactor has twenty or more charge counters on it, you win the game.'"""
    game = board({"battlefield": [{"card": "Darksteel Reactor", "counters": {"charge": 19}}]})
    assert not game.state.stack
    game = board({"battlefield": [{"card": "Darksteel Reactor", "counters": {"charge": 20}}]})
    pass_both(game)
    assert game.state.winner == 0


def test_603_8_garruk_relentless_transforms_at_two_or_fewer_loyalty() -> None:
    """'When Garruk Relentless has two or fewer loyalty counters on him, transform him.'"""
    game = board({"battlefield": [{"card": "Garruk Relentless // Garruk, the Veil-Cursed",
                                   "counters": {"loyalty": 3}}]})
    assert not game.state.stack
    game = board({"battlefield": [{"card": "Garruk Relentless // Garruk, the Veil-Cursed",
                                   "counters": {"loyalty": 2}}]})
    pass_both(game)
    assert battlefield_names(game, 0) == ["Garruk, the Veil-Cursed"]


def test_603_8_task_mage_assembly_when_there_are_no_creatures_on_the_battlefield() -> None:
    """'When there are no creatures on the battlefield, sacrifice Task Mage Assembly.': any player's count."""
    game = board({"battlefield": ["Task Mage Assembly"]}, {"battlefield": ["Grizzly Bears"]})
    assert not game.state.stack
    game = board({"battlefield": ["Task Mage Assembly"]})
    pass_both(game)
    assert names(game, "graveyard") == ["Task Mage Assembly"]


def test_603_8_endrek_sahr_counts_seven_thrulls() -> None:
    """Endrek Sahr's ruling (2006-09-25): "The second ability is a state trigger." Six Thrulls: nothing."""
    thrulls = [{"card": "Basal Thrull", "count": 6}]
    game = board({"battlefield": ["Endrek Sahr, Master Breeder", *thrulls]})
    assert not game.state.stack
    game = board({"battlefield": ["Endrek Sahr, Master Breeder", {"card": "Basal Thrull", "count": 7}]})
    pass_both(game)
    assert "Endrek Sahr, Master Breeder" in names(game, "graveyard")


# --- 'Whenever a Dragon you control becomes the target of ...' (603.2, 603.2c; mechanics/targeted_yours) ---------


def _triggered(game, name: str) -> int:
    return sum(1 for line in game.log() if f"{name}'s ability triggers" in line)


def test_603_2_thunderbreak_regent_deals_3_to_the_controller_of_a_spell_targeting_a_dragon() -> None:
    """Thunderbreak Regent: 'Whenever a Dragon you control becomes the target of a spell or ability an opponent
    controls, Thunderbreak Regent deals 3 damage to that player.' Ruling (2015-02-25): "Thunderbreak Regent's
    ability will resolve before the spell or ability that caused it to trigger." """
    game = board({"battlefield": ["Thunderbreak Regent"]}, {"battlefield": [lands("Mountain", 1)], "hand": ["Shock"]},
                 active="P2")
    cast(game, "Shock", game.find("Thunderbreak Regent"))
    assert _triggered(game, "Thunderbreak Regent") == 1
    pass_both(game)  # the trigger resolves first
    assert life(game, 1) == 17
    assert game.find("Thunderbreak Regent") in game.state.battlefield  # Shock not yet resolved


def test_603_2_a_non_dragon_target_does_not_trigger_it() -> None:
    game = board({"battlefield": ["Thunderbreak Regent", "Grizzly Bears"]},
                 {"battlefield": [lands("Mountain", 1)], "hand": ["Shock"]}, active="P2")
    cast(game, "Shock", game.find("Grizzly Bears"))
    assert _triggered(game, "Thunderbreak Regent") == 0


def test_603_2_only_an_opponents_spell_triggers_it() -> None:
    game = board({"battlefield": ["Thunderbreak Regent", lands("Mountain", 1)], "hand": ["Shock"]})
    cast(game, "Shock", game.find("Thunderbreak Regent"))
    assert _triggered(game, "Thunderbreak Regent") == 0


def test_603_2_silverfur_partisan_wants_an_instant_or_sorcery_spell_of_anyone() -> None:
    """Silverfur Partisan: 'Whenever a Wolf or Werewolf you control becomes the target of an instant or sorcery
    spell, create a 2/2 green Wolf creature token.' Its controller's own instant counts; an ability doesn't."""
    game = board({"battlefield": ["Silverfur Partisan", lands("Mountain", 1)], "hand": ["Shock"]})
    cast(game, "Shock", game.find("Silverfur Partisan"))
    assert _triggered(game, "Silverfur Partisan") == 1
    game = board({"battlefield": ["Silverfur Partisan", "Prodigal Pyromancer"]})
    activate(game, "Prodigal Pyromancer", 1, game.find("Silverfur Partisan"))
    assert _triggered(game, "Silverfur Partisan") == 0


def test_603_2c_swarm_shambler_counts_only_creatures_with_a_counter() -> None:
    """Swarm Shambler's ruling (2020-09-25): "If a creature without a +1/+1 counter on it becomes the target of
    a spell an opponent controls, putting a +1/+1 counter on it after that won't cause Swarm Shambler's middle
    ability to trigger." """
    game = board({"battlefield": [{"card": "Swarm Shambler", "counters": {"+1/+1": 1}}, "Grizzly Bears"]},
                 {"battlefield": [lands("Mountain", 1)], "hand": ["Shock"]}, active="P2")
    cast(game, "Shock", game.find("Grizzly Bears"))
    assert _triggered(game, "Swarm Shambler") == 0
    game = board({"battlefield": [{"card": "Swarm Shambler", "counters": {"+1/+1": 1}}]},
                 {"battlefield": [lands("Mountain", 1)], "hand": ["Shock"]}, active="P2")
    cast(game, "Shock", game.find("Swarm Shambler"))
    assert _triggered(game, "Swarm Shambler") == 1


def test_wild_defiance_that_creature_is_refused_the_tree_has_no_name_for_it() -> None:
    """'that creature gets +3/+3': the creature targeted, not the triggering spell; not compiled."""
    from lithoform.carddb import get_card
    from lithoform.compiler.compiler import compile_card
    assert not compile_card(get_card("Wild Defiance")).ok
    assert not compile_card(get_card("Daru Spiritualist")).ok


# --- 'a creature spell that has an Adventure' (715.2a; mechanics/adventure) ------------------------------------------


def test_715_2a_edgewall_innkeeper_draws_for_a_creature_spell_that_has_an_adventure() -> None:
    """Edgewall Innkeeper: 'Whenever you cast a creature spell that has an Adventure, draw a card.' Ruling
    (2019-10-04): "An effect may refer to a card, spell, or permanent that “has an Adventure.” This refers to a
    card, spell, or permanent that has an adventurer card’s set of alternative characteristics, even if they’re
    not being used and even if that card was never cast as an Adventure." """
    game = board({"battlefield": ["Edgewall Innkeeper", *basics(Mountain=3)], "hand": ["Bonecrusher Giant"]})
    cast(game, "Bonecrusher Giant")
    assert _triggered(game, "Edgewall Innkeeper") == 1


def test_715_2a_a_creature_spell_without_an_adventure_does_not_trigger_it() -> None:
    game = board({"battlefield": ["Edgewall Innkeeper", *basics(Forest=2)], "hand": ["Grizzly Bears"]})
    cast(game, "Grizzly Bears")
    assert _triggered(game, "Edgewall Innkeeper") == 0


def test_715_3b_cast_as_an_adventure_it_is_no_creature_spell() -> None:
    """715.3b: on the stack as an Adventure (Stomp, an instant) the spell has only those characteristics."""
    game = board({"battlefield": ["Edgewall Innkeeper", *basics(Mountain=2)], "hand": ["Bonecrusher Giant"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Bonecrusher Giant", game.find("Grizzly Bears"), face=1)
    assert game.state.stack
    assert _triggered(game, "Edgewall Innkeeper") == 0


def test_715_2a_a_token_has_no_adventure_mysterious_pathlighter() -> None:
    """Mysterious Pathlighter: 'Each creature you control that has an Adventure enters the battlefield with an
    additional +1/+1 counter on it.' A token's values (111.4) name no adventurer card: Raise the Alarm's Soldiers
    enter with no counter (an oracle-pool game once failed looking up a token's name as a card)."""
    game = board({"battlefield": ["Mysterious Pathlighter", *basics(Plains=2)], "hand": ["Raise the Alarm"]})
    cast(game, "Raise the Alarm")
    pass_both(game)
    soldiers = [o for o in game.state.objects.values()
                if getattr(o, "zone", None) == "battlefield" and getattr(o, "card", "") != "Mysterious Pathlighter"
                and getattr(o, "printed", None) is not None]
    assert len(soldiers) == 2
    assert all(o.counter("+1/+1") == 0 for o in soldiers)


# --- '~ blocks or becomes blocked by one or more black creatures' (509.3b, 509.3d, 603.2c; block_events) ------------


def _to_blocks(mine: list, theirs: list, attacker: str):
    game = board({"battlefield": mine}, {"battlefield": theirs}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find(attacker)} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    return game


def test_509_3d_603_2c_blocked_by_two_black_creatures_triggers_once() -> None:
    """Serra Inquisitors: 'Whenever Serra Inquisitors blocks or becomes blocked by one or more black creatures,
    Serra Inquisitors gets +2/+0 until end of turn.': one event, however many black blockers."""
    game = _to_blocks(["Serra Inquisitors"], ["Walking Corpse", "Vampire Nighthawk"], "Serra Inquisitors")
    me = game.find("Serra Inquisitors")
    game.apply(f"block {game.find('Walking Corpse')} {me}")
    game.apply(f"block {game.find('Vampire Nighthawk')} {me}")
    game.apply("done")
    assert _triggered(game, "Serra Inquisitors") == 1
    resolve_stack(game)
    assert pt(game, me) == (5, 3)


def test_509_3d_a_white_blocker_does_not_trigger_it() -> None:
    game = _to_blocks(["Serra Inquisitors"], ["Savannah Lions"], "Serra Inquisitors")
    game.apply(f"block {game.find('Savannah Lions')} {game.find('Serra Inquisitors')}")
    game.apply("done")
    assert _triggered(game, "Serra Inquisitors") == 0
