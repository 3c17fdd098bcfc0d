"""Strionic Resonator — every official ruling as a game.

Oracle text: "{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy.
(A triggered ability uses the words "when," "whenever," or "at.")"
"""

from __future__ import annotations

from support import (
    P1,
    P2,
    activate,
    basics,
    battlefield_names,
    board,
    cast,
    cast_with,
    choose_targets,
    define,
    hand_size,
    legal,
    life,
    pay_with,
    registering,
    resolve_stack,
    resolve_top,
    stack_abilities,
    tokens,
    top,
    untapped,
)

from lithoform.cards.tree import (
    CardFace,
    DealDamage,
    DrawCards,
    GainLife,
    Mode,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)

RESONATOR = "Strionic Resonator"

SUNDIAL = define(CardFace(
    "Strionic Test Sundial", ("Artifact",), "{1}", text="At the beginning of your upkeep, you gain 1 life.",
    abilities=(TriggeredAbility(Trigger("step", step="upkeep"), GainLife(1),
                                text="At the beginning of your upkeep, you gain 1 life."),),
))
_CHARM_TEXT = ("When Strionic Test Charm Beast enters the battlefield, choose one —\n• You gain 3 life.\n"
               "• Draw a card.")
CHARM_BEAST = define(CardFace(
    "Strionic Test Charm Beast", ("Creature",), "{2}", subtypes=("Beast",), power="2", toughness="2",
    text=_CHARM_TEXT,
    abilities=(TriggeredAbility(Trigger("enters", this=True),
                                modes=(Mode(GainLife(3), text="You gain 3 life."),
                                       Mode(DrawCards(1), text="Draw a card.")),
                                text=_CHARM_TEXT),),
))
_HELLKITE_TEXT = ("When Strionic Test Hellkite enters the battlefield, it deals 5 damage divided as you "
                  "choose among any number of targets.")
HELLKITE = define(CardFace(
    "Strionic Test Hellkite", ("Creature",), "{2}", subtypes=("Dragon",), power="5", toughness="5",
    text=_HELLKITE_TEXT,
    abilities=(TriggeredAbility(Trigger("enters", this=True), DealDamage(5, Target(0), divided=True),
                                targets=(TargetSpec("any", min=1, max=5),), text=_HELLKITE_TEXT),),
))
_cards = registering(SUNDIAL, CHARM_BEAST, HELLKITE)


def resonator_board(*battlefield: object, hand: tuple[str, ...] = (), p2: dict | None = None, **more: int):
    """Strionic Resonator and two Plains to pay for it, plus what the test needs."""
    return board({"battlefield": [RESONATOR, *basics(Plains=2), *battlefield, *basics(**more)],
                  "hand": list(hand)}, p2)


def resonate(game, trigger: int) -> int:
    """Activates Strionic Resonator targeting `trigger`, paying {2} with two Plains."""
    game.apply(f"activate {game.find(RESONATOR)} 1")
    game.apply(f"target {trigger}")
    pay_with(game, *untapped(game, "Plains", 2))
    return game.state.stack[-1]



# --- what can be copied -------------------------------------------------------------------------------------


