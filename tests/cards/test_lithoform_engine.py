"""Lithoform Engine — every official ruling as a game.

Oracle text: "{2}, {T}: Copy target activated or triggered ability you control. You may choose new targets
for the copy. / {3}, {T}: Copy target instant or sorcery spell you control. You may choose new targets for
the copy. / {4}, {T}: Copy target permanent spell you control. (The copy becomes a token.)"
"""

from __future__ import annotations

from support import (
    ENGINE,
    P1,
    P2,
    activate,
    basics,
    battlefield_names,
    board,
    cast,
    choose_targets,
    damage_to,
    define,
    engine_board,
    engine_copies,
    events_since,
    hand_size,
    keep_targets,
    life,
    mark,
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
    SpellAbility,
    Target,
    TargetSpec,
    Trigger,
    TriggeredAbility,
)

ABILITY, SPELL, PERMANENT = 1, 2, 3  # the Engine's three abilities, in printed order

_ORACLE_GOLEM_TEXT = ("When Lithoform Test Oracle Golem enters the battlefield, choose one —\n"
                      "• You gain 3 life.\n• Draw a card.")
ORACLE_GOLEM = define(CardFace(
    "Lithoform Test Oracle Golem", ("Artifact", "Creature"), "{2}", subtypes=("Golem",), power="2",
    toughness="2", text=_ORACLE_GOLEM_TEXT,
    abilities=(TriggeredAbility(Trigger("enters", this=True),
                                modes=(Mode(GainLife(3), text="You gain 3 life."),
                                       Mode(DrawCards(1), text="Draw a card.")),
                                text=_ORACLE_GOLEM_TEXT),),
))
FORKED_BOLT = define(CardFace(
    "Lithoform Test Forked Bolt", ("Sorcery",), "{R}",
    text="Lithoform Test Forked Bolt deals 3 damage divided as you choose among one or two targets.",
    spell=SpellAbility(DealDamage(3, Target(0), divided=True), targets=(TargetSpec("any", min=1, max=2),)),
))
_cards = registering(ORACLE_GOLEM, FORKED_BOLT)


# --- the first ability: copying abilities -------------------------------------------------------------------


def test_the_source_of_the_copy_is_the_source_of_the_original_ability() -> None:
    """Ruling (2020-09-25): “The source of the copy from Lithoform Engine’s first ability is the same as
    the source of the original ability.”

    The copy of Prodigal Pyromancer's ability has the Pyromancer as its source, and the Pyromancer deals
    its damage."""
    game = engine_board("Prodigal Pyromancer")
    pyro = game.find("Prodigal Pyromancer")
    original = activate(game, pyro, 1, "P2")
    engine_copies(game, ABILITY, original)
    resolve_top(game)
    keep_targets(game)
    copy = top(game)
    assert copy.copy and copy.source == pyro == game.state.objects[original].source
    start = mark(game)
    resolve_top(game)
    assert [e.args["source"] for e in events_since(game, start, "damage")] == [pyro]


def test_equip_a_keyword_activated_ability_can_be_copied() -> None:
    """Ruling (2020-09-25): “Activated abilities contain a colon. They’re generally written “[Cost]:
    [Effect].” Some keyword abilities (such as equip) are activated abilities and will have a colon in
    their reminder text.”

    Bonesplitter's equip is on the stack as an activated ability; the Engine's first ability copies it,
    and the copy (with a new target) attaches Bonesplitter before the original does."""
    game = engine_board("Bonesplitter", "Grizzly Bears", "Llanowar Elves", Forest=1)
    splitter, bears = game.find("Bonesplitter"), game.find("Grizzly Bears")
    elves = game.find("Llanowar Elves")
    game.apply(f"activate {splitter} 1")
    game.apply(f"target {bears}")
    pay_with(game, untapped(game, "Forest")[0])
    equip = top(game)
    assert equip.kind == "activated" and equip.ability.keyword == "Equip"
    engine_copies(game, ABILITY, equip.id)
    resolve_top(game)
    choose_targets(game, elves)
    start = mark(game)
    resolve_stack(game)
    assert [e.args["to"] for e in events_since(game, start, "attach")] == [elves, bears]


