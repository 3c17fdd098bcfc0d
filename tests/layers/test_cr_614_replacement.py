"""CR 614-616: replacement and prevention effects; and effects that change control (613.1b) or grant
abilities (613.1f), shown with Control Magic and Tamiyo's Safekeeping."""

from __future__ import annotations

import pytest
from support import board

from lithoform import Game, IllegalActionError
from lithoform.cards.tree import CardDef, CardFace, EntersTapped, Filter, PreventDamage, ReplaceDies
from lithoform.catalog.registry import register

register(CardDef("Test Tapped Bear", (CardFace(
    "Test Tapped Bear", ("Creature",), "{1}{G}", subtypes=("Bear",), power="2", toughness="2",
    text="Test Tapped Bear enters the battlefield tapped.",
    abilities=(EntersTapped(text="Test Tapped Bear enters the battlefield tapped."),)),)))
register(CardDef("Test Exile Ward", (CardFace(
    "Test Exile Ward", ("Enchantment",), "{1}",
    text="If a creature would die, exile it instead.",
    abilities=(ReplaceDies(Filter(types=("Creature",)), to="exile", text="If a creature would die, exile it instead."),)),)))
register(CardDef("Test Library Ward", (CardFace(
    "Test Library Ward", ("Enchantment",), "{1}",
    text="If a creature would die, put it on top of its owner's library instead.",
    abilities=(ReplaceDies(Filter(types=("Creature",)), to="library", text="If a creature would die, put it on top "
                           "of its owner's library instead."),)),)))
register(CardDef("Test Shielded Wall", (CardFace(
    "Test Shielded Wall", ("Creature",), "{1}", subtypes=("Wall",), power="0", toughness="2",
    text="Prevent all damage that would be dealt to Test Shielded Wall.",
    abilities=(PreventDamage(to_this=True, text="Prevent all damage that would be dealt to Test Shielded Wall."),)),)))


SAFEKEEPING = "Tamiyo's Safekeeping"



def bolt(game: Game, target: int | str) -> None:
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {target}")
    game.apply("autopay")
    while game.state.stack and game.pending.kind == "priority":
        game.apply("pass")


