"""CR 707.10, copying spells and abilities (with 707.10a-c).

707.10: “To copy a spell, activated ability, or triggered ability means to put a copy of it onto the stack;
a copy of a spell isn’t cast and a copy of an activated ability isn’t activated. A copy of a spell or ability
copies both the characteristics of the spell or ability and all decisions made for it, including modes,
targets, the value of X, and additional or alternative costs. (See rule 601, “Casting Spells.”) Choices that
are normally made on resolution are not copied. If an effect of the copy refers to objects used to pay its
costs, it uses the objects used to pay the costs of the original spell or ability. A copy of a spell is
owned by the player under whose control it was put on the stack. A copy of a spell or ability is controlled
by the player under whose control it was put on the stack. A copy of a spell is itself a spell, even though
it has no spell card associated with it. A copy of an ability is itself an ability.”
"""

from __future__ import annotations

from support import (
    ENGINE,
    P1,
    P2,
    activate,
    basics,
    board,
    cast,
    choose_targets,
    define,
    engine_board,
    engine_copies,
    events_since,
    keep_targets,
    life,
    mark,
    pay_with,
    registering,
    resolve_stack,
    resolve_top,
    stack_abilities,
    top,
    untapped,
)

from lithoform.cards.tree import (
    AlternativeCost,
    CardFace,
    CopyStackObject,
    Cost,
    DealDamage,
    Filter,
    SpellAbility,
    Target,
    TargetSpec,
)

TWINCAST = define(CardFace(
    "CR707 Test Twincast", ("Instant",), "{U}{U}",
    text="Copy target instant or sorcery spell. You may choose new targets for the copy.",
    spell=SpellAbility(CopyStackObject(Target(0)),
                       targets=(TargetSpec("spell", Filter(types=("Instant", "Sorcery"))),)),
))
BARGAIN_BOLT = define(CardFace(
    "CR707 Test Bargain Bolt", ("Instant",), "{2}{R}",
    text="You may pay 3 life rather than pay this spell's mana cost.\n"
         "CR707 Test Bargain Bolt deals 2 damage to any target.",
    spell=SpellAbility(DealDamage(2, Target(0)), targets=(TargetSpec("any"),),
                       alternatives=(AlternativeCost("life", Cost(pay_life=3)),)),
))
_cards = registering(TWINCAST, BARGAIN_BOLT)


def test_a_copy_of_a_spell_is_not_cast_and_a_copy_of_an_ability_is_not_activated() -> None:
    """707.10: “a copy of a spell isn’t cast and a copy of an activated ability isn’t activated.” The log
    shows Lightning Bolt cast once and Prodigal Pyromancer's ability activated once, though each was
    copied."""
    game = engine_board("Prodigal Pyromancer", hand=("Lightning Bolt",), Mountain=1)
    start = mark(game)
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    engine_copies(game, 2, bolt, resolve=True)
    keep_targets(game)
    resolve_stack(game)
    assert [e.args["obj"] for e in events_since(game, start, "cast")] == [bolt]
    assert [e.kind for e in events_since(game, start, "copy")] == ["copy"]
    assert life(game, P2) == 14


def test_a_copy_of_an_activated_ability_is_not_activated() -> None:
    """707.10, the ability half: a copy of Prodigal Pyromancer's ability is put on the stack without being
    activated: only the original (and the Engine's own ability) are logged as activated."""
    game = board({"battlefield": [ENGINE, "Prodigal Pyromancer", *basics(Plains=2)]})
    start = mark(game)
    original = activate(game, game.find("Prodigal Pyromancer"), 1, "P2")
    game.apply(f"activate {game.find(ENGINE)} 1")
    game.apply(f"target {original}")
    pay_with(game, *untapped(game, "Plains"))
    engine_ability = game.state.stack[-1]
    resolve_top(game)
    keep_targets(game)
    copy = top(game).id
    assert [e.args["obj"] for e in events_since(game, start, "activated")] == [original, engine_ability]
    assert copy not in (original, engine_ability)


def test_a_copy_copies_the_mode() -> None:
    """707.10: a copy copies “all decisions made for it, including modes”: Umezawa's Jitte's ability with
    the mode “You gain 2 life”."""
    game = board({"battlefield": [ENGINE, {"card": "Umezawa's Jitte", "counters": {"charge": 1}},
                                  *basics(Plains=2)]})
    original = activate(game, game.find("Umezawa's Jitte"), 1, mode=3)
    engine_copies(game, 1, original, resolve=True)
    assert top(game).copy and top(game).choices.modes == (3,)
    resolve_stack(game)
    assert life(game, P1) == 24


