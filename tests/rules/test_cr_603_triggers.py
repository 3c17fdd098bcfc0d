"""CR 603: triggered abilities. A trigger does nothing when it triggers (603.2); it is put on the stack the
next time a player would receive priority (603.3), under its source's controller's control (603.3a), in
APNAP order with each player ordering their own (603.3b), choosing targets then (603.3d) or leaving the
stack if none can be chosen. Enters (603.6a), dies and leaves with look-back (603.6c, 603.10a), 'whenever
you cast', 'at the beginning of' (603.2b), intervening 'if' (603.4), 'may' (603.5) and delayed triggers
(603.7)."""

from __future__ import annotations

from support import activate, board, cast, events_since, kinds, life, mark, pass_both, pass_until

from lithoform.cards.tree import (
    ActivatedAbility,
    AddMana,
    CardDef,
    CardFace,
    Cost,
    DealDamage,
    Filter,
    GainLife,
    SourceUntapped,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

CREATURE = Filter(types=("Creature",))


def _creature(name: str, cost: str, power: int, toughness: int, *abilities, text: str = "") -> None:
    face = CardFace(name, ("Creature",), cost, subtypes=("Spirit",), power=str(power),
                    toughness=str(toughness), text=text, abilities=abilities)
    TEST_CARDS.append(CardDef(name, (face,)))


def _trigger(trigger: Trigger, effect, text: str, **kw) -> TriggeredAbility:
    return TriggeredAbility(trigger, effect, text=text, **kw)


_creature("Test Pyre Imp", "{1}{R}", 1, 1, _trigger(
    Trigger("enters", this=True), DealDamage(1, Target(0)),
    "When Test Pyre Imp enters, it deals 1 damage to any target.", targets=(TargetSpec("any"),)))
_creature("Test Hunter", "{1}{R}", 1, 1, _trigger(
    Trigger("enters", this=True), DealDamage(1, Target(0)),
    "When Test Hunter enters, it deals 1 damage to target creature an opponent controls.",
    targets=(TargetSpec("creature", filter=Filter(controller="opponent")),)))
_creature("Test Mourner", "{1}{W}", 1, 1, _trigger(
    Trigger("dies", this=True), GainLife(2), "When Test Mourner dies, you gain 2 life."))
_creature("Test Gravekeeper", "{1}{B}", 1, 1, _trigger(
    Trigger("dies", filter=CREATURE), GainLife(1), "Whenever a creature dies, you gain 1 life."))
_creature("Test Herald", "{1}{W}", 1, 1, _trigger(
    Trigger("enters", filter=CREATURE), GainLife(1), "Whenever a creature enters, you gain 1 life."))
_creature("Test Sentinel", "{1}{W}", 1, 1, _trigger(
    Trigger("step", step="upkeep"), GainLife(1), "At the beginning of your upkeep, you gain 1 life."))
TEST_CARDS.append(CardDef("Test Watcher", (CardFace(
    "Test Watcher", ("Artifact",), "{2}", text="Whenever a creature leaves the battlefield, you gain 1 life.",
    abilities=(_trigger(Trigger("leaves", filter=CREATURE), GainLife(1),
                        "Whenever a creature leaves the battlefield, you gain 1 life."),),
),)))
TEST_CARDS.append(CardDef("Test Vigil Idol", (CardFace(
    "Test Vigil Idol", ("Artifact",), "{2}",
    text="{T}: Add {C}.\nWhenever a creature enters, if Test Vigil Idol is untapped, you gain 1 life.",
    abilities=(
        ActivatedAbility(Cost(tap=True), AddMana(("{C}",)), mana=True, text="{T}: Add {C}."),
        _trigger(Trigger("enters", filter=CREATURE), GainLife(1),
                 "Whenever a creature enters, if Test Vigil Idol is untapped, you gain 1 life.",
                 condition=SourceUntapped()),
    ),
),)))

BEARS_IN_HAND = {"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]}


def stack_items(game):
    return [game.state.objects[i] for i in game.state.stack]


def cast_bears(game) -> None:
    """P1 casts Grizzly Bears and both pass: the Bears enter the battlefield (608.3)."""
    cast(game, game.find("Grizzly Bears", zone="hand"))
    pass_both(game)


# --- triggering and going on the stack -----------------------------------------------------------------


def test_603_6a_enters_trigger_goes_on_the_stack():
    """603.6a: 'Enters-the-battlefield abilities trigger when a permanent enters'; 603.3: the ability is put
    on the stack the next time a player would receive priority, as an object with its source."""
    game = board({"battlefield": ["Forest", "Forest"], "hand": ["Elvish Visionary"]})
    cast(game, game.find("Elvish Visionary"))
    pass_both(game)
    visionary = game.find("Elvish Visionary", zone="battlefield")
    (item,) = stack_items(game)
    assert item.kind == "triggered" and item.source == visionary and item.controller == 0
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_603_2_a_trigger_does_nothing_until_it_resolves():
    """603.2: when triggered, 'The ability doesn't do anything at this point.' The card is drawn only when
    the Visionary's ability resolves."""
    game = board({"battlefield": ["Forest", "Forest"], "hand": ["Elvish Visionary"], "library": ["Island"]})
    cast(game, game.find("Elvish Visionary"))
    pass_both(game)
    assert game.zone("hand", 0) == ()
    pass_both(game)
    assert [game.chars(i).name for i in game.zone("hand", 0)] == ["Island"]


def test_603_6a_newcomers_see_themselves_enter():
    """603.6a: 'all permanents on the battlefield (including the newcomers) are checked': Test Herald's
    'whenever a creature enters' triggers on its own arrival."""
    game = board({"battlefield": ["Plains", "Plains"], "hand": ["Test Herald"]})
    cast(game, game.find("Test Herald"))
    pass_both(game)
    assert [i.source_name for i in stack_items(game)] == ["Test Herald"]
    pass_both(game)
    assert life(game, 0) == 21


def test_603_6c_dies_trigger_of_the_dying_creature():
    """603.6c / 603.10a: leaves-the-battlefield abilities look back in time: Test Mourner's own 'when this
    dies' triggers as it dies, and its controller gains 2 life."""
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"]}, {"battlefield": ["Test Mourner"]})
    cast(game, game.find("Shock"), game.find("Test Mourner"))
    pass_both(game)
    (item,) = stack_items(game)
    assert item.source_name == "Test Mourner" and item.controller == 1
    pass_both(game)
    assert life(game, 1) == 22


def test_603_6c_leaves_the_battlefield_trigger():
    """603.6c: 'Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield to
    another zone' — a creature sacrificed to Ashnod's Altar."""
    game = board({"battlefield": ["Test Watcher", "Ashnod's Altar", "Grizzly Bears"]})
    altar, bears = game.find("Ashnod's Altar"), game.find("Grizzly Bears")
    game.apply(f"activate {altar} 1 sac:{bears}")
    assert [i.source_name for i in stack_items(game)] == ["Test Watcher"]
    pass_both(game)
    assert life(game, 0) == 21


def test_603_10a_leaves_triggers_look_back_in_time():
    """603.10a: leaves-the-battlefield abilities look back: a Test Gravekeeper dying at the same time as the
    Bears sees both deaths, its own included."""
    game = board({"battlefield": ["Mountain"] * 6, "hand": ["Fireball"]},
                 {"battlefield": ["Test Gravekeeper", "Grizzly Bears"]})
    keeper, bears = game.find("Test Gravekeeper"), game.find("Grizzly Bears")
    cast(game, game.find("Fireball"), keeper, bears, x=4)
    pass_both(game)
    items = stack_items(game)
    assert [i.source_name for i in items] == ["Test Gravekeeper", "Test Gravekeeper"]
    assert {i.trigger_object for i in items} == {keeper, bears}
    pass_both(game)
    pass_both(game)
    assert life(game, 1) == 22


def test_603_6a_a_token_entering_triggers_enters_abilities():
    """603.6a / 111.1: a token created on the battlefield enters it: Test Herald's 'whenever a creature
    enters' triggers for the Hornet token."""
    game = board({"battlefield": ["Hornet Cannon", "Test Herald"] + ["Mountain"] * 3})
    activate(game, game.find("Hornet Cannon"), 1)
    pass_both(game)
    assert [i.source_name for i in stack_items(game)] == ["Test Herald"]
    assert stack_items(game)[0].trigger_object == game.find("Hornet")


def test_117_2a_a_trigger_during_casting_waits_until_the_spell_is_cast():
    """117.2a: 'Triggered abilities can trigger ... while a spell is being cast', but they are put on the
    stack only the next time a player would receive priority: a creature sacrificed to Ashnod's Altar while
    paying for Fireball makes Test Watcher trigger, and its ability goes on the stack above Fireball."""
    game = board({"battlefield": ["Mountain", "Ashnod's Altar", "Grizzly Bears", "Test Watcher"],
                  "hand": ["Fireball"]})
    altar, bears = game.find("Ashnod's Altar"), game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Fireball')}")
    fireball = game.state.announcing
    for answer in ("x 2", "target P2", "done", f"activate {altar} 1 sac:{bears}"):
        game.apply(answer)
    assert game.pending.kind == "pay" and game.state.stack == (fireball,)
    game.apply("autopay")
    spell, trigger = stack_items(game)
    assert spell.id == fireball
    assert (trigger.kind, trigger.source_name) == ("triggered", "Test Watcher")


def test_603_whenever_you_cast_triggers_on_your_noncreature_spell():
    """702.108a prowess: 'Whenever you cast a noncreature spell, this creature gets +1/+1 until end of
    turn.' The trigger goes on the stack above the spell and resolves first."""
    game = board({"battlefield": ["Mountain", "Monastery Swiftspear"], "hand": ["Lightning Bolt"]})
    swift = game.find("Monastery Swiftspear")
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    assert game.state.stack[0] == bolt
    assert stack_items(game)[-1].source == swift
    pass_both(game)
    assert (game.chars(swift).power, game.chars(swift).toughness) == (2, 3)
    assert game.state.stack == (bolt,)


def test_603_whenever_you_cast_ignores_creature_spells():
    """702.108a: only a noncreature spell triggers prowess."""
    game = board({"battlefield": ["Forest", "Forest", "Monastery Swiftspear"], "hand": ["Grizzly Bears"]})
    cast(game, game.find("Grizzly Bears"))
    assert game.state.waiting == () and len(game.state.stack) == 1


def test_603_whenever_you_cast_ignores_other_players_spells():
    """702.108a: 'Whenever you cast': P2's spell doesn't trigger P1's Swiftspear."""
    game = board({"battlefield": ["Monastery Swiftspear"]}, {"battlefield": ["Mountain"], "hand": ["Shock"]})
    game.apply("pass")
    cast(game, game.find("Shock"), "P1")
    assert len(game.state.stack) == 1


def test_603_2b_at_the_beginning_of_upkeep():
    """603.2b: 'When a phase or step begins, all abilities that trigger “at the beginning of” that phase or
    step trigger'; 503.1a: they go on the stack before the active player gets priority."""
    game = board({"battlefield": ["Test Sentinel"]}, step="end", active="P2", turn=4)
    pass_until(game, "upkeep", turn=5)
    assert [i.source_name for i in stack_items(game)] == ["Test Sentinel"]
    pass_both(game)
    assert life(game, 0) == 21


def test_603_2b_at_the_beginning_of_your_upkeep_only_on_your_turn():
    """'At the beginning of your upkeep' triggers only in its controller's upkeep, not the opponent's."""
    game = board({"battlefield": ["Test Sentinel"]}, step="end")
    pass_until(game, "upkeep", turn=4)
    assert game.state.stack == ()


# --- 603.3: putting triggers on the stack ---------------------------------------------------------------


def test_603_3a_trigger_is_controlled_by_its_sources_controller():
    """603.3a: 'A triggered ability is controlled by the player who controlled its source at the time it
    triggered': P2's Test Herald triggers on P1's creature, under P2's control."""
    game = board(BEARS_IN_HAND, {"battlefield": ["Test Herald"]})
    cast_bears(game)
    (item,) = stack_items(game)
    assert item.source == game.find("Test Herald") and item.controller == 1
    pass_both(game)
    assert life(game, 1) == 21 and life(game, 0) == 20


def test_603_3b_apnap_order():
    """603.3b: 'each player, in APNAP order, puts each triggered ability they control ... on the stack': the
    active player's goes on the stack first, so the non-active player's is on top and resolves first."""
    game = board({**BEARS_IN_HAND, "battlefield": ["Forest", "Forest", "Test Herald"]},
                 {"battlefield": ["Test Herald"]})
    cast_bears(game)
    assert [i.controller for i in stack_items(game)] == [0, 1]
    pass_both(game)
    assert (life(game, 0), life(game, 1)) == (20, 21)


def test_603_3b_ordering_own_triggers_is_a_decision():
    """603.3b: a player puts their triggered abilities on the stack 'in any order they choose': P1 is asked
    to order the Visionary's, the Herald's and the Blasting Station's triggers; the first listed goes on the
    stack first."""
    game = board({"battlefield": ["Forest", "Forest", "Test Herald", "Blasting Station"],
                  "hand": ["Elvish Visionary"]})
    cast(game, game.find("Elvish Visionary"))
    pass_both(game)
    assert game.pending.kind == "order" and game.pending.player == 0
    waiting = [w.source_name for w in game.state.waiting]
    assert sorted(waiting) == ["Blasting Station", "Elvish Visionary", "Test Herald"]
    game.apply("order 3 1 2")
    assert [i.source_name for i in stack_items(game)] == [waiting[2], waiting[0], waiting[1]]


def test_603_3b_a_different_order_gives_a_different_stack():
    """603.3b: the order is the player's choice: the reverse order puts the abilities the other way up."""
    game = board({"battlefield": ["Forest", "Forest", "Test Herald", "Blasting Station"],
                  "hand": ["Elvish Visionary"]})
    cast(game, game.find("Elvish Visionary"))
    pass_both(game)
    waiting = [w.source_name for w in game.state.waiting]
    game.apply("order 1 2 3")
    assert [i.source_name for i in stack_items(game)] == waiting


def test_603_3b_the_non_active_player_orders_their_own_triggers():
    """603.3b: each player, in APNAP order, orders the abilities they control: P2 with two different
    triggers on P1's creature is asked, after P1's go on the stack."""
    game = board(BEARS_IN_HAND, {"battlefield": ["Test Herald", "Blasting Station"]})
    cast_bears(game)
    assert game.pending.kind == "order" and game.pending.player == 1
    game.apply("order 1 2")
    assert [i.controller for i in stack_items(game)] == [1, 1]


def test_603_3d_targets_are_chosen_as_the_trigger_goes_on_the_stack():
    """603.3d / 115.1d: a triggered ability's targets are chosen as it is put on the stack — before any
    player gets priority."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Test Pyre Imp"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Test Pyre Imp"))
    pass_both(game)
    assert game.pending.kind == "target" and game.pending.player == 0
    item = game.state.objects[game.pending.object]
    assert item.kind == "triggered" and item.source_name == "Test Pyre Imp"
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.kind == "priority"
    pass_both(game)
    assert game.state.objects[game.find("Grizzly Bears")].damage == 1


def test_603_3d_trigger_without_legal_targets_is_removed():
    """603.3d: 'If a choice is required when the triggered ability goes on the stack but no legal choices can
    be made for it, ... the ability is simply removed from the stack.' Test Hunter with no opposing
    creature."""
    game = board({"battlefield": ["Mountain", "Mountain", "Grizzly Bears"], "hand": ["Test Hunter"]})
    cast(game, game.find("Test Hunter"))
    start = mark(game)
    pass_both(game)
    assert game.state.stack == ()
    assert game.pending.kind == "priority" and game.pending.player == 0
    assert "trigger_removed" in kinds(events_since(game, start))


# --- 603.4 and 603.5 ---------------------------------------------------------------------------------------


def test_603_4_intervening_if_true_at_both_times():
    """603.4: the ability checks its 'if' condition when the event occurs and again as it resolves; true both
    times, it resolves."""
    game = board({**BEARS_IN_HAND, "battlefield": ["Forest", "Forest", "Test Vigil Idol"]})
    cast_bears(game)
    assert [i.source_name for i in stack_items(game)] == ["Test Vigil Idol"]
    pass_both(game)
    assert life(game, 0) == 21


def test_603_4_intervening_if_false_when_the_event_occurs():
    """603.4: 'When the trigger event occurs, the ability checks whether the stated condition is true. The
    ability triggers only if it is'. The Idol is tapped as the Bears enter: nothing triggers."""
    game = board({**BEARS_IN_HAND, "battlefield": ["Forest", "Forest",
                                                   {"card": "Test Vigil Idol", "tapped": True}]})
    cast_bears(game)
    assert game.state.stack == ()


def test_603_4_intervening_if_false_on_resolution():
    """603.4 / 608.2a: 'If the condition isn't true at that time, the ability is removed from the stack and
    does nothing.' The Idol is tapped for mana while its trigger waits on the stack."""
    game = board({**BEARS_IN_HAND, "battlefield": ["Forest", "Forest", "Test Vigil Idol"]})
    cast_bears(game)
    game.apply(f"activate {game.find('Test Vigil Idol')} 1")
    pass_both(game)
    assert game.state.stack == ()
    assert life(game, 0) == 20


def test_603_5_optional_trigger_goes_on_the_stack_and_asks_on_resolution():
    """603.5: a 'may' ability goes on the stack 'regardless of whether their controller intends to exercise
    the ability's option'; 'The choice is made when the ability resolves.'"""
    game = board({**BEARS_IN_HAND, "battlefield": ["Forest", "Forest",
                                                   {"card": "Blasting Station", "tapped": True}]})
    cast_bears(game)
    assert [i.source_name for i in stack_items(game)] == ["Blasting Station"]
    pass_both(game)
    assert game.pending.kind == "may" and game.pending.player == 0
    game.apply("yes")
    assert not game.state.objects[game.find("Blasting Station")].tapped


def test_603_5_declining_the_may_does_nothing():
    """603.5 / 608.2d: the controller may decline; the Station stays tapped."""
    game = board({**BEARS_IN_HAND, "battlefield": ["Forest", "Forest",
                                                   {"card": "Blasting Station", "tapped": True}]})
    cast_bears(game)
    pass_both(game)
    game.apply("no")
    assert game.state.objects[game.find("Blasting Station")].tapped
    assert game.state.stack == ()


# --- 603.7: delayed triggers -------------------------------------------------------------------------------


def hornet_board(step: str = "main1"):
    game = board({"battlefield": ["Hornet Cannon"] + ["Mountain"] * 3}, step=step)
    activate(game, game.find("Hornet Cannon"), 1)
    pass_both(game)
    return game


def test_603_7_delayed_trigger_at_the_next_end_step():
    """603.7a: Hornet Cannon's ability creates a delayed triggered ability; at the beginning of the next end
    step it triggers and destroys the Hornet."""
    game = hornet_board()
    hornet = game.find("Hornet")
    assert game.state.objects[hornet].token
    pass_until(game, "end")
    (item,) = stack_items(game)
    assert item.kind == "triggered"
    pass_both(game)
    assert hornet not in game.state.objects
    assert all(game.chars(i).name != "Hornet" for i in game.state.battlefield)


def test_603_7e_delayed_trigger_source_and_controller():
    """603.7e: 'If an activated ... ability creates a delayed triggered ability, the source of that delayed
    triggered ability is the same as the source of that other ability. The controller ... is the player who
    controlled that other ability'."""
    game = hornet_board()
    cannon = game.find("Hornet Cannon")
    pass_until(game, "end")
    (item,) = stack_items(game)
    assert item.source == cannon and item.controller == 0


def test_603_7b_delayed_trigger_triggers_only_once():
    """603.7b: 'A delayed triggered ability will trigger only once—the next time its trigger event occurs'."""
    game = hornet_board()
    pass_until(game, "end")
    pass_both(game)
    pass_until(game, "end", turn=4)
    assert game.state.stack == ()


def test_513_2_delayed_trigger_created_in_the_end_step_waits_for_the_next_turn():
    """513.2: 'if a delayed triggered ability that triggers “at the beginning of the next end step” is created
    during this step, that ability won't trigger until the next turn's end step.'"""
    game = hornet_board(step="end")
    hornet = game.find("Hornet")
    pass_until(game, "upkeep", turn=4)
    assert hornet in game.state.objects
    pass_until(game, "end", turn=4)
    assert [i.source_name for i in stack_items(game)] == ["Hornet Cannon"]