def test_prowess_a_keyword_triggered_ability_can_be_copied() -> None:
    """Ruling (2020-09-25): “Triggered abilities use the word “when,” “whenever,” or “at.” They’re often
    written as “[Trigger condition], [effect].” Some keywords (such as prowess) are triggered abilities
    and will use “when,” “whenever,” or “at” in their reminder text.”

    Casting Lightning Bolt triggers Monastery Swiftspear's prowess; the Engine copies that trigger and
    the Swiftspear gets +1/+1 twice."""
    game = engine_board("Monastery Swiftspear", hand=("Lightning Bolt",), Mountain=1)
    swift = game.find("Monastery Swiftspear")
    cast(game, game.find("Lightning Bolt"), "P2")
    prowess = top(game)
    assert prowess.kind == "triggered" and prowess.ability.keyword == "Prowess"
    engine_copies(game, ABILITY, prowess.id)
    resolve_stack(game)
    assert (game.chars(swift).power, game.chars(swift).toughness) == (3, 4)


def test_the_first_ability_creates_another_instance_and_no_object_gains_an_ability() -> None:
    """Ruling (2020-09-25): “Lithoform Engine’s first ability targets an activated or triggered ability
    that is on the stack and creates another instance of that ability on the stack. It doesn’t cause any
    object to gain an ability.”"""
    game = engine_board("Prodigal Pyromancer")
    pyro = game.find("Prodigal Pyromancer")
    original = activate(game, pyro, 1, "P2")
    before = {oid: game.chars(oid).abilities for oid in game.state.battlefield}
    game.apply(f"activate {game.find(ENGINE)} {ABILITY}")
    assert game.pending.kind == "target" and game.pending.options == (original,)
    game.apply(f"target {original}")
    game.apply("autopay")
    resolve_top(game)
    keep_targets(game)
    assert [a.source for a in stack_abilities(game)] == [pyro, pyro]
    assert {oid: game.chars(oid).abilities for oid in game.state.battlefield} == before
    resolve_stack(game)
    assert life(game, P2) == 18


def test_a_copied_fiend_hunter_trigger_is_linked_both_creatures_return() -> None:
    """Ruling (2020-09-25): “If an ability is linked to a second ability, copies of that first ability are
    also linked to that second ability. If the second ability refers to “the exiled card,” it refers to
    all cards exiled by the first ability and the copy. For example, if Fiend Hunter’s
    enters-the-battlefield ability is copied and two creatures are exiled, they both return when Fiend
    Hunter leaves the battlefield.”"""
    game = engine_board(hand=("Fiend Hunter", "Lightning Bolt"), Mountain=1, Swamp=1,
                        p2={"battlefield": ["Grizzly Bears", "Serra Angel"]})
    cast(game, game.find("Fiend Hunter"), pay=False)
    pay_with(game, *untapped(game, "Plains", 2), *untapped(game, "Swamp"))
    resolve_top(game)
    game.apply(f"target {game.find('Grizzly Bears')}")
    engine_copies(game, ABILITY, game.state.stack[-1])
    resolve_top(game)
    choose_targets(game, game.find("Serra Angel"))
    resolve_top(game)
    game.apply("yes")
    resolve_top(game)
    game.apply("yes")
    assert game.find("Serra Angel", zone="exile") and game.find("Grizzly Bears", zone="exile")
    cast(game, game.find("Lightning Bolt"), game.find("Fiend Hunter"))
    resolve_stack(game)
    assert battlefield_names(game, P2) == ["Grizzly Bears", "Serra Angel"]


# --- what can be copied -------------------------------------------------------------------------------------


def test_a_spell_without_targets_can_be_copied() -> None:
    """Ruling (2020-09-25): “Lithoform Engine can copy any spell or ability on the stack, not just one with
    targets. If a permanent spell is copied, new targets can’t be chosen for it, if it has any (perhaps
    because it’s an Aura or a mutating creature spell).”

    Divination has no target; the Engine's second ability copies it and four cards are drawn."""
    game = engine_board(hand=("Divination",), Island=3)
    cast(game, game.find("Divination"), pay=False)
    pay_with(game, *untapped(game, "Island"))
    engine_copies(game, SPELL, game.state.stack[-1])
    resolve_stack(game)
    assert hand_size(game) == 4