def test_a_copy_copies_the_targets_and_x() -> None:
    """707.10: “targets, the value of X”: Fireball with X = 2 at P2 is copied with X = 2 and target P2."""
    game = engine_board(hand=("Fireball",), Mountain=3)
    game.apply(f"cast {game.find('Fireball')}")
    game.apply("x 2")
    game.apply("target P2")
    game.apply("done")
    pay_with(game, *untapped(game, "Mountain"))
    fireball = game.state.stack[-1]
    engine_copies(game, 2, fireball, resolve=True)
    keep_targets(game)
    copy = top(game)
    assert (copy.choices.x, copy.choices.targets) == (2, ((-2,),))
    resolve_stack(game)
    assert life(game, P2) == 16


def test_a_copy_copies_an_additional_cost_paid() -> None:
    """707.10: “additional ... costs”: the copy of a kicked Burst Lightning is kicked (4 damage)."""
    game = engine_board(hand=("Burst Lightning",), Mountain=5)
    game.apply(f"cast {game.find('Burst Lightning')}")
    game.apply("additional kicker")
    game.apply("target P2")
    pay_with(game, *untapped(game, "Mountain"))
    engine_copies(game, 2, game.state.stack[-1], resolve=True)
    keep_targets(game)
    assert top(game).choices.additional == ("kicker",)
    resolve_stack(game)
    assert life(game, P2) == 12


def test_a_copy_copies_an_alternative_cost_paid_without_paying_it() -> None:
    """707.10: “alternative costs”: CR707 Test Bargain Bolt cast for 3 life instead of its mana cost; the
    copy records that alternative cost, and no more life is paid for it."""
    game = engine_board(hand=(BARGAIN_BOLT,))
    game.apply(f"cast {game.find(BARGAIN_BOLT)}")
    game.apply("alternative life")
    game.apply("target P2")
    spell = game.state.stack[-1]
    assert life(game, P1) == 17
    engine_copies(game, 2, spell, resolve=True)
    keep_targets(game)
    assert top(game).copy and top(game).choices.alternative == "life"
    resolve_stack(game)
    assert life(game, P1) == 17 and life(game, P2) == 16


