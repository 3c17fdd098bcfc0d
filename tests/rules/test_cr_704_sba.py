"""CR 704: state-based actions. Checked whenever a player would receive priority, all applicable ones
performed simultaneously as a single event, and checked again until none apply (704.3). The actions of
704.5a-j and 704.5q."""

from __future__ import annotations

import pytest
from support import activate, board, cast, events_since, life, mark, pass_both, random_play, zone_names

from lithoform.cards.tree import (
    ActivatedAbility,
    CardDef,
    CardFace,
    Cost,
    DealDamage,
    Filter,
    GainLife,
    ModifyPT,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)
from lithoform.rules.zones import create_object
from lithoform.state.model import Choices, Obj

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

TEST_CARDS.append(CardDef("Test Withering Hex", (CardFace(
    "Test Withering Hex", ("Instant",), "{B}", text="Target creature gets -2/-2 until end of turn.",
    spell=SpellAbility(ModifyPT(-2, -2, Target(0)), targets=(TargetSpec("creature"),)),
),)))
TEST_CARDS.append(CardDef("Test Deathtouch Pinger", (CardFace(
    "Test Deathtouch Pinger", ("Creature",), "{B}", subtypes=("Snake",), power="1", toughness="1",
    keywords=("Deathtouch",), text="Deathtouch\n{T}: Test Deathtouch Pinger deals 1 damage to any target.",
    abilities=(Static("Deathtouch", text="Deathtouch"),
               ActivatedAbility(Cost(tap=True), DealDamage(1, Target(0)), targets=(TargetSpec("any"),),
                                text="{T}: Test Deathtouch Pinger deals 1 damage to any target.")),
),)))
TEST_CARDS.append(CardDef("Test Walker", (CardFace(
    "Test Walker", ("Planeswalker",), "{2}{R}", subtypes=("Chandra",), supertypes=("Legendary",), loyalty="3",
),)))
TEST_CARDS.append(CardDef("Test Gravekeeper 704", (CardFace(
    "Test Gravekeeper 704", ("Creature",), "{1}{B}", subtypes=("Zombie",), power="1", toughness="1",
    text="Whenever a creature dies, you gain 1 life.",
    abilities=(TriggeredAbility(Trigger("dies", filter=Filter(types=("Creature",))), GainLife(1),
                                text="Whenever a creature dies, you gain 1 life."),),
),)))


def sba_rules(game, start: int) -> list[str]:
    return [r for e in events_since(game, start) if e.kind in ("sba", "lose", "cease") for r in e.rules]


# --- players ----------------------------------------------------------------------------------------------


def test_704_5a_zero_life_loses():
    """704.5a: 'If a player has 0 or less life, that player loses the game.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"life": 3})
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    assert game.is_over and game.winner == 0
    assert game.state.players[1].lost
    assert game.pending.kind == "game_over" and list(game.legal_actions()) == []


def test_704_5a_negative_life_loses():
    """704.5a: '0 or less life': going from 2 to -1 loses too."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"life": 2})
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    assert life(game, 1) == -1
    assert game.is_over and game.winner == 0


def test_704_5a_above_zero_life_plays_on():
    """704.5a applies only at 0 or less: at 1 life the game goes on."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"life": 4})
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    assert life(game, 1) == 1 and not game.is_over


def test_704_5b_drawing_from_an_empty_library_loses():
    """704.5b: 'If a player attempted to draw a card from a library with no cards in it since the last time
    state-based actions were checked, that player loses the game.'"""
    game = board({"library": []}, step="upkeep")
    pass_both(game)
    assert game.is_over and game.winner == 1
    assert any("704.5b" in e.rules for e in game.state.events() if e.kind == "lose")


def test_704_5b_an_empty_library_alone_does_not_lose():
    """704.5b needs an attempted draw: an empty library by itself loses nothing."""
    game = board({"library": []}, step="main1")
    pass_both(game)
    assert not game.is_over


def test_704_5c_ten_poison_counters_lose():
    """704.5c: 'If a player has ten or more poison counters, that player loses the game.'"""
    game = board(p2={"poison": 10})
    assert game.is_over and game.winner == 0


def test_704_5c_nine_poison_counters_do_not():
    """704.5c: fewer than ten poison counters is not a loss."""
    game = board(p2={"poison": 9})
    assert not game.is_over