def test_an_ability_without_targets_can_be_copied() -> None:
    """Ruling (2020-09-25), “not just one with targets”: Hornet Cannon's ability has no target; the copy
    makes a second Hornet."""
    game = engine_board("Hornet Cannon", Mountain=3)
    game.apply(f"activate {game.find('Hornet Cannon')} 1")
    pay_with(game, *untapped(game, "Mountain"))
    engine_copies(game, ABILITY, game.state.stack[-1])
    resolve_stack(game)
    assert [game.chars(t).name for t in tokens(game)] == ["Hornet", "Hornet"]


def test_new_targets_cant_be_chosen_for_a_copied_aura_spell() -> None:
    """Ruling (2020-09-25), the permanent spell part: “If a permanent spell is copied, new targets can’t
    be chosen for it, if it has any (perhaps because it’s an Aura or a mutating creature spell).”

    Control Magic targets Grizzly Bears; while Serra Angel would be another legal target, copying it asks
    nothing and the copy targets the Bears."""
    game = engine_board(hand=("Control Magic",), Island=4,
                        p2={"battlefield": ["Grizzly Bears", "Serra Angel"]})
    bears = game.find("Grizzly Bears")
    spell = cast(game, game.find("Control Magic"), bears, pay=False)
    pay_with(game, *untapped(game, "Island"))
    engine_copies(game, PERMANENT, spell)
    resolve_top(game)
    assert game.pending.kind == "priority"
    copy = top(game)
    assert copy.copy and copy.choices.targets == ((bears,),)


# --- a copy is neither cast nor activated -------------------------------------------------------------------


def test_copying_a_spell_is_not_casting_it_prowess_does_not_trigger() -> None:
    """Ruling (2020-09-25): “The copy is created on the stack, so it’s not “cast” or “activated.” Creating
    the copy won’t cause abilities that trigger when a player casts a spell or activates an ability to
    trigger. Abilities that say that a triggered ability triggers additional times won’t apply to copying
    a triggered ability.”

    Casting Lightning Bolt triggers prowess once; copying the Bolt triggers nothing and logs no cast."""
    game = engine_board("Monastery Swiftspear", hand=("Lightning Bolt",), Mountain=1)
    swift = game.find("Monastery Swiftspear")
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    resolve_top(game)  # prowess
    assert game.chars(swift).power == 2
    start = mark(game)
    engine_copies(game, SPELL, bolt)
    resolve_top(game)
    keep_targets(game)
    assert [e.kind for e in events_since(game, start) if e.kind in ("cast", "trigger")] == []
    assert game.state.waiting == () and len(game.state.stack) == 2
    resolve_stack(game)
    assert game.chars(swift).power == 2 and life(game, P2) == 14