def test_choices_made_on_resolution_are_not_copied() -> None:
    """707.10: “Choices that are normally made on resolution are not copied.” Duress is copied: the copy
    asks P1 to choose a card from P2's hand (Counterspell is chosen), and the original asks again, among
    the cards left (Shock is chosen)."""
    game = engine_board(hand=("Duress",), Swamp=1, p2={"hand": ["Counterspell", "Lightning Bolt", "Shock"]})
    duress = cast(game, game.find("Duress"), "P2")
    engine_copies(game, 2, duress, resolve=True)
    resolve_top(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 3
    game.apply(f"choose {game.find('Counterspell', zone='hand')}")
    resolve_top(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 2
    game.apply(f"choose {game.find('Shock', zone='hand')}")
    assert sorted(game.chars(c).name for c in game.zone("graveyard", P2)) == ["Counterspell", "Shock"]


def test_the_copy_uses_the_objects_used_to_pay_the_originals_costs() -> None:
    """707.10: “If an effect of the copy refers to objects used to pay its costs, it uses the objects used
    to pay the costs of the original spell or ability.” Bosh sacrifices Ketria Crystal (mana value 3); the
    copy of its ability also deals 3, as Ketria Crystal is “the sacrificed artifact” for it too."""
    game = engine_board("Bosh, Iron Golem", "Ketria Crystal", Mountain=4)
    crystal = game.find("Ketria Crystal")
    game.apply(f"activate {game.find('Bosh, Iron Golem')} 1")
    game.apply("target P2")
    game.apply(f"sacrifice {crystal}")
    pay_with(game, *untapped(game, "Mountain"))
    engine_copies(game, 1, game.state.stack[-1], resolve=True)
    keep_targets(game)
    assert top(game).choices.sacrificed == (crystal,)
    resolve_stack(game)
    assert life(game, P2) == 14


def test_a_copy_is_owned_and_controlled_by_the_player_who_put_it_on_the_stack() -> None:
    """707.10: “A copy of a spell is owned by the player under whose control it was put on the stack. A copy
    of a spell or ability is controlled by the player under whose control it was put on the stack.” P2
    casts Shock at P1; P1's CR707 Test Twincast copies it: the copy is P1's, and P1 chooses its new target,
    P2."""
    game = board({"battlefield": basics(Island=2), "hand": [TWINCAST]},
                 {"battlefield": basics(Mountain=1), "hand": ["Shock"]})
    game.apply("pass")  # P1 passes with an empty stack: P2 receives priority
    shock = cast(game, game.find("Shock"), "P1")
    game.apply("pass")  # P2 passes: P1 receives priority
    cast(game, game.find(TWINCAST), shock)
    resolve_top(game)
    assert game.pending.kind == "new_targets" and game.pending.player == P1
    choose_targets(game, "P2")
    copy = top(game)
    assert copy.copy and copy.owner == P1 and copy.controller == P1
    assert game.state.objects[shock].owner == P2
    resolve_stack(game)
    assert life(game, P1) == 18 and life(game, P2) == 18


def test_a_copy_of_a_spell_is_a_spell() -> None:
    """707.10: “A copy of a spell is itself a spell, even though it has no spell card associated with it.”
    Counterspell (“Counter target spell”) can target the copy of Lightning Bolt and counters it; the copy
    then ceases to exist (707.10a)."""
    game = engine_board(hand=("Lightning Bolt", "Counterspell"), Mountain=1, Island=2)
    bolt = cast(game, game.find("Lightning Bolt"), "P2", pay=False)
    pay_with(game, *untapped(game, "Mountain"))
    engine_copies(game, 2, bolt, resolve=True)
    keep_targets(game)
    copy = top(game).id
    game.apply(f"cast {game.find('Counterspell')}")
    assert copy in game.pending.options
    game.apply(f"target {copy}")
    pay_with(game, *untapped(game, "Island"))
    resolve_top(game)
    assert copy not in game.state.objects and game.state.stack == (bolt,)
    assert [game.chars(c).name for c in game.zone("graveyard", P1)] == ["Counterspell"]  # the copy is gone
    resolve_stack(game)
    assert life(game, P2) == 17


def test_a_copy_of_an_ability_is_an_ability() -> None:
    """707.10: “A copy of an ability is itself an ability.” Repudiate (“Counter target activated or
    triggered ability”) can target the copy of Prodigal Pyromancer's ability and counters it."""
    game = board({"battlefield": [ENGINE, "Prodigal Pyromancer", *basics(Plains=2, Forest=1, Island=1)],
                  "hand": ["Repudiate // Replicate"]})
    original = activate(game, game.find("Prodigal Pyromancer"), 1, "P2")
    engine_copies(game, 1, original, resolve=True)
    keep_targets(game)
    copy = top(game).id
    game.apply(f"cast {game.find('Repudiate // Replicate')} 0")
    assert copy in game.pending.options
    game.apply(f"target {copy}")
    pay_with(game, *untapped(game, "Forest"), *untapped(game, "Island"))
    resolve_top(game)
    assert [a.id for a in stack_abilities(game)] == [original]
    resolve_stack(game)
    assert life(game, P2) == 19


def test_707_10b_a_copy_of_an_ability_has_the_same_source() -> None:
    """707.10b: “A copy of an ability has the same source as the original ability. If the ability refers to
    its source by name, the copy refers to that same object and not to any other object with the same
    name.” Two Prodigal Pyromancers: the copy of the first one's ability is dealt by the first one."""
    game = board({"battlefield": [ENGINE, "Prodigal Pyromancer", "Prodigal Pyromancer", *basics(Plains=2)]})
    first = game.find("Prodigal Pyromancer")
    original = activate(game, first, 1, "P2")
    engine_copies(game, 1, original, resolve=True)
    keep_targets(game)
    assert top(game).source == first
    start = mark(game)
    resolve_top(game)
    assert [e.args["source"] for e in events_since(game, start, "damage")] == [first]


def test_707_10c_unchanged_targets_may_stay_and_changed_ones_must_be_legal() -> None:
    """707.10c: “The player may leave any number of the targets unchanged, even if those targets would be
    illegal. If the player chooses to change some or all of the targets, the new targets must be legal.”
    Lightning Bolt targets Grizzly Bears, which die before the copy is made: keeping the dead Bears is
    offered, and every other choice is a legal target (a player or Serra Angel, never Lithoform Engine)."""
    game = engine_board("Grizzly Bears", hand=("Lightning Bolt", "Shock"), Mountain=2,
                        p2={"battlefield": ["Serra Angel"]})
    bears = game.find("Grizzly Bears")
    bolt = cast(game, game.find("Lightning Bolt"), bears, pay=False)
    pay_with(game, untapped(game, "Mountain")[0])
    cast(game, game.find("Shock"), bears, pay=False)
    pay_with(game, untapped(game, "Mountain")[0])
    resolve_top(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    engine_copies(game, 2, bolt, resolve=True)
    assert game.pending.kind == "new_targets"
    (group,) = game.pending.groups
    assert group[0] == bears
    assert set(group[1:]) == {-1, -2, game.find("Serra Angel")}
    keep_targets(game)
    assert top(game).choices.targets == ((bears,),)
