"""The general phrases Strixhaven needed (w10-stx), read by the compiler and played: a search that puts the card
into a graveyard (701.23a) and 'if it's ...' after it, 'when that creature dies this turn' (603.7c, 700.4, 514.2),
'you and target opponent each ...' (608.2c), 'if a land card was milled this way' (701.17a), 'one or more cards
leave your graveyard' (603.2c), 'any other target' (115.3), 'for each different power' (208.1), 'another
instant or sorcery spell' (601.2f), conditional 'can't be blocked' (611.3a, 509.1b), 'has base power N'
(613.4b), a description ending at a comma after its noun, quoted abilities in modes (700.2), 'if that spell has
mana value N or greater' (202.3), 'if X is N or more' (107.3), 'during your end step' (601.2f), 'activate only as
a sorcery and only if ...' (602.5b, 602.5d)."""

from __future__ import annotations

from support import (
    activate,
    board,
    can_activate,
    cast,
    names,
    pass_both,
    pass_until,
    resolve_stack,
    use_compiled,
)

from lithoform.cards.tree import CreateToken, Mill, SearchLibrary, TriggeredAbility
from lithoform.catalog.compiled import compiled
from lithoform.compiler.chunk import chunk
from lithoform.mechanics.dies_this_turn.nodes import WhenThatDies

use_compiled("Oriq Loremage", "Entomb", "Make Your Mark", "Lorehold Excavation", "Explosive Welcome",
             "Vortex Runner", "Leonin Lightscribe", "Callous Bloodmage", "Prismari Apprentice", "Blot Out the Sky",
             "Closing Statement", "Hall of Oracles", "Symmetry Sage", "Sandals of Abdallah")


def _answer(game, ids) -> None:  # type: ignore[no-untyped-def]
    game.apply("choose " + " ".join(str(i) for i in ids))


def test_701_23a_entomb_puts_the_found_card_into_the_graveyard() -> None:
    """Entomb: 'Search your library for a card, put that card into your graveyard, then shuffle.'"""
    assert compiled("Entomb").card.faces[0].spell.effect == SearchLibrary(to="graveyard")
    game = board({"battlefield": [{"card": "Swamp", "count": 1}], "hand": ["Entomb"],
                  "library": ["Forest", "Serra Angel", "Island"]})
    cast(game, "Entomb")
    pass_both(game)
    _answer(game, [game.find("Serra Angel", zone="library")])
    resolve_stack(game)
    assert names(game, "graveyard", 0) == ["Serra Angel", "Entomb"] or set(names(game, "graveyard", 0)) == {
        "Serra Angel", "Entomb"}
    assert len(names(game, "library", 0)) == 2


def test_608_2c_oriq_loremage_counter_only_for_an_instant_or_sorcery() -> None:
    """Oriq Loremage: '{T}: Search your library for a card, put it into your graveyard, then shuffle. If it's an
    instant or sorcery card, put a +1/+1 counter on Oriq Loremage.' (the card found, in the graveyard, 400.7)"""
    for found, counters in (("Lightning Bolt", 1), ("Forest", 0)):
        game = board({"battlefield": ["Oriq Loremage"], "library": ["Island", found, "Island"]})
        activate(game, "Oriq Loremage", 1)
        pass_both(game)
        _answer(game, [game.find(found, zone="library")])
        resolve_stack(game)
        assert found in names(game, "graveyard", 0)
        assert game.state.objects[game.find("Oriq Loremage")].counter("+1/+1") == counters