def test_panharmonicon_does_not_apply_to_copying_a_triggered_ability() -> None:
    """Ruling (2020-09-25), the last sentence: “Abilities that say that a triggered ability triggers
    additional times won’t apply to copying a triggered ability.”

    With Panharmonicon, Elvish Visionary's enters trigger triggers twice; copying one of them makes one
    copy, not two: three cards are drawn."""
    game = engine_board("Panharmonicon", hand=("Elvish Visionary",), Forest=2)
    cast(game, game.find("Elvish Visionary"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    resolve_top(game)
    assert len(stack_abilities(game)) == 2
    engine_copies(game, ABILITY, stack_abilities(game)[-1].id)
    resolve_top(game)
    assert [a.copy for a in stack_abilities(game)] == [False, False, True]
    resolve_stack(game)
    assert hand_size(game) == 3


def test_the_copy_resolves_before_the_original() -> None:
    """Ruling (2020-09-25): “The copy will resolve before the original spell or ability does.”

    Lightning Bolt targets P2; its copy, given Serra Angel as its target, is put above it and resolves
    first."""
    game = engine_board(hand=("Lightning Bolt",), Mountain=1, p2={"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    engine_copies(game, SPELL, bolt)
    resolve_top(game)
    choose_targets(game, angel)
    assert game.state.stack[0] == bolt and top(game).copy
    start = mark(game)
    resolve_stack(game)
    assert [e.args["target"] for e in events_since(game, start, "damage")] == [f"Serra Angel #{angel}", "P2"]


# --- targets ------------------------------------------------------------------------------------------------


def test_the_copy_keeps_the_targets_unless_new_ones_are_chosen() -> None:
    """Ruling (2020-09-25): “The copy will have the same targets as the spell or ability it’s copying
    unless you choose new ones. You may change any number of the targets, including all of them or none
    of them. If, for one of the targets, you can’t choose a new legal target, then it remains unchanged
    (even if the current target is illegal).”

    Lithoform Test Forked Bolt targets Grizzly Bears and P2. Keeping, changing one and changing both are
    all offered; keeping gives the copy the same targets."""
    game = engine_board(hand=(FORKED_BOLT,), Mountain=1, p2={"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    spell = cast(game, game.find(FORKED_BOLT), bears, "P2", divide=(2, 1))
    engine_copies(game, SPELL, spell)
    resolve_top(game)
    # one target at a time: none, one, or all of the targets changed
    assert {a.args for a in game.legal_actions() if a.kind == "choose"} >= {(bears,), (-1,)}
    after = game.clone()
    after.apply(f"choose {bears}")
    assert {a.args for a in after.legal_actions() if a.kind == "choose"} >= {(-2,), (-1,)}
    keep_targets(game)
    assert top(game).choices.targets == game.state.objects[spell].choices.targets == ((bears, -2),)


def test_some_of_the_targets_may_be_changed() -> None:
    """Ruling (2020-09-25), “You may change any number of the targets”: the copy of Lithoform Test Forked
    Bolt changes only its second target, P2 to P1; it deals 2 to Serra Angel and 1 to P1."""
    game = engine_board(hand=(FORKED_BOLT,), Mountain=1, p2={"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    spell = cast(game, game.find(FORKED_BOLT), angel, "P2", divide=(2, 1))
    engine_copies(game, SPELL, spell)
    resolve_top(game)
    choose_targets(game, angel, "P1")
    assert top(game).choices.targets == ((angel, -1),)
    start = mark(game)
    resolve_top(game)
    assert damage_to(game, start, f"Serra Angel #{angel}") == [2] and damage_to(game, start, "P1") == [1]
    assert life(game, P2) == 20


def test_a_target_with_no_new_legal_choice_stays_even_though_it_is_illegal() -> None:
    """Ruling (2020-09-25), the last sentence: “If, for one of the targets, you can’t choose a new legal
    target, then it remains unchanged (even if the current target is illegal).”

    Giant Growth targets Grizzly Bears, which then die to Lightning Bolt. There is no other creature: the
    copy keeps the dead Bears as its target (no new-target choice is posed) and doesn't resolve."""
    game = engine_board("Grizzly Bears", hand=("Giant Growth", "Lightning Bolt"), Forest=1, Mountain=1)
    bears = game.find("Grizzly Bears")
    growth = cast(game, game.find("Giant Growth"), bears)
    cast(game, game.find("Lightning Bolt"), bears)
    resolve_top(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    engine_copies(game, SPELL, growth)
    start = mark(game)
    resolve_top(game)
    assert game.pending.kind == "priority"
    copy = top(game)
    assert copy.copy and copy.choices.targets == ((bears,),)
    resolve_top(game)
    assert [e.args["obj"] for e in events_since(game, start, "fizzle")] == [copy.id]


# --- modes, X, division, costs ------------------------------------------------------------------------------


def test_a_copied_modal_ability_has_the_same_mode() -> None:
    """Ruling (2020-09-25): “If the spell or ability that’s copied is modal (that is, it says “Choose one
    —” or the like), the copy will have the same mode. A different mode can’t be chosen. This doesn’t
    apply to copying a permanent spell with a modal enters-the-battlefield triggered ability, but it does
    apply to copying that ability.”

    Lithoform Test Oracle Golem's modal enters trigger is put on the stack with “Draw a card”; its copy
    has that mode, no mode is asked, and two cards are drawn (no life is gained)."""
    game = engine_board(hand=(ORACLE_GOLEM,), Swamp=2)
    cast(game, game.find(ORACLE_GOLEM), pay=False)
    pay_with(game, *untapped(game, "Swamp"))
    resolve_top(game)
    assert game.pending.kind == "mode"
    game.apply("mode 2")
    engine_copies(game, ABILITY, top(game).id)
    resolve_top(game)
    assert game.pending.kind == "priority" and top(game).copy and top(game).choices.modes == (2,)
    resolve_stack(game)
    assert hand_size(game) == 2 and life(game, P1) == 20


def test_a_copied_permanent_spell_with_a_modal_enters_trigger_chooses_its_own_mode() -> None:
    """Ruling (2020-09-25), “This doesn’t apply to copying a permanent spell with a modal
    enters-the-battlefield triggered ability”: the token the copy of Lithoform Test Oracle Golem becomes
    has its own enters trigger, whose mode is chosen anew (gain 3 life), while the original's trigger
    draws a card."""
    game = engine_board(hand=(ORACLE_GOLEM,), Swamp=2)
    spell = cast(game, game.find(ORACLE_GOLEM), pay=False)
    pay_with(game, *untapped(game, "Swamp"))
    engine_copies(game, PERMANENT, spell)
    resolve_top(game)  # the Engine: the copy is put on the stack
    resolve_top(game)  # the copy becomes a token; its trigger asks for a mode
    assert game.pending.kind == "mode"
    game.apply("mode 1")
    resolve_top(game)
    resolve_top(game)  # the original Golem; its own trigger
    assert game.pending.kind == "mode"
    game.apply("mode 2")
    resolve_stack(game)
    assert life(game, P1) == 23 and hand_size(game) == 1


def test_a_copied_spell_has_the_same_value_of_x() -> None:
    """Ruling (2020-09-25): “If the spell or ability that’s copied has an X whose value was determined as
    it was cast or activated, the copy will have the same value of X.”

    Fireball with X = 3 at P2; its copy has X = 3 too: P2 takes 6."""
    game = engine_board(hand=("Fireball",), Mountain=4)
    game.apply(f"cast {game.find('Fireball')}")
    game.apply("x 3")
    game.apply("target P2")
    game.apply("done")
    pay_with(game, *untapped(game, "Mountain"))
    fireball = game.state.stack[-1]
    engine_copies(game, SPELL, fireball)
    resolve_top(game)
    keep_targets(game)
    assert top(game).choices.x == 3
    resolve_stack(game)
    assert life(game, P2) == 14


def test_a_copied_walking_ballista_spell_becomes_a_token_with_the_same_x() -> None:
    """Ruling (2020-09-25), X: a copy of Walking Ballista cast with X = 2 has X = 2, so the token it
    becomes enters with two +1/+1 counters (107.3m)."""
    game = engine_board(hand=("Walking Ballista",), Swamp=4)
    game.apply(f"cast {game.find('Walking Ballista')}")
    game.apply("x 2")
    pay_with(game, *untapped(game, "Swamp"))
    spell = game.state.stack[-1]
    engine_copies(game, PERMANENT, spell)
    resolve_top(game)
    assert top(game).choices.x == 2
    resolve_top(game)
    (token,) = tokens(game)
    assert game.chars(token).name == "Walking Ballista" and game.state.objects[token].counter("+1/+1") == 2


def test_divided_damage_keeps_its_division_while_the_targets_change() -> None:
    """Ruling (2020-09-25): “If the spell or ability has damage divided as it was put onto the stack, the
    division can’t be changed, although the targets receiving that damage still can. The same is true of
    spells and abilities that distribute counters.”

    Lithoform Test Forked Bolt divides 2 to Serra Angel and 1 to P2; the copy's targets become P2 and the
    Angel, in that order: it deals 2 to P2 and 1 to the Angel."""
    game = engine_board(hand=(FORKED_BOLT,), Mountain=1, p2={"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    spell = cast(game, game.find(FORKED_BOLT), angel, "P2", divide=(2, 1))
    engine_copies(game, SPELL, spell)
    resolve_top(game)
    choose_targets(game, "P2", angel)
    copy = top(game)
    assert copy.choices.divide == (2, 1) and copy.choices.targets == ((-2, angel),)
    resolve_top(game)
    assert life(game, P2) == 18 and game.state.objects[angel].damage == 1


def test_distributed_counters_keep_their_distribution_while_the_targets_change() -> None:
    """Ruling (2020-09-25), “The same is true of spells and abilities that distribute counters”: Verdurous
    Gearhulk's trigger puts 3 and 1 counters on Grizzly Bears and Llanowar Elves; its copy, retargeted to
    the Elves and the Bears, keeps 3/1: the Elves get 3 and the Bears 1 from it."""
    game = engine_board("Grizzly Bears", "Llanowar Elves", hand=("Verdurous Gearhulk",), Forest=5)
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    cast(game, game.find("Verdurous Gearhulk"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    resolve_top(game)
    for t in (bears, elves):
        game.apply(f"target {t}")
    game.apply("done")
    game.apply("divide 3 1")
    engine_copies(game, ABILITY, top(game).id)
    resolve_top(game)
    choose_targets(game, elves, bears)
    assert top(game).choices.divide == (3, 1)
    resolve_top(game)
    assert game.state.objects[elves].counter("+1/+1") == 3 and game.state.objects[bears].counter("+1/+1") == 1


def test_a_copy_of_a_kicked_spell_is_kicked() -> None:
    """Ruling (2020-09-25): “You can’t choose to pay any alternative or additional costs for the copy.
    However, effects based on any alternative or additional costs that were paid for the original spell
    are copied as though those same costs were paid for the copy. Most notably, if the original spell was
    kicked, the copy is kicked.”

    Burst Lightning kicked deals 4; its copy asks nothing about kicker and deals 4 too."""
    game = engine_board(hand=("Burst Lightning",), Mountain=5)
    game.apply(f"cast {game.find('Burst Lightning')}")
    game.apply("additional kicker")
    game.apply("target P2")
    pay_with(game, *untapped(game, "Mountain"))
    burst = game.state.stack[-1]
    engine_copies(game, SPELL, burst)
    resolve_top(game)
    keep_targets(game)
    assert game.pending.kind == "priority" and top(game).choices.additional == ("kicker",)
    resolve_stack(game)
    assert life(game, P2) == 12


def test_a_copy_of_an_unkicked_spell_cant_be_kicked() -> None:
    """Ruling (2020-09-25), “You can’t choose to pay any alternative or additional costs for the copy”:
    the copy of an unkicked Burst Lightning isn't offered kicker, even with mana for it, and deals 2."""
    game = engine_board(hand=("Burst Lightning",), Mountain=5)
    game.apply(f"cast {game.find('Burst Lightning')}")
    game.apply("additional none")
    game.apply("target P2")
    pay_with(game, untapped(game, "Mountain")[0])
    burst = game.state.stack[-1]
    engine_copies(game, SPELL, burst)
    resolve_top(game)
    keep_targets(game)
    assert game.pending.kind == "priority" and top(game).choices.additional == ()
    resolve_stack(game)
    assert life(game, P2) == 16 and len(untapped(game, "Mountain")) == 4


def test_a_cost_paid_on_resolution_leyline_tyrant_is_paid_separately_for_the_copy() -> None:
    """Ruling (2020-09-25): “Any choices made when the spell or ability resolves won’t have been made yet
    when it’s copied. Any such choices will be made separately when the copy resolves. Most notably, if a
    triggered ability asks you to pay a cost (such as that of Leyline Tyrant), you pay that cost for the
    copy if you wish to have it paid.”

    Leyline Tyrant is sacrificed to Ashnod's Altar (whose {C}{C} pays the Engine). The copy of its dies
    trigger pays {R} once (1 damage), the original pays {R}{R} (2 damage): each amount chosen apart."""
    game = board({"battlefield": [ENGINE, "Leyline Tyrant", "Ashnod's Altar", *basics(Mountain=3)]})
    tyrant = game.find("Leyline Tyrant")
    altar = game.find("Ashnod's Altar")
    game.apply(f"activate {altar} 1 sac:{tyrant}")
    trigger = top(game)
    assert trigger.source == tyrant and trigger.kind == "triggered"
    game.apply(f"activate {game.find(ENGINE)} {ABILITY}")
    game.apply(f"target {trigger.id}")
    game.apply("pay")
    resolve_top(game)
    resolve_top(game)  # the copy: how much {R}?
    assert game.pending.kind == "amount"
    game.apply("choose 1")
    game.apply("target P2")
    resolve_top(game)
    assert life(game, P2) == 19
    resolve_top(game)  # the original: asked again
    assert game.pending.kind == "amount"
    game.apply("choose 2")
    game.apply("target P2")
    resolve_stack(game)
    assert life(game, P2) == 17


# --- copies of permanent spells -----------------------------------------------------------------------------


def test_a_copied_permanent_spell_becomes_a_token_as_it_resolves() -> None:
    """Ruling (2020-09-25): “If a permanent spell is copied, it’s put onto the battlefield as a token as
    the spell resolves rather than putting the copy of the spell onto the battlefield. The rules that
    apply to a permanent spell becoming a permanent apply to a copy of a spell becoming a token.”

    The copy of Grizzly Bears resolves: a token Grizzly Bears is on the battlefield, the copy is gone from
    the stack and the original spell is still there."""
    game = engine_board(hand=("Grizzly Bears",), Forest=2)
    spell = cast(game, game.find("Grizzly Bears"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    engine_copies(game, PERMANENT, spell)
    resolve_top(game)
    copy = top(game).id
    resolve_top(game)
    (token,) = tokens(game)
    assert game.chars(token).name == "Grizzly Bears" and game.state.objects[token].controller == P1
    assert copy not in game.state.objects and game.state.stack == (spell,)


def test_a_token_from_a_copied_spell_triggers_its_enters_ability_like_a_permanent_spell() -> None:
    """Ruling (2020-09-25), “The rules that apply to a permanent spell becoming a permanent apply to a
    copy of a spell becoming a token”: the token from a copy of Elvish Visionary enters the battlefield
    and its enters ability triggers (a card is drawn)."""
    game = engine_board(hand=("Elvish Visionary",), Forest=2)
    spell = cast(game, game.find("Elvish Visionary"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    engine_copies(game, PERMANENT, spell)
    resolve_top(game)
    resolve_top(game)
    trigger = top(game)
    assert trigger.kind == "triggered" and trigger.source == tokens(game)[0]
    resolve_top(game)
    assert hand_size(game) == 1


def test_a_copied_aura_spell_becomes_a_token_attached_to_its_target() -> None:
    """Ruling (2020-09-25), “The rules that apply to a permanent spell becoming a permanent apply to a copy
    of a spell becoming a token”: an Aura spell enters attached to what it targets (608.3c), so the token
    a copy of Control Magic becomes enters attached to Grizzly Bears and P1 controls the Bears."""
    game = engine_board(hand=("Control Magic",), Island=4, p2={"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    spell = cast(game, game.find("Control Magic"), bears, pay=False)
    pay_with(game, *untapped(game, "Island"))
    engine_copies(game, PERMANENT, spell)
    resolve_top(game)
    resolve_top(game)
    (token,) = tokens(game)
    assert game.chars(token).name == "Control Magic" and game.state.objects[token].attached_to == bears
    assert game.state.objects[bears].controller == P1


def test_the_token_a_copy_becomes_is_not_created() -> None:
    """Ruling (2020-09-25): “The token that a resolving copy of a spell becomes isn’t said to have been
    “created.””

    The log records the copy becoming a token (608.3f), and no token creation (111.1) at all."""
    game = engine_board(hand=("Grizzly Bears",), Forest=2)
    spell = cast(game, game.find("Grizzly Bears"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    engine_copies(game, PERMANENT, spell)
    start = mark(game)
    resolve_top(game)
    resolve_top(game)
    assert len(tokens(game)) == 1
    assert [e.kind for e in events_since(game, start, "copy_becomes_token")] == ["copy_becomes_token"]
    assert events_since(game, start, "token") == []
