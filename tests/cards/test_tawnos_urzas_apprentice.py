"""Tawnos, Urza's Apprentice — every official ruling as a game.

Oracle text: "Haste / {U}{R}, {T}: Copy target activated or triggered ability you control from an artifact
source. You may choose new targets for the copy. (Mana abilities can't be targeted.)"
"""

from __future__ import annotations

from support import (
    P1,
    P2,
    TAWNOS,
    activate,
    basics,
    board,
    cast,
    choose_targets,
    define,
    events_since,
    hand_size,
    keep_targets,
    legal,
    life,
    mark,
    pass_both,
    pay_with,
    registering,
    resolve_stack,
    resolve_top,
    stack_abilities,
    tawnos_board,
    tokens,
    untapped,
)

from lithoform.cards.builders import afterlife
from lithoform.cards.tree import CardFace, GainLife, Trigger
from lithoform.cards.tree import TriggeredAbility as Triggered

SUNDIAL = define(CardFace(
    "Tawnos Test Sundial", ("Artifact",), "{1}", text="At the beginning of your upkeep, you gain 1 life.",
    abilities=(Triggered(Trigger("step", step="upkeep"), GainLife(1),
                         text="At the beginning of your upkeep, you gain 1 life."),),
))
RELIC = define(CardFace(
    "Tawnos Test Relic Spirit", ("Artifact", "Creature"), "{1}", subtypes=("Spirit",), power="1",
    toughness="1", keywords=("Afterlife",), text="Afterlife 1",
    abilities=(afterlife(1),),
))
_cards = registering(SUNDIAL, RELIC)


def copy_with_tawnos(game, ability: int) -> int:
    """Activates Tawnos targeting `ability`, paying {U}{R} with the Island and Mountain; returns its id."""
    tawnos = game.find(TAWNOS)
    game.apply(f"activate {tawnos} 1")
    game.apply(f"target {ability}")
    pay_with(game, untapped(game, "Island")[0], untapped(game, "Mountain")[0])
    return game.state.stack[-1]


def all_abilities(game) -> dict[int, tuple]:
    return {oid: game.chars(oid).abilities for oid in game.state.battlefield}


def choose_trigger_targets(game, *targets: int, divide: tuple[int, ...]) -> int:
    """Chooses the targets and the division of the triggered ability being put on the stack (603.3d)."""
    trigger = game.state.announcing
    for t in targets:
        game.apply(f"target {t}")
    game.apply("done")
    game.apply("divide " + " ".join(str(n) for n in divide))
    return trigger


# --- what the ability does ----------------------------------------------------------------------------------


def test_targets_an_ability_on_the_stack_and_creates_another_instance_no_object_gains_an_ability() -> None:
    """Ruling (2018-07-13): “Tawnos’s ability targets an ability that is on the stack and creates another
    instance of that ability on the stack. It doesn’t cause any object to gain an ability.”

    Triskelion's ability (an artifact source) is on the stack: it is the target Tawnos may choose. After
    Tawnos resolves there are two instances of that ability, and no permanent's abilities changed."""
    game = tawnos_board("Triskelion")
    trisk = game.find("Triskelion")
    original = activate(game, trisk, 1, "P2")
    before = all_abilities(game)
    game.apply(f"activate {game.find(TAWNOS)} 1")
    assert game.pending.kind == "target" and game.pending.options == (original,)
    game.apply(f"target {original}")
    game.apply("autopay")
    resolve_top(game)
    keep_targets(game)
    abilities = stack_abilities(game)
    assert [a.source for a in abilities] == [trisk, trisk]
    assert abilities[0].id == original and abilities[1].copy
    assert abilities[1].ability == abilities[0].ability
    assert all_abilities(game) == before
    resolve_stack(game)
    assert life(game, P2) == 18


# --- the definitions rulings: which abilities are activated, triggered or mana abilities --------------------


