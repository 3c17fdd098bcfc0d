"""Umezawa's Jitte: every official ruling, checked in a game.

Oracle text: Whenever equipped creature deals combat damage, put two charge counters on Umezawa's Jitte. /
Remove a charge counter from Umezawa's Jitte: Choose one — • Equipped creature gets +2/+2 until end of
turn. • Target creature gets -1/-1 until end of turn. • You gain 2 life. / Equip {2}"""

from __future__ import annotations

from support import (
    activate,
    attack,
    block,
    board,
    can_activate,
    cast,
    counters,
    lands,
    life,
    pass_both,
    pass_until,
    pt,
    registering,
    to_attackers,
)

from lithoform import Action, Game
from lithoform.cards.tree import Attach, CardDef, CardFace, Filter, SpellAbility, Target, TargetSpec

JITTE = "Umezawa's Jitte"
MODES, EQUIP = 1, 2  # the Jitte's activated abilities, in printed order

_REATTACH_TEXT = "Attach target Equipment you control to target creature you control."
REATTACH = CardDef("Jitte Test Reattach", (CardFace(
    "Jitte Test Reattach", ("Instant",), "{W}", text=_REATTACH_TEXT,
    spell=SpellAbility(Attach(Target(0), Target(1)), targets=(
        TargetSpec("artifact", Filter(subtypes=("Equipment",), controller="you")),
        TargetSpec("creature", Filter(controller="you")))),
),))

_cards = registering(REATTACH)


def _equipped(p1_extra: list | None = None, hand: list | None = None, p2: dict | None = None,
              charge: int = 2) -> Game:
    """P1's Grizzly Bears equipped with a Jitte holding `charge` charge counters (equipped in the game)."""
    game = board({"battlefield": [lands("Mountain", 4), lands("Plains", 2), "Grizzly Bears",
                                  {"card": JITTE, "counters": {"charge": charge}}, *(p1_extra or [])],
                  "hand": hand or []}, p2)
    activate(game, JITTE, EQUIP, game.find("Grizzly Bears"))
    pass_both(game)
    assert game.state.objects[game.find(JITTE)].attached_to == game.find("Grizzly Bears")
    return game


def test_the_mode_is_chosen_when_the_ability_is_activated() -> None:
    """Ruling: "Umezawa's Jitte's activated ability generates a modal choice. The choice is made when the
    ability is activated."
    """
    game = _equipped()
    jitte = game.find(JITTE)
    game.apply(f"activate {jitte} {MODES}")
    ability = game.state.announcing
    assert game.pending.kind == "mode" and game.pending.object == ability
    assert set(game.pending.options) == {1, 2, 3}
    game.apply("mode 3")
    assert game.pending.kind == "priority" and game.state.stack[-1] == ability
    assert game.state.objects[ability].choices.modes == (3,)  # fixed on the stack, before it resolves
    assert counters(game, jitte, "charge") == 1  # the cost was paid
    pass_both(game)
    assert life(game, 0) == 22


def test_the_minus_one_mode_announces_its_target_on_activation() -> None:
    """Ruling: "If the "target creature gets -1/-1 until end of turn" mode is chosen, the target creature
    must also be announced."
    """
    game = _equipped(p2={"battlefield": ["Llanowar Elves"]})
    elves = game.find("Llanowar Elves")
    game.apply(f"activate {game.find(JITTE)} {MODES}")
    ability = game.state.announcing
    game.apply("mode 2")
    assert game.pending.kind == "target" and elves in game.pending.options
    game.apply(f"target {elves}")
    assert game.state.objects[ability].choices.targets == ((elves,),)
    pass_both(game)
    assert game.find("Llanowar Elves", zone="graveyard")


def test_the_ability_can_be_activated_whenever_its_controller_has_priority() -> None:
    """Ruling: "The ability can be used any time Umezawa's Jitte's controller has priority — only the
    "target creature" choice has additional requirements. Choosing the "Equipped creature gets +2/+2 until
    end of turn" mode does nothing if the Jitte isn't equipped to a creature when the ability resolves."

    (This test: the first sentence; in the opponent's upkeep, with the Jitte not even equipped.)"""
    game = board({"battlefield": [{"card": JITTE, "counters": {"charge": 1}}]}, active="P2", step="upkeep",
                 turn=4)
    game.apply("pass")  # P2, the active player, passes: P1 has priority
    jitte = game.find(JITTE)
    assert can_activate(game, jitte)
    activate(game, jitte, MODES, mode=3)
    pass_both(game)
    assert life(game, 0) == 22