# --- objects outside their zones ---------------------------------------------------------------------------


def test_704_5d_a_token_outside_the_battlefield_ceases_to_exist():
    """704.5d: 'If a token is in a zone other than the battlefield, it ceases to exist.' A Grizzly Bears token
    killed by Shock goes to the graveyard, then is gone from every zone."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "token": True, "label": "token"}]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]})
    token = game.labels["token"]
    game.apply("pass")
    cast(game, game.find("Shock"), token)
    start = mark(game)
    pass_both(game)
    assert "704.5d" in sba_rules(game, start)
    assert game.zone("graveyard", 0) == ()
    assert all(game.chars(i).name != "Grizzly Bears" for ids in game.state.zones.values() for i in ids)


def test_704_5e_a_copy_of_a_spell_outside_the_stack_ceases_to_exist():
    """704.5e: 'If a copy of a spell is in a zone other than the stack, it ceases to exist.' No starter card
    copies spells, so a copy of Lightning Bolt targeting P2 is put on the stack directly; once it resolves
    and goes to the graveyard, it ceases to exist."""
    game = board()
    chosen = Choices(targets=((-2,),), targets_done=True, other_paid=True, paid=True)
    create_object(game.state, Obj(0, "Lightning Bolt", 0, 0, "stack", copy=True, choices=chosen))
    start = mark(game)
    pass_both(game)
    assert life(game, 1) == 17
    assert "704.5e" in sba_rules(game, start)
    assert game.zone("graveyard", 0) == ()


# --- creatures and planeswalkers ---------------------------------------------------------------------


def test_704_5f_zero_toughness_goes_to_the_graveyard():
    """704.5f: 'If a creature has toughness 0 or less, it's put into its owner's graveyard.'"""
    game = board({"battlefield": ["Swamp"], "hand": ["Test Withering Hex"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Test Withering Hex"), game.find("Grizzly Bears"))
    start = mark(game)
    pass_both(game)
    assert "704.5f" in sba_rules(game, start)
    assert zone_names(game, "graveyard", 1) == ["Grizzly Bears"]


def test_704_5g_lethal_damage_destroys():
    """704.5g: a creature with 'damage marked on it ... greater than or equal to its toughness ... is
    destroyed.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Shock"), game.find("Grizzly Bears"))
    start = mark(game)
    pass_both(game)
    assert "704.5g" in sba_rules(game, start)
    assert zone_names(game, "graveyard", 1) == ["Grizzly Bears"]


def test_704_5g_damage_below_toughness_stays_marked():
    """704.5g needs damage at least equal to toughness: a 4/4 with 2 damage stays, the damage marked."""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    cast(game, game.find("Shock"), angel)
    pass_both(game)
    assert game.state.objects[angel].zone == "battlefield" and game.state.objects[angel].damage == 2


def test_704_5h_deathtouch_damage_destroys():
    """704.5h: a creature 'dealt damage by a source with deathtouch since the last time state-based actions
    were checked ... is destroyed' — 1 damage is enough for a 4/4."""
    game = board({"battlefield": ["Test Deathtouch Pinger"]}, {"battlefield": ["Serra Angel"]})
    activate(game, game.find("Test Deathtouch Pinger"), 1, game.find("Serra Angel"))
    start = mark(game)
    pass_both(game)
    assert "704.5h" in sba_rules(game, start)
    assert zone_names(game, "graveyard", 1) == ["Serra Angel"]


def test_704_5i_planeswalker_with_zero_loyalty_goes_to_the_graveyard():
    """704.5i: 'If a planeswalker has loyalty 0, it's put into its owner's graveyard.' 120.3c: damage
    removes loyalty counters."""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]},
                 {"battlefield": [{"card": "Test Walker", "counters": {"loyalty": 2}}]})
    cast(game, game.find("Shock"), game.find("Test Walker"))
    start = mark(game)
    pass_both(game)
    assert "704.5i" in sba_rules(game, start)
    assert zone_names(game, "graveyard", 1) == ["Test Walker"]