def test_equip_is_an_activated_ability_tawnos_can_copy() -> None:
    """Ruling (2018-07-13): “Activated abilities contain a colon. They’re generally written “[Cost]:
    [Effect].” Some keyword abilities (such as equip) are activated abilities and will have colons in
    their reminder text. An activated mana ability is one that produces mana as it resolves, not one that
    costs mana to activate.”

    Bonesplitter's equip (an activated keyword ability of an artifact) goes on the stack and Tawnos copies
    it; the copy, given a new target, attaches Bonesplitter to Llanowar Elves, then the original moves it
    to Grizzly Bears."""
    game = tawnos_board("Bonesplitter", "Grizzly Bears", "Llanowar Elves", Plains=1)
    splitter, bears = game.find("Bonesplitter"), game.find("Grizzly Bears")
    elves = game.find("Llanowar Elves")
    game.apply(f"activate {splitter} 1")
    game.apply(f"target {bears}")
    pay_with(game, untapped(game, "Plains")[0])
    equip = game.state.stack[-1]
    assert stack_abilities(game)[0].kind == "activated"
    copy_with_tawnos(game, equip)
    resolve_top(game)
    choose_targets(game, elves)
    start = mark(game)
    resolve_stack(game)
    assert [e.args["to"] for e in events_since(game, start, "attach")] == [elves, bears]
    assert game.state.objects[splitter].attached_to == bears


def test_a_mana_ability_never_uses_the_stack_so_tawnos_has_nothing_to_target() -> None:
    """Ruling (2018-07-13), the mana ability part: “An activated mana ability is one that produces mana as
    it resolves, not one that costs mana to activate.”

    Ketria Crystal's {T}: Add {G}, {U}, or {R} produces mana: it is a mana ability, it never goes on the
    stack, and Tawnos can't be activated for lack of a target."""
    game = tawnos_board("Ketria Crystal")
    crystal = game.find("Ketria Crystal")
    game.apply(f"activate {crystal} 1 mana:G")
    assert game.state.stack == ()
    assert [m.type for m in game.state.players[P1].pool] == ["G"]
    assert not legal(game, f"activate {game.find(TAWNOS)} 1")


def test_an_ability_that_costs_mana_to_activate_is_not_a_mana_ability_and_can_be_copied() -> None:
    """Ruling (2018-07-13), the other half: an activated mana ability is “one that produces mana as it
    resolves, not one that costs mana to activate.”

    Hornet Cannon's {3}, {T} ability costs mana but makes a Hornet, not mana: it uses the stack, so Tawnos
    copies it and two Hornets are created."""
    game = tawnos_board("Hornet Cannon", Plains=3)
    cannon = game.find("Hornet Cannon")
    game.apply(f"activate {cannon} 1")
    pay_with(game, *untapped(game, "Plains"))
    assert stack_abilities(game)[0].kind == "activated"
    copy_with_tawnos(game, game.state.stack[-1])
    resolve_stack(game)
    assert [game.chars(t).name for t in tokens(game)] == ["Hornet", "Hornet"]


def test_a_when_triggered_ability_from_an_artifact_source_can_be_copied() -> None:
    """Ruling (2018-07-13): “Triggered abilities use the word “when,” “whenever,” or “at.” They’re often
    written as “[Trigger condition], [effect].” Some keyword abilities are triggered abilities and will
    have “when,” “whenever,” or “at the beginning of” in their reminder text.”

    “When Breya, Etherium Shaper enters the battlefield, create two Thopters” is a triggered ability of an
    artifact: Tawnos copies it and four Thopters are created."""
    game = tawnos_board(hand=("Breya, Etherium Shaper",), Plains=1, Island=1, Swamp=1, Mountain=1)
    cast(game, game.find("Breya, Etherium Shaper"), pay=False)
    pay_with(game, *untapped(game, "Plains"), untapped(game, "Island")[1], *untapped(game, "Swamp"),
             untapped(game, "Mountain")[1])
    resolve_top(game)
    trigger = stack_abilities(game)[0]
    assert trigger.kind == "triggered"
    copy_with_tawnos(game, trigger.id)
    resolve_stack(game)
    assert [game.chars(t).name for t in tokens(game)] == ["Thopter Token"] * 4


def test_an_at_the_beginning_of_triggered_ability_can_be_copied() -> None:
    """Ruling (2018-07-13), “at the beginning of”: an upkeep trigger of an artifact (“At the beginning of
    your upkeep, you gain 1 life”) is a triggered ability Tawnos copies: its controller gains 2 life."""
    game = board({"battlefield": [TAWNOS, SUNDIAL, *basics(Island=1, Mountain=1)]}, step="untap")
    assert game.state.step == "upkeep"
    trigger = stack_abilities(game)[0]
    assert trigger.kind == "triggered" and trigger.source_name == SUNDIAL
    copy_with_tawnos(game, trigger.id)
    resolve_stack(game)
    assert life(game, P1) == 22