def test_603_7c_make_your_mark_waits_only_for_that_creature() -> None:
    """Make Your Mark: 'When that creature dies this turn, create a 3/2 red and white Spirit creature token.'
    Another creature dying doesn't trigger it."""
    game = board({"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Make Your Mark", "Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    cast(game, "Make Your Mark", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert len(game.state.delayed) == 1
    cast(game, "Lightning Bolt", game.find("Llanowar Elves"))
    resolve_stack(game)
    assert not any(game.chars(o).name == "Spirit Token" for o in game.zone("battlefield"))
    assert len(game.state.delayed) == 1


def test_514_2_the_delayed_dies_ability_ends_with_the_turn() -> None:
    """603.7a, 514.2: 'this turn': the ability is gone once the turn ends (a creature dying next turn doesn't
    trigger it)."""
    game = board({"battlefield": [{"card": "Mountain", "count": 1}], "hand": ["Make Your Mark"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Make Your Mark", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.state.delayed
    pass_until(game, "upkeep", turn=4)
    assert not game.state.delayed


def test_603_7c_sandals_of_abdallah_destroys_itself_when_that_creature_dies() -> None:
    """Sandals of Abdallah: '{2}, {T}: Target creature gains islandwalk until end of turn. When that creature
    dies this turn, destroy Sandals of Abdallah.'"""
    (ability,) = [a for a in compiled("Sandals of Abdallah").card.faces[0].abilities if hasattr(a, "cost")]
    assert isinstance(ability.effect.effects[-1], WhenThatDies)


def test_fighting_that_creature_which_is_the_fighter_is_refused() -> None:
    """Time to Feed: '... Target creature you control fights that creature.' 'That creature' is the opponent's
    creature named two sentences before; the compiler refuses rather than making a creature fight itself."""
    assert not compiled("Time to Feed").ok


def test_all_other_creatures_after_creating_tokens_is_refused() -> None:
    """Martial Coup: 'Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other
    creatures.' (other than the tokens, not than the spell): refused rather than destroying the new Soldiers."""
    assert not compiled("Martial Coup").ok


def test_701_17a_lorehold_excavation_otherwise_deals_damage() -> None:
    """Lorehold Excavation: 'mill a card. If a land card was milled this way, you gain 1 life. Otherwise, Lorehold
    Excavation deals 1 damage to each opponent.' A nonland card milled: the damage."""
    (trigger, _activated) = compiled("Lorehold Excavation").card.faces[0].abilities
    assert isinstance(trigger.effect.effects[0], Mill)
    game = board({"battlefield": ["Lorehold Excavation"], "library": ["Lightning Bolt", "Forest"]}, step="main2")
    pass_until(game, "end")
    resolve_stack(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (20, 19)


def test_115_3_explosive_welcome_needs_two_different_targets() -> None:
    """Explosive Welcome: '~ deals 5 damage to any target and 3 damage to any other target. Add {R}{R}{R}.'"""
    spell = compiled("Explosive Welcome").card.faces[0].spell
    assert [t.distinct for t in spell.targets] == [False, True]
    game = board({"battlefield": [{"card": "Mountain", "count": 9}], "hand": ["Explosive Welcome"]},
                 {"battlefield": ["Serra Angel"]})
    cast(game, "Explosive Welcome", game.find("Serra Angel"), "P2")
    resolve_stack(game)
    assert "Serra Angel" in names(game, "graveyard", 1) and game.state.players[1].life == 17


def test_509_1b_vortex_runner_unblockable_with_eight_lands() -> None:
    """Vortex Runner: 'As long as you control eight or more lands, Vortex Runner gets +1/+0 and can't be
    blocked.' (611.3a)"""
    few = board({"battlefield": ["Vortex Runner", {"card": "Island", "count": 7}]})
    many = board({"battlefield": ["Vortex Runner", {"card": "Island", "count": 8}]})
    base = few.chars(few.find("Vortex Runner"))
    boosted = many.chars(many.find("Vortex Runner"))
    assert boosted.power == base.power + 1
    assert "can't be blocked" in boosted.keywords and "can't be blocked" not in base.keywords


def test_a_description_ends_at_a_comma_after_its_noun() -> None:
    """'Whenever you cast or copy an instant or sorcery spell, creatures you control get +1/+1 until end of
    turn.' (Leonin Lightscribe): the comma ends the description; 'noncreature, nonland permanents' (no noun
    before the comma) and 'Bird, Cat, or Dog' stay one."""
    assert chunk("whenever you cast an instant or sorcery spell, creatures you control get +1/+1.")[1] == (
        ("instant", "or", "sorcery", "spell"), ("creatures",))
    assert chunk("destroy all noncreature, nonland permanents.")[1] == (("noncreature", ",", "nonland", "permanents"),)
    assert compiled("Leonin Lightscribe").ok and compiled("Terror").ok and compiled("Duress").ok


def test_700_2_a_modes_quoted_ability_is_the_tokens() -> None:
    """Callous Bloodmage: '• Create a 1/1 black and green Pest creature token with "When this creature dies,
    you gain 1 life."' (111.4: the token has the quoted ability)."""
    trigger = compiled("Callous Bloodmage").card.faces[0].abilities[0]
    token = trigger.modes[0].effect
    assert isinstance(token, CreateToken)
    (dies,) = token.token.abilities
    assert isinstance(dies, TriggeredAbility) and dies.trigger.event == "dies"


def test_202_3_prismari_apprentice_counter_for_a_big_spell_only() -> None:
    """Prismari Apprentice: 'If that spell has mana value 5 or greater, put a +1/+1 counter on Prismari
    Apprentice.' Lightning Bolt (mana value 1): no counter."""
    game = board({"battlefield": ["Prismari Apprentice", {"card": "Mountain", "count": 1}],
                  "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert game.state.objects[game.find("Prismari Apprentice")].counter("+1/+1") == 0


def test_107_3_blot_out_the_sky_destroys_only_when_x_is_six() -> None:
    """Blot Out the Sky: 'Create X tapped 2/1 white and black Inkling creature tokens with flying. If X is 6 or
    more, destroy all noncreature, nonland permanents.'"""
    for x, crypt_left in ((2, True), (6, False)):
        game = board({"battlefield": [{"card": "Plains", "count": 4}, {"card": "Swamp", "count": 4}],
                      "hand": ["Blot Out the Sky"]}, {"battlefield": ["Tormod's Crypt"]})
        cast(game, "Blot Out the Sky", x=x)
        resolve_stack(game)
        assert ("Tormod's Crypt" in names(game, "battlefield", 1)) == crypt_left
        assert sum(game.chars(o).name == "Inkling Token" for o in game.zone("battlefield")) == x


def test_601_2f_closing_statement_is_cheaper_in_your_end_step() -> None:
    """Closing Statement ({3}{W}{B}): 'This spell costs {2} less to cast during your end step.'"""
    main = board({"battlefield": [{"card": "Plains", "count": 1}, {"card": "Swamp", "count": 2}],
                  "hand": ["Closing Statement"]}, {"battlefield": ["Grizzly Bears"]})
    assert f"cast {main.find('Closing Statement')}" not in [str(a) for a in main.legal_actions()]
    end = board({"battlefield": [{"card": "Plains", "count": 1}, {"card": "Swamp", "count": 2}],
                 "hand": ["Closing Statement"]}, {"battlefield": ["Grizzly Bears"]}, step="end")
    assert f"cast {end.find('Closing Statement')}" in [str(a) for a in end.legal_actions()]


def test_602_5b_hall_of_oracles_needs_an_instant_or_sorcery_cast_first() -> None:
    """Hall of Oracles: '{T}: Put a +1/+1 counter on target creature. Activate only as a sorcery and only if
    you've cast an instant or sorcery spell this turn.'"""
    game = board({"battlefield": ["Hall of Oracles", "Grizzly Bears", {"card": "Mountain", "count": 1}],
                  "hand": ["Lightning Bolt"]})
    hall = game.find("Hall of Oracles")
    third = [a for a in game.legal_actions() if a.kind == "activate" and a.args[:2] == (hall, 3)]
    assert not third
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert any(a.kind == "activate" and a.args[:2] == (hall, 3) for a in game.legal_actions())
    assert can_activate(game, hall)



def test_611_3a_mesa_lynx_is_bigger_in_the_opponents_turn() -> None:
    """Mesa Lynx: "As long as it's not your turn, Mesa Lynx gets +0/+2." (500: the active player's turn)"""
    mine = board({"battlefield": ["Mesa Lynx"]})
    theirs = board({"battlefield": ["Mesa Lynx"]}, active="P2")
    assert mine.chars(mine.find("Mesa Lynx")).toughness == 1
    assert theirs.chars(theirs.find("Mesa Lynx")).toughness == 3


def test_608_2c_also_changes_nothing() -> None:
    """Shell Shield: 'If this spell was kicked, that creature also gains hexproof until end of turn.'"""
    effect = compiled("Shell Shield").card.faces[0].spell.effect
    assert effect.effects[1].then.parts[0].keywords == ("Hexproof",)


def test_603_7a_mage_hunters_onslaught_each_blocker_costs_a_life() -> None:
    """Mage Hunters' Onslaught: 'Destroy target creature or planeswalker. Whenever a creature blocks this turn,
    its controller loses 1 life.' (509.3a: once for each blocking creature)"""
    game = board({"battlefield": ["Hill Giant", {"card": "Swamp", "count": 4}],
                  "hand": ["Mage Hunters' Onslaught"]},
                 {"battlefield": ["Serra Angel", "Llanowar Elves", "Wall of Stone"]})
    cast(game, "Mage Hunters' Onslaught", game.find("Serra Angel"))
    resolve_stack(game)
    assert len(game.state.delayed) == 1
    pass_until(game, "beginning_of_combat")
    pass_both(game)
    assert game.pending.kind == "attackers"
    angel = game.find("Hill Giant")
    game.apply(f"attack {angel} P2")
    game.apply("done")
    while game.pending.kind != "blockers":
        game.apply("pass")
    game.apply(f"block {game.find('Llanowar Elves')} {angel}")
    game.apply(f"block {game.find('Wall of Stone')} {angel}")
    game.apply("done")
    resolve_stack(game)
    assert game.state.players[1].life == 18


def test_603_7a_first_day_of_class_counters_each_creature_that_enters() -> None:
    """First Day of Class: 'Whenever a creature enters the battlefield under your control this turn, put a +1/+1
    counter on it and it gains haste until end of turn.' Both instructions are the delayed ability's."""
    game = board({"battlefield": [{"card": "Mountain", "count": 2}, {"card": "Forest", "count": 2}],
                  "hand": ["First Day of Class", "Grizzly Bears"]})
    game.apply(f"cast {game.find('First Day of Class')}")
    game.apply("autopay")
    pass_both(game)
    while game.pending.kind != "priority":  # learn (701.48a): decline
        game.apply("no")
    resolve_stack(game)
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[bears].counter("+1/+1") == 1
    assert "haste" in {k.lower() for k in game.chars(bears).keywords}


def test_601_2h_necrotic_fumes_exiles_a_creature_you_control_as_its_cost() -> None:
    """Necrotic Fumes: 'As an additional cost to cast this spell, exile a creature you control. Exile target
    creature or planeswalker.' (118.3: without a creature to exile it can't be cast)"""
    empty = board({"battlefield": [{"card": "Swamp", "count": 3}], "hand": ["Necrotic Fumes"]},
                  {"battlefield": ["Serra Angel"]})
    assert f"cast {empty.find('Necrotic Fumes')}" not in [str(a) for a in empty.legal_actions()]
    game = board({"battlefield": ["Grizzly Bears", {"card": "Swamp", "count": 3}], "hand": ["Necrotic Fumes"]},
                 {"battlefield": ["Serra Angel"]})
    game.apply(f"cast {game.find('Necrotic Fumes')}")
    game.apply(f"target {game.find('Serra Angel')}")
    assert game.pending.kind == "exile" and game.pending.options == (game.find("Grizzly Bears"),)
    game.apply(f"exile {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    assert sorted(names(game, "exile", 0)) == ["Grizzly Bears", "Serra Angel"]