def test_cr_614_1c_enters_tapped() -> None:
    """614.1c: 'enters tapped' modifies how the permanent enters; it is never on the stack."""
    game = board({"battlefield": [{"card": "Forest", "count": 2}], "hand": ["Test Tapped Bear"]})
    game.apply(f"cast {game.find('Test Tapped Bear')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    bear = game.find("Test Tapped Bear")
    assert game.state.objects[bear].tapped
    assert not any("Test Tapped Bear" in line and "triggers" in line for line in game.log())


def test_cr_614_1a_if_it_would_die_exile_it_instead() -> None:
    game = board({"battlefield": ["Mountain", "Test Exile Ward"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    bolt(game, game.find("Grizzly Bears"))
    assert game.find("Grizzly Bears", zone="exile")
    assert any("614.1a" in line for line in game.log())


def test_cr_616_1_affected_controller_chooses_which_replacement_applies() -> None:
    """616.1: with two replacement effects, the affected object's controller chooses one to apply."""
    game = board({"battlefield": ["Mountain", "Test Exile Ward", "Test Library Ward"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    bolt(game, game.find("Grizzly Bears"))
    assert game.pending.kind == "choose" and game.pending.player == 1
    game.apply("choose 1")
    assert game.zone("library", 1)[0] == game.find("Grizzly Bears", zone="library")


def test_cr_615_prevent_all_damage_to_it() -> None:
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"battlefield": ["Test Shielded Wall"]})
    wall = game.find("Test Shielded Wall")
    bolt(game, wall)
    assert game.state.objects[wall].damage == 0
    assert any("615" in line for line in game.log())


def test_cr_613_1b_control_magic_takes_control_and_gives_it_back() -> None:
    """Control Magic: 'You control enchanted creature.' (layer 2). A creature that changed control can't
    use {T} abilities until its new controller's next turn (302.6). When the Aura leaves, control returns."""
    game = board({"battlefield": [{"card": "Island", "count": 4}, "Mountain"], "hand": ["Control Magic", "Lightning Bolt"]},
                 {"battlefield": ["Prodigal Pyromancer"]})
    pyro = game.find("Prodigal Pyromancer")
    game.apply(f"cast {game.find('Control Magic')}")
    game.apply(f"target {pyro}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.state.objects[pyro].controller == 0
    assert game.chars(pyro).controller == 0
    assert f"activate {pyro} 1" not in {str(a) for a in game.legal_actions()}
    aura = game.find("Control Magic")
    assert game.state.objects[aura].attached_to == pyro
    bolt(game, pyro)  # the creature dies; the Aura goes to the graveyard (704.5m)
    assert game.find("Control Magic", zone="graveyard")
    assert any("704.5m" in line for line in game.log())


def test_cr_613_1f_tamiyos_safekeeping_hexproof_and_indestructible_until_end_of_turn() -> None:
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Tamiyo's Safekeeping"]},
                            "P2": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find(SAFEKEEPING)}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert {"hexproof", "indestructible"} <= game.chars(bears).keywords
    assert game.state.players[0].life == 22
    game.apply("pass")  # P2 gets priority
    bolt_id = game.find("Lightning Bolt", zone="hand")
    game.apply(f"cast {bolt_id}")
    with pytest.raises(IllegalActionError):
        game.apply(f"target {bears}")  # 702.11b: hexproof


from lithoform.cards.tree import (  # noqa: E402
    PreventNextDamage,
    PTFromCount,
    SkipNextStep,
    SpellAbility,
    StaticEffect,
    Target,
    TargetSpec,
)

register(CardDef("Test Skip Draw", (CardFace(
    "Test Skip Draw", ("Sorcery",), "{0}", text="Target player skips their next draw step.",
    spell=SpellAbility(SkipNextStep("draw", Target(0)), targets=(TargetSpec("player"),))),)))
register(CardDef("Test Shield", (CardFace(
    "Test Shield", ("Instant",), "{0}", text="Prevent the next 2 damage that would be dealt to any target this turn.",
    spell=SpellAbility(PreventNextDamage(2, Target(0)), targets=(TargetSpec("any"),))),)))
register(CardDef("Test Counter Of Bears", (CardFace(
    "Test Counter Of Bears", ("Creature",), "{0}", power="*", toughness="*",
    text="Test Counter Of Bears's power and toughness are each equal to the number of creatures you control.",
    abilities=(StaticEffect((PTFromCount(Filter(types=("Creature",), controller="you")),),
                            text="power and toughness equal to the number of creatures you control"),)),)))


def test_cr_614_10_a_skipped_draw_step_doesnt_happen() -> None:
    """614.1b, 614.10: 'skip' replaces the step with nothing: P2 draws no card in their next draw step."""
    game = board({"hand": ["Test Skip Draw"]}, {"library": ["Island", "Island"]})
    game.apply(f"cast {game.find('Test Skip Draw')}")
    game.apply("target P2")
    game.apply("pass")
    game.apply("pass")
    hand = len(game.zone("hand", 1))
    while game.state.active == 0:
        game.apply("done" if game.pending.kind in ("attackers", "blockers") else "pass")
    while game.state.step != "main1":
        game.apply("pass")
    assert len(game.zone("hand", 1)) == hand
    assert any("614.10" in line for line in game.log())


def test_cr_615_7_shield_prevents_the_next_damage_only() -> None:
    """615.7: 'prevent the next 2 damage': a Lightning Bolt then deals 1."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Shield", "Lightning Bolt"]})
    game.apply(f"cast {game.find('Test Shield')}")
    game.apply("target P2")
    game.apply("pass")
    game.apply("pass")
    bolt(game, "P2")
    assert game.state.players[1].life == 19


def test_cr_604_3_characteristic_defining_ability_in_layer_7a() -> None:
    """604.3, 613.4a: a characteristic-defining ability sets power and toughness in layer 7a; other
    effects apply after it (Giant Growth in 7c)."""
    game = board({"battlefield": ["Test Counter Of Bears", "Grizzly Bears", "Forest"], "hand": ["Giant Growth"]})
    c = game.find("Test Counter Of Bears")
    assert (game.chars(c).power, game.chars(c).toughness) == (2, 2)
    game.apply(f"cast {game.find('Giant Growth')}")
    game.apply(f"target {c}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert (game.chars(c).power, game.chars(c).toughness) == (5, 5)