def test_a_keyword_triggered_ability_afterlife_can_be_copied() -> None:
    """Ruling (2018-07-13), keyword triggered abilities: afterlife (“When this creature dies, create ...”)
    of an artifact creature is a triggered ability; Tawnos copies it and two Spirits are created."""
    game = tawnos_board(RELIC, hand=("Shock",), Mountain=1)
    cast(game, game.find("Shock"), game.find(RELIC), pay=False)
    pay_with(game, untapped(game, "Mountain")[1])
    resolve_top(game)
    trigger = stack_abilities(game)[0]
    assert trigger.kind == "triggered" and trigger.ability.keyword == "Afterlife"
    copy_with_tawnos(game, trigger.id)
    resolve_stack(game)
    assert [game.chars(t).name for t in tokens(game)] == ["Spirit Token", "Spirit Token"]


# --- artifact sources ---------------------------------------------------------------------------------------


def test_a_cycling_ability_of_an_artifact_card_discarded_from_the_hand_can_be_copied() -> None:
    """Ruling (2018-07-13): “An “artifact source” is a permanent, spell, or card in any zone with the card
    type “artifact.” For example, Tawnos’s ability can target a cycling ability you’ve activated if the
    discarded card is an artifact card.”

    Ketria Crystal is cycled from the hand; its source is now an artifact card in the graveyard. Tawnos
    copies the cycling ability and two cards are drawn."""
    game = tawnos_board(hand=("Ketria Crystal",), Plains=2)
    crystal = game.find("Ketria Crystal", zone="hand")
    game.apply(f"activate {crystal} 2")
    pay_with(game, *untapped(game, "Plains"))
    cycling = stack_abilities(game)[0]
    assert cycling.source == crystal and game.find("Ketria Crystal", zone="graveyard")
    copy_with_tawnos(game, cycling.id)
    resolve_stack(game)
    assert hand_size(game) == 2


def test_an_ability_whose_source_is_not_an_artifact_is_not_a_legal_target() -> None:
    """Ruling (2018-07-13), “artifact source”: only abilities from a source with the card type artifact.
    With Prodigal Pyromancer's ability (a creature, not an artifact) and Triskelion's ability both on the
    stack, Tawnos may target only Triskelion's."""
    game = tawnos_board("Prodigal Pyromancer", "Triskelion")
    pyro = activate(game, game.find("Prodigal Pyromancer"), 1, "P2")
    trisk = activate(game, game.find("Triskelion"), 1, "P2")
    game.apply(f"activate {game.find(TAWNOS)} 1")
    assert game.pending.kind == "target"
    assert trisk in game.pending.options and pyro not in game.pending.options


# --- what the copy has --------------------------------------------------------------------------------------


def test_the_source_of_the_copy_is_the_source_of_the_original() -> None:
    """Ruling (2018-07-13): “The source of the copy is the same as the source of the original ability.”

    The copy of Triskelion's ability has Triskelion as its source, and it is Triskelion that deals the
    copy's damage."""
    game = tawnos_board("Triskelion")
    trisk = game.find("Triskelion")
    original = activate(game, trisk, 1, "P2")
    copy_with_tawnos(game, original)
    resolve_top(game)
    keep_targets(game)
    copy = stack_abilities(game)[-1]
    assert copy.copy and copy.source == trisk == stack_abilities(game)[0].source
    start = mark(game)
    resolve_top(game)
    dealt = [(e.args["source"], e.args["card"]) for e in events_since(game, start, "damage")]
    assert dealt == [(trisk, "Triskelion")]


def test_the_mode_of_a_modal_ability_is_copied_and_cant_be_changed() -> None:
    """Ruling (2018-07-13): “If the ability is modal (that is, if it says, “Choose one —” or similar), the
    mode is copied and can’t be changed.”

    Umezawa's Jitte's ability is activated with “You gain 2 life”. The copy has that mode, no mode is
    asked for it, and P1 gains 4 life in all."""
    game = tawnos_board({"card": "Umezawa's Jitte", "counters": {"charge": 1}})
    original = activate(game, game.find("Umezawa's Jitte"), 1, mode=3)
    copy_with_tawnos(game, original)
    resolve_top(game)
    assert game.pending.kind == "priority"
    copy = stack_abilities(game)[-1]
    assert copy.copy and copy.choices.modes == (3,)
    resolve_stack(game)
    assert life(game, P1) == 24


