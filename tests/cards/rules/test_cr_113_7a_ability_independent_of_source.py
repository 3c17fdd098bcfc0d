"""CR 113.7a, an ability on the stack exists independently of its source.

113.7a: “Once activated or triggered, an ability exists on the stack independently of its source.
Destruction or removal of the source after that time won’t affect the ability. Note that some abilities
cause a source to do something (for example, “This creature deals 1 damage to any target”) rather than the
ability doing anything directly. In these cases, any activated or triggered ability that references
information about the source for use while announcing an activated ability or putting a triggered ability
on the stack checks that information when the ability is put onto the stack. Otherwise, it will check that
information when it resolves. In both instances, if the source is no longer in the zone it’s expected to be
in at that time, its last known information is used. The source can still perform the action even though it
no longer exists.”
"""

from __future__ import annotations

from support import (
    P1,
    P2,
    activate,
    basics,
    board,
    cast,
    define,
    events_since,
    hand_size,
    life,
    mark,
    pay_with,
    registering,
    resolve_stack,
    resolve_top,
    top,
    untapped,
)

from lithoform.cards.builders import tap_for  # noqa: E402
from lithoform.cards.tree import (
    ActivatedAbility,
    CardFace,
    Cost,
    DealDamage,
    GainLife,
    IfThen,
    SourceUntapped,
    Static,
    Target,
    TargetSpec,
)

_SLINGER_TEXT = "{T}: CR113 Test Lifelink Slinger deals 1 damage to any target."
SLINGER = define(CardFace(
    "CR113 Test Lifelink Slinger", ("Creature",), "{1}{W}", subtypes=("Human",), power="1", toughness="1",
    keywords=("Lifelink",), text="Lifelink\n" + _SLINGER_TEXT,
    abilities=(Static("Lifelink", text="Lifelink"),
               ActivatedAbility(Cost(tap=True), DealDamage(1, Target(0)), targets=(TargetSpec("any"),),
                                text=_SLINGER_TEXT)),
))
_LANTERN_TEXT = "{1}: If CR113 Test Lantern is untapped, you gain 2 life."
LANTERN = define(CardFace(
    "CR113 Test Lantern", ("Artifact", "Creature"), "{1}", subtypes=("Construct",), power="1", toughness="1",
    text="{T}: Add {C}.\n" + _LANTERN_TEXT,
    abilities=(tap_for("{C}", text="{T}: Add {C}."),
               ActivatedAbility(Cost(mana="{1}"), IfThen(SourceUntapped(), GainLife(2)), text=_LANTERN_TEXT)),
))
_cards = registering(SLINGER, LANTERN)


def test_destroying_the_source_doesnt_affect_its_activated_ability() -> None:
    """113.7a: “Destruction or removal of the source after that time won’t affect the ability.” Prodigal
    Pyromancer's ability targets P2; Lightning Bolt kills the Pyromancer in response; the ability still
    resolves and P2 takes 1 damage, dealt by the Pyromancer (“The source can still perform the action
    even though it no longer exists”)."""
    game = board({"battlefield": ["Prodigal Pyromancer", *basics(Mountain=1)], "hand": ["Lightning Bolt"]})
    pyro = game.find("Prodigal Pyromancer")
    activate(game, pyro, 1, "P2")
    cast(game, game.find("Lightning Bolt"), pyro)
    resolve_top(game)
    assert pyro not in game.state.objects and game.find("Prodigal Pyromancer", zone="graveyard")
    start = mark(game)
    resolve_top(game)
    dealt = [(e.args["source"], e.args["card"], e.args["target"])
             for e in events_since(game, start, "damage")]
    assert dealt == [(pyro, "Prodigal Pyromancer", "P2")]
    assert life(game, P2) == 19


def test_removing_the_source_doesnt_affect_its_triggered_ability() -> None:
    """113.7a, for a triggered ability: Elvish Visionary's enters trigger is on the stack when the
    Visionary is killed; the ability still resolves and P1 draws."""
    game = board({"battlefield": basics(Forest=2, Mountain=1), "hand": ["Elvish Visionary", "Lightning Bolt"]})
    cast(game, game.find("Elvish Visionary"), pay=False)
    pay_with(game, *untapped(game, "Forest"))
    resolve_top(game)
    assert top(game).kind == "triggered"
    cast(game, game.find("Lightning Bolt"), game.find("Elvish Visionary"))
    resolve_top(game)
    assert game.find("Elvish Visionary", zone="graveyard")
    resolve_top(game)
    assert hand_size(game, P1) == 1


def test_the_source_gone_its_last_known_information_is_used_and_it_deals_the_damage() -> None:
    """113.7a: “if the source is no longer in the zone it’s expected to be in at that time, its last known
    information is used. The source can still perform the action even though it no longer exists.” CR113
    Test Lifelink Slinger's ability targets P2 and the Slinger dies in response: it still deals the damage,
    and as its last known information has lifelink, P1 gains 1 life."""
    game = board({"battlefield": [SLINGER, *basics(Mountain=1)], "hand": ["Lightning Bolt"]})
    slinger = game.find(SLINGER)
    activate(game, slinger, 1, "P2")
    cast(game, game.find("Lightning Bolt"), slinger)
    resolve_stack(game)
    assert slinger not in game.state.objects
    assert life(game, P2) == 19 and life(game, P1) == 21


def test_information_about_the_source_is_checked_as_the_ability_resolves() -> None:
    """113.7a: “Otherwise, it will check that information when it resolves.” CR113 Test Lantern is untapped
    when its “{1}: If it is untapped, you gain 2 life” is activated, then tapped for mana in response: as
    the ability resolves the Lantern is tapped, so no life is gained."""
    game = board({"battlefield": [LANTERN, *basics(Plains=1)]})
    lantern = game.find(LANTERN)
    activate(game, lantern, 2, pay=False)
    pay_with(game, *untapped(game, "Plains"))
    assert not game.state.objects[lantern].tapped
    game.apply(f"activate {lantern} 1")  # its mana ability, in response
    assert game.state.objects[lantern].tapped
    resolve_top(game)
    assert life(game, P1) == 20


def test_an_untapped_source_on_resolution_lets_the_condition_hold() -> None:
    """113.7a, the same check the other way: the Lantern still untapped as the ability resolves, P1 gains
    2 life."""
    game = board({"battlefield": [LANTERN, *basics(Plains=1)]})
    activate(game, game.find(LANTERN), 2, pay=False)
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    assert life(game, P1) == 22


def test_a_source_gone_before_resolution_is_checked_by_its_last_known_information() -> None:
    """113.7a: “In both instances, if the source is no longer in the zone it’s expected to be in at that
    time, its last known information is used.” CR113 Test Lantern's ability is activated; in response the
    untapped Lantern is sacrificed to Ashnod's Altar. It was untapped as it last existed on the
    battlefield, so the ability gains P1 2 life."""
    game = board({"battlefield": [LANTERN, "Ashnod's Altar", *basics(Plains=1)]})
    lantern = game.find(LANTERN)
    activate(game, lantern, 2, pay=False)
    pay_with(game, *untapped(game, "Plains"))
    altar = game.find("Ashnod's Altar")
    game.apply(f"activate {altar} 1 sac:{lantern}")
    assert lantern not in game.state.objects and not game.state.lki[lantern].tapped
    resolve_top(game)
    assert life(game, P1) == 22