def test_a_whenever_triggered_ability_can_be_copied() -> None:
    """Ruling (2018-03-16): “Triggered abilities use the word “when,” “whenever,” or “at.” They’re often
    written as “[Trigger condition], [effect].””

    “Whenever a creature enters the battlefield, you may untap Blasting Station” triggers as Grizzly
    Bears enter; Strionic Resonator copies it, and the copy and the original each ask “may”."""
    game = resonator_board({"card": "Blasting Station", "tapped": True}, hand=("Grizzly Bears",), Forest=2)
    cast_with(game, "Grizzly Bears", "Forest", 2)
    resolve_top(game)
    trigger = top(game)
    assert trigger.kind == "triggered" and trigger.source_name == "Blasting Station"
    resonate(game, trigger.id)
    resolve_top(game)
    assert [a.copy for a in stack_abilities(game)] == [False, True]
    resolve_top(game)
    assert game.pending.kind == "may"
    game.apply("no")
    resolve_top(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert not game.state.objects[game.find("Blasting Station")].tapped


def test_an_at_the_beginning_of_triggered_ability_can_be_copied() -> None:
    """Ruling (2018-03-16), “at”: “At the beginning of your upkeep, you gain 1 life” is copied; P1 gains
    2 life."""
    game = board({"battlefield": [RESONATOR, SUNDIAL, *basics(Plains=2)]}, step="untap")
    assert game.state.step == "upkeep"
    resonate(game, top(game).id)
    resolve_stack(game)
    assert life(game, P1) == 22


def test_an_activated_ability_is_not_a_legal_target() -> None:
    """Ruling (2018-03-16), the definition read the other way: an ability written “[Cost]: [Effect]” is
    not a triggered ability. With only Prodigal Pyromancer's activated ability on the stack, Strionic
    Resonator has no legal target and can't be activated."""
    game = resonator_board("Prodigal Pyromancer")
    activate(game, game.find("Prodigal Pyromancer"), 1, "P2")
    assert top(game).kind == "activated"
    assert not legal(game, f"activate {game.find(RESONATOR)} 1")


def test_targets_a_triggered_ability_on_the_stack_and_creates_another_instance() -> None:
    """Ruling (2018-03-16): “Strionic Resonator targets a triggered ability that has triggered and is on
    the stack and creates another instance of that ability on the stack. It doesn’t cause any object to
    gain an ability.”

    Elvish Visionary's enters trigger is the only possible target; after the Resonator resolves there are
    two instances of it, no permanent's abilities changed, and two cards are drawn."""
    game = resonator_board(hand=("Elvish Visionary",), Forest=2)
    cast_with(game, "Elvish Visionary", "Forest", 2)
    resolve_top(game)
    trigger = top(game)
    before = {oid: game.chars(oid).abilities for oid in game.state.battlefield}
    game.apply(f"activate {game.find(RESONATOR)} 1")
    assert game.pending.kind == "target" and game.pending.options == (trigger.id,)
    game.apply(f"target {trigger.id}")
    game.apply("autopay")
    resolve_top(game)
    visionary = game.find("Elvish Visionary")
    assert [(a.source, a.ability) for a in stack_abilities(game)] == [(visionary, trigger.ability)] * 2
    assert {oid: game.chars(oid).abilities for oid in game.state.battlefield} == before
    resolve_stack(game)
    assert hand_size(game) == 2


def test_the_source_of_the_copy_is_the_source_of_the_original() -> None:
    """Ruling (2018-03-16): “The source of the copy is the same as the source of the original ability.”"""
    game = resonator_board(hand=("Elvish Visionary",), Forest=2)
    cast_with(game, "Elvish Visionary", "Forest", 2)
    resolve_top(game)
    original = top(game)
    resonate(game, original.id)
    resolve_top(game)
    copy = top(game)
    assert copy.copy and copy.id != original.id
    assert copy.source == original.source == game.find("Elvish Visionary")


# --- what the copy keeps ------------------------------------------------------------------------------------


def test_the_mode_of_a_modal_triggered_ability_is_copied() -> None:
    """Ruling (2018-03-16): “If the triggered ability is modal (that is, if it says, “Choose one —” or
    similar), the mode is copied and can’t be changed.”

    Strionic Test Charm Beast's trigger is put on the stack with “You gain 3 life”; the copy has that mode
    without any mode being asked: P1 gains 6 and draws nothing."""
    game = resonator_board(hand=(CHARM_BEAST,), Swamp=2)
    cast_with(game, CHARM_BEAST, "Swamp", 2)
    resolve_top(game)
    assert game.pending.kind == "mode"
    game.apply("mode 1")
    resonate(game, top(game).id)
    resolve_top(game)
    assert game.pending.kind == "priority" and top(game).copy and top(game).choices.modes == (1,)
    resolve_stack(game)
    assert life(game, P1) == 26 and hand_size(game) == 0


def test_a_damage_division_and_the_number_of_targets_are_kept() -> None:
    """Ruling (2018-03-16): “If the triggered ability divides damage or distributes counters among a
    number of targets (for example, the ability of Bogardan Hellkite), the division and number of targets
    can’t be changed. If you choose new targets, you must choose the same number of targets.”

    Strionic Test Hellkite (a Bogardan Hellkite stand-in) divides 4 to P2 and 1 to Serra Angel. Every
    answer for the copy's new targets has two targets; retargeted to the Angel and P2 it deals 4 and 1."""
    game = resonator_board(hand=(HELLKITE,), Swamp=2, p2={"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    cast_with(game, HELLKITE, "Swamp", 2)
    resolve_top(game)
    game.apply("target P2")
    game.apply(f"target {angel}")
    game.apply("done")
    game.apply("divide 4 1")
    resonate(game, top(game).id)
    resolve_top(game)
    assert game.pending.kind == "new_targets" and game.pending.sizes == (2,)
    # one target at a time, both asked (GUIDE principle 12): the copy has two targets whatever is chosen
    assert len(game.pending.groups) == 2 and game.pending.slot == 0
    assert all(len(a.args) == 1 for a in game.legal_actions() if a.kind == "choose")
    choose_targets(game, angel, "P2")
    copy = top(game)
    assert copy.choices.divide == (4, 1) and copy.choices.targets == ((angel, -2),)
    resolve_top(game)
    assert life(game, P2) == 19 and game.find("Serra Angel", zone="graveyard")


def test_a_cost_paid_on_resolution_is_paid_for_the_copy() -> None:
    """Ruling (2018-03-16): “Any choices made when the triggered ability resolves won’t have been made yet
    when it’s copied. Any such choices will be made separately when the copy resolves. If the triggered
    ability asks you to pay a cost (such as that of Frenzied Goblin), you pay that cost for the copy.”

    Mirrorworks's “you may pay {2}” is asked for the copy and for the original: paying both times makes
    two token Ketria Crystals and spends {4}."""
    game = resonator_board("Mirrorworks", hand=("Ketria Crystal",), Swamp=7)
    cast_with(game, "Ketria Crystal", "Swamp", 3)
    resolve_top(game)
    resonate(game, top(game).id)
    resolve_top(game)
    for _ in range(2):
        resolve_top(game)
        assert game.pending.kind == "may" and game.pending.prompt == "pay {2}?"
        game.apply("yes")
    assert [game.chars(t).name for t in tokens(game)] == ["Ketria Crystal", "Ketria Crystal"]
    assert len(untapped(game, "Swamp")) == 0


def test_a_copied_fiend_hunter_trigger_is_linked_both_creatures_return() -> None:
    """Ruling (2018-03-16): “If a triggered ability is linked to a second ability, copies of that triggered
    ability are also linked to that second ability. If the second ability refers to “the exiled card,” it
    refers to all cards exiled by the triggered ability and the copy. For example, if Fiend Hunter’s
    enters-the-battlefield ability is copied and two creatures are exiled, they both return when Fiend
    Hunter leaves the battlefield.”"""
    game = resonator_board(hand=("Fiend Hunter", "Lightning Bolt"), Plains=3, Mountain=1,
                           p2={"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    cast_with(game, "Fiend Hunter", "Plains", 3)
    resolve_top(game)
    game.apply(f"target {game.find('Grizzly Bears')}")
    resonate(game, game.state.stack[-1])
    resolve_top(game)
    choose_targets(game, game.find("Llanowar Elves"))
    for _ in range(2):
        resolve_top(game)
        game.apply("yes")
    assert game.find("Grizzly Bears", zone="exile") and game.find("Llanowar Elves", zone="exile")
    cast(game, game.find("Lightning Bolt"), game.find("Fiend Hunter"))
    resolve_stack(game)
    assert battlefield_names(game, P2) == ["Grizzly Bears", "Llanowar Elves"]


def test_a_copied_imprint_makes_x_the_sum_of_the_exiled_cards() -> None:
    """Ruling (2018-03-16): “In some cases involving linked abilities, an ability requires information
    about “the exiled card.” When this happens, the ability gets multiple answers. If these answers are
    being used to determine the value of a variable, the sum is used. For example, if Elite Arcanist’s
    enters-the-battlefield ability is copied, two cards are exiled. The value of X in the activation cost
    of Elite Arcanist’s other ability is the sum of the two cards’ converted mana costs. As the ability
    resolves, you create copies of both cards and can cast none, one, or both of the copies in any
    order.”

    Soul Foundry stands in for Elite Arcanist: its copied imprint exiles Llanowar Elves (1) and Serra
    Angel (5), the X of its other ability is 6, and it makes a token of each card."""
    game = resonator_board(hand=("Soul Foundry", "Llanowar Elves", "Serra Angel"), Swamp=10)
    cast_with(game, "Soul Foundry", "Swamp", 4)
    resolve_top(game)
    resonate(game, top(game).id)
    resolve_top(game)
    resolve_top(game)
    game.apply(f"choose {game.find('Llanowar Elves', zone='hand')}")
    resolve_top(game)
    game.apply(f"choose {game.find('Serra Angel', zone='hand')}")
    game.apply(f"activate {game.find('Soul Foundry')} 1")
    assert game.pending.kind == "pay" and game.state.objects[game.state.stack[-1]].choices.x == 6
    pay_with(game, *untapped(game, "Swamp"))
    resolve_top(game)
    assert sorted(game.chars(t).name for t in tokens(game)) == ["Llanowar Elves", "Serra Angel"]