def test_the_plus_two_mode_does_nothing_when_the_jitte_is_not_equipped() -> None:
    """Ruling (second sentence of the ruling above): "Choosing the "Equipped creature gets +2/+2 until end
    of turn" mode does nothing if the Jitte isn't equipped to a creature when the ability resolves."

    The equipped Bears die in response: the Jitte stays on the battlefield, unattached (704.5n), and the
    ability gives no creature +2/+2."""
    game = _equipped(p1_extra=["Llanowar Elves"], hand=["Lightning Bolt"])
    jitte, bears, elves = game.find(JITTE), game.find("Grizzly Bears"), game.find("Llanowar Elves")
    activate(game, jitte, MODES, mode=1)
    cast(game, "Lightning Bolt", bears)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert game.state.objects[jitte].attached_to == 0
    pass_both(game)
    assert not game.state.stack and not game.state.effects
    assert pt(game, elves) == (1, 1)


def test_the_bonus_goes_to_the_creature_equipped_as_the_ability_resolves() -> None:
    """Ruling: "If the Jitte is moved after the "+2/+2" mode is announced but before it resolves, the bonus
    is given to the creature that is equipped when the ability resolves."
    """
    game = _equipped(p1_extra=["Llanowar Elves"], hand=["Jitte Test Reattach"])
    jitte, bears, elves = game.find(JITTE), game.find("Grizzly Bears"), game.find("Llanowar Elves")
    activate(game, jitte, MODES, mode=1)
    cast(game, "Jitte Test Reattach", jitte, elves)  # in response, the Jitte moves to the Elves
    pass_both(game)
    assert game.state.objects[jitte].attached_to == elves
    pass_both(game)
    assert pt(game, elves) == (3, 3)
    assert pt(game, bears) == (2, 2)


def test_the_bonus_goes_to_the_last_equipped_creature_if_the_jitte_left() -> None:
    """Ruling: "If the Jitte leaves the battlefield after the "+2/+2" mode is announced but before it
    resolves, the bonus is given to the creature that was most recently equipped once the ability
    resolves."
    """
    game = _equipped(p1_extra=["Bosh, Iron Golem"])
    jitte, bears = game.find(JITTE), game.find("Grizzly Bears")
    activate(game, jitte, MODES, mode=1)
    # In response, Bosh sacrifices the Jitte (its mana value is 2: 2 damage to P2).
    activate(game, "Bosh, Iron Golem", 1, "P2", sacrifice=[jitte])
    assert game.find(JITTE, zone="graveyard")
    pass_both(game)
    assert life(game, 1) == 18
    pass_both(game)
    assert pt(game, bears) == (4, 4)


def test_combat_damage_puts_two_charge_counters() -> None:
    """Oracle: "Whenever equipped creature deals combat damage, put two charge counters on Umezawa's
    Jitte.\""""
    game = _equipped(charge=0)
    jitte, bears = game.find(JITTE), game.find("Grizzly Bears")
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, bears)
    pass_until(game, "combat_damage")
    assert life(game, 1) == 18 and len(game.state.stack) == 1
    pass_both(game)
    assert counters(game, jitte, "charge") == 2


def test_it_triggers_even_if_the_equipped_creature_dies_from_the_same_damage() -> None:
    """Oracle: "Whenever equipped creature deals combat damage": the Bears deal their damage to a blocking
    Serra Angel and die from its damage at the same time; the ability has already triggered."""
    game = _equipped(charge=0, p2={"battlefield": ["Serra Angel"]})
    jitte, bears = game.find(JITTE), game.find("Grizzly Bears")
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, bears)
    pass_both(game)
    block(game, (game.find("Serra Angel"), bears))
    pass_both(game)
    assert game.state.step == "combat_damage"
    assert game.find("Grizzly Bears", zone="graveyard") and game.state.objects[jitte].attached_to == 0
    pass_both(game)
    assert counters(game, jitte, "charge") == 2


def test_equip_costs_two_and_is_sorcery_speed() -> None:
    """Oracle: "Equip {2}" (702.6a: activate only as a sorcery, targeting a creature you control)."""
    game = board({"battlefield": [lands("Mountain", 2), "Grizzly Bears", JITTE]},
                 {"battlefield": ["Serra Angel"]}, step="upkeep")
    jitte = game.find(JITTE)
    assert Action("activate", (jitte, EQUIP)) not in game.legal_actions()
    pass_until(game, "main1")
    game.apply(f"activate {jitte} {EQUIP}")
    assert game.find("Serra Angel") not in game.pending.options
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {2}"
    game.apply("autopay")
    pass_both(game)
    assert game.state.objects[jitte].attached_to == game.find("Grizzly Bears")