def test_a_division_and_the_number_of_targets_are_kept_by_the_copy() -> None:
    """Ruling (2018-07-13): “If the ability divides damage or distributes counters among a number of
    targets (for example, the ability of Verdurous Gearhulk), the division and number of targets can’t be
    changed. If you choose new targets, you must choose the same number of targets.”

    Verdurous Gearhulk's trigger distributes 3 and 1 counters to Grizzly Bears and Llanowar Elves. Every
    choice of new targets for the copy has exactly two targets; the copy, retargeted to Gearhulk and the
    Bears, keeps the division 3/1."""
    game = tawnos_board("Grizzly Bears", "Llanowar Elves", hand=("Verdurous Gearhulk",), Forest=5)
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    cast(game, game.find("Verdurous Gearhulk"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    resolve_top(game)
    gearhulk = game.find("Verdurous Gearhulk")
    trigger = choose_trigger_targets(game, bears, elves, divide=(3, 1))
    copy_with_tawnos(game, trigger)
    resolve_top(game)
    assert game.pending.kind == "new_targets" and game.pending.sizes == (2,)
    # one target at a time, both asked (GUIDE principle 12): the copy has two targets whatever is chosen
    assert len(game.pending.groups) == 2 and game.pending.slot == 0
    assert all(len(a.args) == 1 for a in game.legal_actions() if a.kind == "choose")
    choose_targets(game, gearhulk, bears)
    copy = stack_abilities(game)[-1]
    assert copy.choices.targets == ((gearhulk, bears),) and copy.choices.divide == (3, 1)
    resolve_stack(game)
    counters = {oid: game.state.objects[oid].counter("+1/+1") for oid in (gearhulk, bears, elves)}
    assert counters == {gearhulk: 3, bears: 1 + 3, elves: 1}


def test_a_sacrifice_chosen_for_the_cost_is_used_by_the_copy_which_pays_no_cost() -> None:
    """Ruling (2018-07-13): “If the activated ability’s cost contains a choice, such as a creature to
    sacrifice or a number of counters to remove, the copy uses that same information. You can’t pay the
    cost again, even if you want to.”

    Bosh sacrifices Triskelion (mana value 6) and deals 6 damage. The copy is put on the stack with no
    sacrifice asked and nothing more sacrificed, knows Triskelion was sacrificed, and also deals 6."""
    game = tawnos_board("Bosh, Iron Golem", "Triskelion", "Ketria Crystal", Mountain=1, Plains=3)
    trisk = game.find("Triskelion")
    game.apply(f"activate {game.find('Bosh, Iron Golem')} 1")
    game.apply("target P2")
    game.apply(f"sacrifice {trisk}")
    pay_with(game, untapped(game, "Mountain")[1], *untapped(game, "Plains"))
    original = game.state.stack[-1]
    copy_with_tawnos(game, original)
    resolve_top(game)
    keep_targets(game)
    assert game.pending.kind == "priority"
    copy = stack_abilities(game)[-1]
    assert copy.copy and copy.choices.sacrificed == (trisk,)
    assert game.find("Ketria Crystal", zone="battlefield")
    resolve_stack(game)
    assert life(game, P2) == 20 - 6 - 6


def test_counters_removed_for_the_cost_are_not_removed_again_for_the_copy() -> None:
    """Ruling (2018-07-13), the counters part: “a number of counters to remove, the copy uses that same
    information. You can’t pay the cost again”. Triskelion removes one counter; copying its ability removes
    no other counter."""
    game = tawnos_board("Triskelion")
    trisk = game.find("Triskelion")
    original = activate(game, trisk, 1, "P2")
    assert game.state.objects[trisk].counter("+1/+1") == 2
    copy_with_tawnos(game, original)
    resolve_top(game)
    keep_targets(game)
    assert stack_abilities(game)[-1].choices.counters_removed == 1
    resolve_stack(game)
    assert game.state.objects[trisk].counter("+1/+1") == 2
    assert life(game, P2) == 18


def test_choices_on_resolution_are_made_separately_mirrorworks_cost_is_paid_for_the_copy() -> None:
    """Ruling (2018-07-13): “Any choices made when the ability resolves won’t have been made yet when it’s
    copied. Any such choices will be made separately when the copy resolves. If a triggered ability asks
    you to pay a cost (such as that of Mirrorworks), you pay that cost for the copy separately.”

    Ketria Crystal enters; Mirrorworks triggers and Tawnos copies the trigger. The copy asks whether to
    pay {2} (yes: a token Ketria Crystal), then the original asks again (no)."""
    game = tawnos_board("Mirrorworks", hand=("Ketria Crystal",), Plains=5)
    cast(game, game.find("Ketria Crystal"), pay=False)
    pay_with(game, *untapped(game, "Plains", 3))
    resolve_top(game)
    trigger = stack_abilities(game)[0]
    copy_with_tawnos(game, trigger.id)
    resolve_top(game)
    resolve_top(game)
    assert game.pending.kind == "may" and game.pending.prompt == "pay {2}?"
    game.apply("yes")
    assert [game.chars(t).name for t in tokens(game)] == ["Ketria Crystal"]
    resolve_top(game)
    assert game.pending.kind == "may" and game.pending.prompt == "pay {2}?"
    game.apply("no")
    assert len(tokens(game)) == 1 and game.state.stack == ()
    assert len(untapped(game, "Plains")) == 0


def test_a_copied_linked_ability_tidehollow_sculler_returns_both_exiled_cards() -> None:
    """Ruling (2018-07-13): “If an ability is linked to a second ability, copies of that ability are also
    linked to that second ability. If the second ability refers to “the exiled card,” it refers to all
    cards exiled by the ability and the copy. For example, if Tidehollow Sculler’s
    enters-the-battlefield ability is copied and two cards are exiled, they both return when Tidehollow
    Sculler leaves the battlefield.”"""
    game = tawnos_board(hand=("Tidehollow Sculler", "Lightning Bolt"), Plains=1, Swamp=1, Mountain=1,
                        p2={"hand": ["Counterspell", "Duress"]})
    cast(game, game.find("Tidehollow Sculler"), pay=False)
    pay_with(game, *untapped(game, "Plains"), *untapped(game, "Swamp"))
    resolve_top(game)
    assert game.pending.kind == "target"
    game.apply("target P2")
    trigger = game.state.stack[-1]
    copy_with_tawnos(game, trigger)
    resolve_top(game)
    resolve_top(game)
    game.apply(f"choose {game.find('Counterspell', zone='hand')}")
    resolve_top(game)
    game.apply(f"choose {game.find('Duress', zone='hand')}")
    assert hand_size(game, P2) == 0
    cast(game, game.find("Lightning Bolt"), game.find("Tidehollow Sculler"))
    resolve_stack(game)
    assert sorted(game.chars(c).name for c in game.zone("hand", P2)) == ["Counterspell", "Duress"]


def test_a_copied_imprint_makes_x_the_sum_and_soul_foundry_copies_each_card() -> None:
    """Ruling (2018-07-13): “In some cases involving linked abilities, an ability requires information
    about “the exiled card.” When this happens, the ability gets multiple answers. If these answers are
    being used to determine the value of a variable, the sum is used. For example, if Soul Foundry’s
    enters-the-battlefield ability is copied, two cards are exiled. The value of X in the activation cost
    of Soul Foundry’s other ability is the sum of the two cards’ converted mana costs. As the ability
    resolves, you create a token copy of each card.”

    Llanowar Elves (1) and Grizzly Bears (2) are exiled: X is 3, and the ability makes one token of each."""
    game = tawnos_board(hand=("Soul Foundry", "Llanowar Elves", "Grizzly Bears"), Plains=7)
    cast(game, game.find("Soul Foundry"), pay=False)
    pay_with(game, *untapped(game, "Plains", 4))
    resolve_top(game)
    copy_with_tawnos(game, stack_abilities(game)[0].id)
    resolve_top(game)
    resolve_top(game)
    game.apply(f"choose {game.find('Llanowar Elves', zone='hand')}")
    resolve_top(game)
    game.apply(f"choose {game.find('Grizzly Bears', zone='hand')}")
    assert game.state.stack == ()
    game.apply(f"activate {game.find('Soul Foundry')} 1")
    ability = game.state.stack[-1]
    assert game.pending.kind == "pay" and game.state.objects[ability].choices.x == 3
    pay_with(game, *untapped(game, "Plains"))
    pass_both(game)
    assert sorted(game.chars(t).name for t in tokens(game)) == ["Grizzly Bears", "Llanowar Elves"]