def test_704_5j_legend_rule_is_the_controllers_choice():
    """704.5j: 'If two or more legendary permanents with the same name are controlled by the same player,
    that player chooses one of them, and the rest are put into their owners' graveyards.'"""
    game = board({"battlefield": [{"card": "Bosh, Iron Golem", "label": "a"},
                                  {"card": "Bosh, Iron Golem", "label": "b"}]})
    first, second = game.labels["a"], game.labels["b"]
    p = game.pending
    assert p.kind == "choose" and p.player == 0 and set(p.options) == {first, second}
    game.apply(f"choose {second}")
    assert game.state.objects[second].zone == "battlefield"
    assert first not in game.state.objects
    assert zone_names(game, "graveyard") == ["Bosh, Iron Golem"]
    assert game.pending.kind == "priority"


def test_704_5j_legend_rule_is_per_controller():
    """704.5j: only legendary permanents 'controlled by the same player': each player keeps their Bosh."""
    game = board({"battlefield": ["Bosh, Iron Golem"]}, {"battlefield": ["Bosh, Iron Golem"]})
    assert game.pending.kind == "priority"
    assert len(game.state.battlefield) == 2


def test_704_5q_plus_and_minus_counters_annihilate():
    """704.5q: 'If a permanent has both a +1/+1 counter and a -1/-1 counter on it, N +1/+1 and N -1/-1
    counters are removed from it, where N is the smaller of the number'."""
    game = board({"battlefield": [{"card": "Triskelion", "counters": {"+1/+1": 3, "-1/-1": 1}}]})
    tri = game.state.objects[game.find("Triskelion")]
    assert (tri.counter("+1/+1"), tri.counter("-1/-1")) == (2, 0)
    assert (game.chars(tri.id).power, game.chars(tri.id).toughness) == (3, 3)


# --- 704.3: all at once, and again ------------------------------------------------------------------------


def test_704_3_players_losing_at_once_is_a_draw():
    """704.3: applicable state-based actions are performed 'simultaneously as a single event'; 104.4a: 'If all
    the players remaining in a game lose simultaneously, the game is a draw.'"""
    game = board({"life": 0}, {"life": 0})
    assert game.is_over and game.winner is None
    assert all(p.lost for p in game.state.players)


def test_704_3_creatures_die_simultaneously():
    """704.3: all applicable state-based actions are performed simultaneously, so a Test Gravekeeper 704
    dying with the Bears sees both deaths (603.10a) and triggers twice."""
    game = board({"battlefield": ["Mountain"] * 6, "hand": ["Fireball"]},
                 {"battlefield": ["Test Gravekeeper 704", "Grizzly Bears"]})
    keeper, bears = game.find("Test Gravekeeper 704"), game.find("Grizzly Bears")
    cast(game, game.find("Fireball"), keeper, bears, x=4)
    pass_both(game)
    assert len(game.state.stack) == 2


def test_704_3_checked_again_until_none_apply():
    """704.3: 'If any state-based actions are performed as a result of a check, the check is repeated': a
    token with lethal damage goes to the graveyard (704.5g), then the repeated check makes it cease to exist
    (704.5d), all before anyone gets priority."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "token": True, "label": "token"}]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]})
    game.apply("pass")
    cast(game, game.find("Shock"), game.labels["token"])
    start = mark(game)
    pass_both(game)
    rules = sba_rules(game, start)
    assert rules.index("704.5g") < rules.index("704.5d")
    assert game.pending.kind == "priority"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_704_3_no_state_based_action_applies_when_a_player_has_priority(seed):
    """117.5 / 704.3: state-based actions are performed before a player receives priority, and repeated until
    none apply — so at every priority decision of a random game, none of 704.5a-d, f-j, q applies."""
    for game in random_play(seed):
        if game.pending.kind != "priority":
            continue
        state = game.state
        for p in state.players:
            assert p.life > 0 and not p.drew_from_empty and p.poison < 10
        legends: set[tuple[int, str]] = set()
        for oid in state.battlefield:
            obj, c = state.objects[oid], game.chars(oid)
            if "Creature" in c.types:
                assert c.toughness > 0 and obj.damage < c.toughness and not obj.deathtouched, c.name
            assert not (obj.counter("+1/+1") and obj.counter("-1/-1"))
            if "Legendary" in c.supertypes:
                assert (obj.controller, c.name) not in legends
                legends.add((obj.controller, c.name))
        for key, ids in state.zones.items():
            if key != "battlefield":
                assert not any(getattr(state.objects[i], "token", False) for i in ids), key
